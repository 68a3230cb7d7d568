import { IconChevronDown } from '@tabler/icons-react';
import type { ComponentProps } from 'react';

import { cn } from '@/lib/cn';

import type { NavGroup } from './nav-items';

export interface HorizontalNavButtonProps extends Omit<ComponentProps<'button'>, 'children'> {
  group: NavGroup;
  /** The current page is in this group. */
  active: boolean;
}

/**
 * One group's button in the horizontal navigation (its own module: drawn before the menus' code is
 * in).
 */
export function HorizontalNavButton({
  group,
  active,
  className,
  ...props
}: HorizontalNavButtonProps) {
  const Icon = group.icon;
  return (
    <button
      type="button"
      className={cn(
        'ee:flex ee:h-[38px] ee:cursor-pointer ee:items-center ee:gap-2 ee:rounded-ee ee:px-4 ee:text-[15px] ee:text-heading ee:outline-offset-2 ee:hover:bg-primary/10 ee:data-[state=open]:bg-primary/10',
        active &&
          'ee:bg-primary-solid ee:text-white ee:shadow-soft ee:hover:bg-primary-solid ee:data-[state=open]:bg-primary-solid',
        className,
      )}
      {...props}
    >
      {Icon && <Icon aria-hidden className="ee:size-[22px]" stroke={1.75} />}
      {group.heading}
      <IconChevronDown aria-hidden className="ee:size-4" />
    </button>
  );
}
