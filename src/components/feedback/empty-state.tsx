import { IconFolderOpen } from '@tabler/icons-react';
import type { ComponentProps, ReactNode } from 'react';

import { cn } from '@/lib/cn';

import { useCommonText } from '../ui/use-common-text';

export type EmptyStateProps = Omit<ComponentProps<'div'>, 'title'> & {
  /** An illustration or icon; a folder icon by default, `null` for none. */
  icon?: ReactNode;
  /** The headline; defaults to `common.states.empty`. */
  title?: ReactNode;
  /** One or two sentences on why it is empty or what to do. */
  description?: ReactNode;
  /** A call to action, e.g. a Button that creates the first item. */
  action?: ReactNode;
  /** Heading level of the title, to fit the page outline. */
  titleAs?: 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
};

/** What a list or page shows when it has nothing to show. */
export function EmptyState({
  className,
  icon,
  title,
  description,
  action,
  titleAs: Heading = 'h3',
  ...props
}: EmptyStateProps) {
  const t = useCommonText();
  const shownIcon = icon === undefined ? <IconFolderOpen aria-hidden size={28} /> : icon;
  return (
    <div
      className={cn(
        'ee:flex ee:flex-col ee:items-center ee:px-6 ee:py-10 ee:text-center',
        className,
      )}
      {...props}
    >
      {shownIcon && (
        <div
          className="ee:tone-primary ee:mb-4 ee:flex ee:size-14 ee:items-center ee:justify-center ee:rounded-full ee:bg-tone/16 ee:text-tone-ink"
          aria-hidden
        >
          {shownIcon}
        </div>
      )}
      <Heading className="ee:m-0 ee:text-lg ee:font-medium ee:text-heading">
        {title ?? t('states.empty')}
      </Heading>
      {description && (
        <p className="ee:m-0 ee:mt-1.5 ee:max-w-md ee:text-[15px] ee:text-text">{description}</p>
      )}
      {action && (
        <div className="ee:mt-5 ee:flex ee:flex-wrap ee:justify-center ee:gap-3">{action}</div>
      )}
    </div>
  );
}
