import type { ReactNode } from 'react';

import { cn } from '@/lib/cn';
import type {
  ContentWidth,
  FooterType,
  HorizontalNavType,
  LayoutNav,
  NavbarType,
} from '@/settings/settings';

import { LoadingBar } from '../feedback/loading-bar';
import { AppShellHorizontalHeader } from './app-shell-horizontal-header';
import { AppShellVerticalHeader } from './app-shell-vertical-header';
import { Footer } from './footer';
import type { NavGroup } from './nav-items';
import { ScrollToTop } from './scroll-to-top';
import { SkipLink } from './skip-link';
import { useNavDrawer } from './use-nav-drawer';
import { VERTICAL_NAV_COLLAPSED_WIDTH, VERTICAL_NAV_WIDTH, VerticalNav } from './vertical-nav';

export interface AppShellProps {
  /** blank: the page alone (login, not-found); default: navigation, navbar, footer. */
  layout?: 'blank' | 'default';
  /** The navigation, already filtered by the user's abilities. */
  groups?: NavGroup[];
  /** The navigation shown (pass the effective one: vertical below 976 px). */
  layoutNav?: LayoutNav;
  /** Below 976 px: the vertical nav is a drawer opened by a hamburger. */
  overlayNav?: boolean;
  navbarType?: NavbarType;
  navbarBlur?: boolean;
  horizontalNavType?: HorizontalNavType;
  footerType?: FooterType;
  contentWidth?: ContentWidth;
  navCollapsed?: boolean;
  onNavCollapsedChange?: (collapsed: boolean) => void;
  semiDark?: boolean;
  /** Navbar start (after the hamburger): the search button. */
  navbarStart?: ReactNode;
  /** Navbar end: switchers, shortcuts, notifications, user menu. */
  navbarEnd?: ReactNode;
  footerLinks?: ReactNode;
  footerYear?: number;
  /** Shows the slim loading bar (route chunk or first data loading). */
  loading?: boolean;
  /** Dialogs and drawers that belong to the shell (palette, customizer). */
  overlays?: ReactNode;
  /** Where horizontal-nav menus are portalled (stories). */
  menuContainer?: HTMLElement | null;
  /** Where the brand links (the host's home route; default `/`). */
  homeTo?: string;
  children: ReactNode;
}

/**
 * The frame every screen lives in: blank or default layout; in the default one, vertical or
 * horizontal navigation, a navbar, the content (fluid or boxed), a footer and scroll-to-top.
 */
export function AppShell({
  layout = 'default',
  groups = [],
  layoutNav = 'horizontal',
  overlayNav = false,
  navbarType = 'sticky',
  navbarBlur = true,
  horizontalNavType = 'sticky',
  footerType = 'hidden',
  contentWidth = 'fluid',
  navCollapsed = false,
  onNavCollapsedChange,
  semiDark = false,
  navbarStart,
  navbarEnd,
  footerLinks,
  footerYear,
  loading = false,
  overlays,
  menuContainer,
  homeTo = '/',
  children,
}: AppShellProps) {
  const [drawerOpen, setDrawerOpen] = useNavDrawer(overlayNav);

  if (layout === 'blank') {
    return (
      <div data-layout="blank" className="ee:min-h-screen ee:bg-body">
        <LoadingBar loading={loading} />
        {children}
      </div>
    );
  }

  const vertical = layoutNav === 'vertical' || overlayNav;
  const boxed = contentWidth === 'boxed';
  const inner = cn('ee:mx-auto ee:w-full', boxed && 'ee:max-w-[1440px]');
  const main = (
    <main
      id="main-content"
      tabIndex={-1}
      className={cn(inner, 'ee:flex-1 ee:outline-none ee:sm:px-6 ee:sm:py-6')}
    >
      {/* Fixed to the viewport's top edge, but inside a landmark: axe's region rule counts a busy bar outside one. */}
      <LoadingBar loading={loading} />
      {children}
    </main>
  );
  const footer = (
    <Footer type={footerType} links={footerLinks} year={footerYear} className={inner} />
  );
  const attrs = {
    'data-layout': 'default',
    'data-layout-nav': vertical ? 'vertical' : 'horizontal',
    'data-overlay-nav': overlayNav,
    'data-navbar-type': navbarType,
    'data-footer-type': footerType,
    'data-content-width': contentWidth,
    'data-nav-collapsed': vertical && !overlayNav && navCollapsed,
    'data-semi-dark': vertical && semiDark,
  };

  const offset =
    !vertical || overlayNav ? 0 : navCollapsed ? VERTICAL_NAV_COLLAPSED_WIDTH : VERTICAL_NAV_WIDTH;
  // One tree for both navigations, so switching keeps the page (and the open customizer) mounted.
  return (
    <div
      {...attrs}
      data-horizontal-nav-type={vertical ? undefined : horizontalNavType}
      className="ee:min-h-screen ee:bg-body"
    >
      <SkipLink />
      {vertical && (
        <VerticalNav
          groups={groups}
          collapsed={navCollapsed}
          onCollapsedChange={onNavCollapsedChange}
          semiDark={semiDark}
          overlay={overlayNav}
          open={drawerOpen}
          onOpenChange={setDrawerOpen}
          homeTo={homeTo}
        />
      )}
      <div
        className="ee:flex ee:min-h-screen ee:flex-col ee:transition-[padding] ee:duration-200 ee:motion-reduce:transition-none"
        style={{ paddingInlineStart: offset }}
      >
        {vertical ? (
          <AppShellVerticalHeader
            navbarType={navbarType}
            navbarBlur={navbarBlur}
            overlayNav={overlayNav}
            drawerOpen={drawerOpen}
            onOpenDrawer={() => setDrawerOpen(true)}
            inner={inner}
            navbarStart={navbarStart}
            navbarEnd={navbarEnd}
          />
        ) : (
          <AppShellHorizontalHeader
            groups={groups}
            navbarType={navbarType}
            navbarBlur={navbarBlur}
            horizontalNavType={horizontalNavType}
            inner={inner}
            homeTo={homeTo}
            navbarStart={navbarStart}
            navbarEnd={navbarEnd}
            menuContainer={menuContainer}
          />
        )}
        {main}
        {footer}
      </div>
      <ScrollToTop />
      {overlays}
    </div>
  );
}
