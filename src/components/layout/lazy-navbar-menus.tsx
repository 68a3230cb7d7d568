/**
 * The navbar's menus and the horizontal navigation, each with its code (Radix's menus and
 * popover, floating-ui) loaded when the browser is idle after the first paint; their buttons are
 * drawn at once, the same as the real ones (see lazyMenu).
 */
import { useLocation } from 'react-router';

import { shellNs } from '@/i18n/ns/shell';
import { useKitTranslation } from '@/i18n/use-kit-translation';
import { cn } from '@/lib/cn';

import { lazyMenu } from '../feedback/lazy-menu';
import type { HorizontalNavProps } from './horizontal-nav';
import { HorizontalNavButton } from './horizontal-nav-button';
import type { LanguageSwitcherProps } from './language-switcher';
import { isItemActive } from './nav-items';
import { languageButton, NavbarIconButton, shortcutsButton } from './navbar-icon-button';
import type { NotificationsProps } from './notifications';
import { NotificationsButton } from './notifications-button';
import type { ShortcutsProps } from './shortcuts';
import type { ThemeSwitcherProps } from './theme-switcher';
import { ThemeSwitcherButton } from './theme-switcher-button';
import type { UserMenuProps } from './user-menu';
import { UserMenuButton } from './user-menu-button';

/** What the real triggers say before they are opened. */
const closedMenu = { 'aria-haspopup': 'menu', 'aria-expanded': false } as const;

export const LazyLanguageSwitcher = lazyMenu<LanguageSwitcherProps>(
  () => import('./language-switcher').then((m) => m.LanguageSwitcher),
  ({ onOpen }) => (
    <NavbarIconButton {...languageButton} {...closedMenu} onClick={() => onOpen(true)} />
  ),
);

export const LazyThemeSwitcher = lazyMenu<ThemeSwitcherProps>(
  () => import('./theme-switcher').then((m) => m.ThemeSwitcher),
  ({ value, onOpen }) => (
    <ThemeSwitcherButton theme={value} {...closedMenu} onClick={() => onOpen(true)} />
  ),
);

export const LazyShortcuts = lazyMenu<ShortcutsProps>(
  () => import('./shortcuts').then((m) => m.Shortcuts),
  ({ onOpen }) => (
    <NavbarIconButton {...shortcutsButton} {...closedMenu} onClick={() => onOpen(true)} />
  ),
);

export const LazyNotifications = lazyMenu<NotificationsProps>(
  () => import('./notifications').then((m) => m.Notifications),
  ({ items, onOpen }) => (
    <NotificationsButton
      unread={items.filter((n) => !n.read).length}
      aria-haspopup="dialog"
      aria-expanded={false}
      onClick={() => onOpen(true)}
    />
  ),
);

export const LazyUserMenu = lazyMenu<UserMenuProps>(
  () => import('./user-menu').then((m) => m.UserMenu),
  ({ user, onOpen }) => (
    <UserMenuButton fullName={user.fullName} {...closedMenu} onClick={() => onOpen(true)} />
  ),
);

/** The horizontal navigation's buttons before its menus are in: a click opens that group's menu. */
function HorizontalNavStandIn({
  groups,
  className,
  onOpen,
}: HorizontalNavProps & { onOpen: (group: string) => void }) {
  const { t } = useKitTranslation(shellNs);
  const { pathname } = useLocation();
  return (
    <nav
      aria-label={t('nav.main')}
      className={cn('ee:flex ee:flex-wrap ee:items-center ee:gap-1', className)}
    >
      {groups.map((group) => (
        <HorizontalNavButton
          key={group.id}
          group={group}
          active={group.items.some((i) => isItemActive(i, pathname))}
          {...closedMenu}
          onClick={() => onOpen(group.id)}
        />
      ))}
    </nav>
  );
}

export const LazyHorizontalNav = lazyMenu<HorizontalNavProps, string>(
  () => import('./horizontal-nav').then((m) => m.HorizontalNav),
  HorizontalNavStandIn,
);
