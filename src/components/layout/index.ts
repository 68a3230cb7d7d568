export { AppShell, type AppShellProps } from './app-shell';
export { Brand, type BrandProps } from './brand';
export { Customizer, type CustomizerProps } from './customizer';
export { CustomizerTrigger, type CustomizerTriggerProps } from './customizer-trigger';
export { useSearchHotkey } from './use-search-hotkey';
export { Footer, type FooterProps } from './footer';
export { HorizontalNav, HORIZONTAL_NAV_OFFSET, type HorizontalNavProps } from './horizontal-nav';
export { LanguageSwitcher, type LanguageSwitcherProps } from './language-switcher';
export {
  filterNav,
  filterNavItems,
  flattenNav,
  isItemActive,
  type NavGroup,
  type NavIcon,
  type NavItem,
  type NavPredicate,
} from './nav-items';
export { Navbar, navbarVariants, type NavbarProps } from './navbar';
export { Page, pageVariants, type PageProps } from './page';
export { Notifications, type NotificationItem, type NotificationsProps } from './notifications';
export { ScrollToTop, SCROLL_TO_TOP_THRESHOLD, type ScrollToTopProps } from './scroll-to-top';
export { SearchButton, type SearchButtonProps } from './search-button';
export {
  SearchDialog,
  RECENT_SEARCHES_KEY,
  type SearchDialogProps,
  type SearchResultGroup,
  type SearchResultItem,
} from './search-dialog';
export { Shortcuts, type Shortcut, type ShortcutsProps } from './shortcuts';
export { ThemeSwitcher, type ThemeSwitcherProps } from './theme-switcher';
export { UserMenu, type UserMenuProps, type UserMenuUser } from './user-menu';
export {
  VerticalNav,
  VERTICAL_NAV_WIDTH,
  VERTICAL_NAV_COLLAPSED_WIDTH,
  type VerticalNavProps,
} from './vertical-nav';
