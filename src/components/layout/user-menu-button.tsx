import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { Avatar } from '../ui/avatar';
import { useKitTranslation } from '../../i18n/use-kit-translation';
import { shellNs } from '../../i18n/ns/shell';

/** The user's initials with the online dot (the menu's button and its header). */
export function UserInitials({ name }: { name: string }) {
  return (
    <span className="ee:relative ee:inline-flex">
      <Avatar name={name} alt="" />
      <span aria-hidden className="ee:absolute ee:end-0 ee:bottom-0 ee:size-2.5 ee:rounded-full ee:bg-success ee:ring-2 ee:ring-surface" />
    </span>
  );
}

/** The user menu's button: the initials, named for a screen reader (its own module, as LanguageSwitcherButton). */
export function UserMenuButton({ fullName, className, ...props }: Omit<ComponentProps<'button'>, 'children'> & { fullName: string }) {
  const { t } = useKitTranslation(shellNs);
  return (
    <button type="button" className={cn('ee:ms-1 ee:cursor-pointer ee:rounded-full', className)} {...props}>
      <UserInitials name={fullName} />
      <span className="ee:sr-only">{`${t('user.menu')}: ${fullName}`}</span>
    </button>
  );
}
