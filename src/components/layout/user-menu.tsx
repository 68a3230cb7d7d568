import * as Menu from '@radix-ui/react-dropdown-menu';
import { IconLogout, IconRestore, IconSettings, IconUser } from '@tabler/icons-react';
import { Link } from 'react-router';

import { shellNs } from '@/i18n/ns/shell';
import { useKitTranslation } from '@/i18n/use-kit-translation';
import { cn } from '@/lib/cn';

import { Menu as MenuRoot } from '../ui/menu';
import { menuContentClass, menuItemClass, menuSeparatorClass } from './menu-classes';
import { UserInitials } from './user-initials';
import { UserMenuButton } from './user-menu-button';

export interface UserMenuUser {
  fullName: string;
  role: string;
}

export interface UserMenuProps {
  user: UserMenuUser;
  /** Route of the profile page; leave it out for a user who may not open it (no item shown). */
  profileTo?: string;
  /** Opens the settings (the customizer in the app). */
  onSettings?: () => void;
  /**
   * Asks to bring back the sample data (an app over the in-browser simulation); no item without it.
   */
  onResetDemoData?: () => void;
  onLogout: () => void;
  container?: HTMLElement | null;
  /** Opened when first drawn. */
  defaultOpen?: boolean;
}

/**
 * The navbar's user menu: avatar with initials; name, role, profile, settings, reset of the demo
 * data, sign out.
 */
export function UserMenu({
  user,
  profileTo,
  onSettings,
  onResetDemoData,
  onLogout,
  container,
  defaultOpen,
}: UserMenuProps) {
  const { t } = useKitTranslation(shellNs);
  return (
    <MenuRoot modal={false} defaultOpen={defaultOpen}>
      <Menu.Trigger asChild>
        <UserMenuButton fullName={user.fullName} />
      </Menu.Trigger>
      <Menu.Portal container={container}>
        <Menu.Content align="end" sideOffset={6} className={cn(menuContentClass, 'ee:w-[230px]')}>
          <div className="ee:flex ee:items-center ee:gap-3 ee:px-3 ee:py-2">
            <UserInitials name={user.fullName} />
            <div className="ee:min-w-0">
              <p className="ee:m-0 ee:truncate ee:font-medium ee:text-heading">{user.fullName}</p>
              <p className="ee:m-0 ee:text-[13px] ee:capitalize">{user.role}</p>
            </div>
          </div>
          <Menu.Separator className={menuSeparatorClass} />
          {profileTo && (
            <Menu.Item asChild className={menuItemClass}>
              <Link to={profileTo} className="ee:no-underline">
                <IconUser aria-hidden />
                {t('user.profile')}
              </Link>
            </Menu.Item>
          )}
          {onSettings && (
            <Menu.Item className={menuItemClass} onSelect={onSettings}>
              <IconSettings aria-hidden />
              {t('user.settings')}
            </Menu.Item>
          )}
          {onResetDemoData && (
            <Menu.Item className={menuItemClass} onSelect={onResetDemoData}>
              <IconRestore aria-hidden />
              {t('user.resetDemoData')}
            </Menu.Item>
          )}
          <Menu.Separator className={menuSeparatorClass} />
          <Menu.Item
            className={cn(
              menuItemClass,
              'ee:bg-[var(--ee-error-solid)] ee:text-white ee:data-[highlighted]:bg-[var(--ee-error-solid)] ee:data-[highlighted]:text-white ee:data-[highlighted]:brightness-95',
            )}
            onSelect={onLogout}
          >
            <IconLogout aria-hidden />
            {t('user.signOut')}
          </Menu.Item>
        </Menu.Content>
      </Menu.Portal>
    </MenuRoot>
  );
}
