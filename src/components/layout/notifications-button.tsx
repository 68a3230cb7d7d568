import { IconBell } from '@tabler/icons-react';

import { shellNs } from '@/i18n/ns/shell';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { IconButton } from '../ui/icon-button';
import type { NavbarMenuButtonProps } from './navbar-icon-button';

/** The notifications' bell with the unread count (its own module, as NavbarIconButton). */
export function NotificationsButton({
  unread,
  ...props
}: NavbarMenuButtonProps & { unread: number }) {
  const { t } = useKitTranslation(shellNs);
  return (
    <IconButton
      aria-label={
        unread ? t('notifications.labelUnread', { count: unread }) : t('notifications.label')
      }
      className="ee:relative ee:text-heading"
      {...props}
    >
      <IconBell aria-hidden />
      {unread > 0 && (
        <span
          aria-hidden
          className="ee:absolute ee:end-1 ee:top-1 ee:flex ee:h-4 ee:min-w-4 ee:items-center ee:justify-center ee:rounded-full ee:bg-[var(--ee-error-solid)] ee:px-1 ee:text-[11px] ee:font-medium ee:leading-none ee:text-white"
        >
          {unread}
        </span>
      )}
    </IconButton>
  );
}
