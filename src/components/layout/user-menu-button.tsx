import type { ComponentProps } from 'react';

import { shellNs } from '@/i18n/ns/shell';
import { useKitTranslation } from '@/i18n/use-kit-translation';
import { cn } from '@/lib/cn';

import { UserInitials } from './user-initials';

/**
 * The user menu's button: the initials, named for a screen reader (its own module, as
 * NavbarIconButton).
 */
export function UserMenuButton({
  fullName,
  className,
  ...props
}: Omit<ComponentProps<'button'>, 'children'> & { fullName: string }) {
  const { t } = useKitTranslation(shellNs);
  return (
    <button
      type="button"
      className={cn('ee:ms-1 ee:cursor-pointer ee:rounded-full', className)}
      {...props}
    >
      <UserInitials name={fullName} />
      <span className="ee:sr-only">{`${t('user.menu')}: ${fullName}`}</span>
    </button>
  );
}
