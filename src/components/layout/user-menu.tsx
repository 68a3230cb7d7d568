import * as Menu from '@radix-ui/react-dropdown-menu';
import { Menu as MenuRoot } from '../ui/menu';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { IconLogout, IconSettings, IconUser } from '@tabler/icons-react';
import { cn } from '../../lib/cn';
import { Avatar } from '../ui/avatar';
import { menuContentClass, menuItemClass, menuSeparatorClass } from './menu-classes';

export interface UserMenuUser {
  fullName: string;
  role: string;
}

export interface UserMenuProps {
  user: UserMenuUser;
  /** Route of the profile page. */
  profileTo: string;
  /** Opens the settings (the customizer in the app). */
  onSettings?: () => void;
  onLogout: () => void;
  container?: HTMLElement | null;
}

function Initials({ name }: { name: string }) {
  return (
    <span className="relative inline-flex">
      <Avatar name={name} alt="" />
      <span aria-hidden className="absolute end-0 bottom-0 size-2.5 rounded-full bg-success ring-2 ring-surface" />
    </span>
  );
}

/** The navbar's user menu: avatar with initials; name, role, profile, settings, log out. */
export function UserMenu({ user, profileTo, onSettings, onLogout, container }: UserMenuProps) {
  const { t } = useTranslation('shell');
  return (
    <MenuRoot modal={false}>
      <Menu.Trigger className="ms-1 cursor-pointer rounded-full">
        <Initials name={user.fullName} />
        <span className="sr-only">{`${t('user.menu')}: ${user.fullName}`}</span>
      </Menu.Trigger>
      <Menu.Portal container={container}>
        <Menu.Content align="end" sideOffset={6} className={cn(menuContentClass, 'w-[230px]')}>
          <div className="flex items-center gap-3 px-3 py-2">
            <Initials name={user.fullName} />
            <div className="min-w-0">
              <p className="m-0 truncate font-medium text-heading">{user.fullName}</p>
              <p className="m-0 text-[13px] capitalize">{user.role}</p>
            </div>
          </div>
          <Menu.Separator className={menuSeparatorClass} />
          <Menu.Item asChild className={menuItemClass}>
            <Link to={profileTo} className="no-underline">
              <IconUser aria-hidden />
              {t('user.profile')}
            </Link>
          </Menu.Item>
          {onSettings && (
            <Menu.Item className={menuItemClass} onSelect={onSettings}>
              <IconSettings aria-hidden />
              {t('user.settings')}
            </Menu.Item>
          )}
          <Menu.Separator className={menuSeparatorClass} />
          <Menu.Item className={cn(menuItemClass, 'bg-[var(--ee-error-solid)] text-white data-[highlighted]:bg-[var(--ee-error-solid)] data-[highlighted]:text-white data-[highlighted]:brightness-95')} onSelect={onLogout}>
            <IconLogout aria-hidden />
            {t('user.logout')}
          </Menu.Item>
        </Menu.Content>
      </Menu.Portal>
    </MenuRoot>
  );
}
