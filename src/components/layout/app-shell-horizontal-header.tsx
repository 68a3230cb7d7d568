import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { cn } from '@/lib/cn';
import type { HorizontalNavType, NavbarType } from '@/settings/settings';

import { Brand } from './brand';
import { LazyHorizontalNav } from './lazy-navbar-menus';
import type { NavGroup } from './nav-items';
import { Navbar } from './navbar';

export interface AppShellHorizontalHeaderProps {
  groups: NavGroup[];
  navbarType: NavbarType;
  navbarBlur: boolean;
  horizontalNavType: HorizontalNavType;
  /** The content's width classes (boxed or fluid). */
  inner: string;
  homeTo: string;
  navbarStart?: ReactNode;
  navbarEnd?: ReactNode;
  menuContainer?: HTMLElement | null;
}

/**
 * The shell's head with a horizontal navigation: a full-width navbar (brand first), the menus under
 * it.
 */
export function AppShellHorizontalHeader({
  groups,
  navbarType,
  navbarBlur,
  horizontalNavType,
  inner,
  homeTo,
  navbarStart,
  navbarEnd,
  menuContainer,
}: AppShellHorizontalHeaderProps) {
  return (
    <div
      className={cn(
        'ee:z-30',
        (navbarType === 'sticky' || horizontalNavType === 'sticky') && 'ee:sticky ee:top-0',
      )}
    >
      <Navbar type={navbarType === 'hidden' ? 'sticky' : 'static'} blur={navbarBlur} variant="full">
        <div className={cn(inner, 'ee:flex ee:items-center ee:gap-2')}>
          <Link to={homeTo} className="ee:me-4 ee:text-heading ee:no-underline">
            <Brand />
          </Link>
          {navbarStart}
          <div className="ee:ms-auto ee:flex ee:items-center ee:gap-1">{navbarEnd}</div>
        </div>
      </Navbar>
      {horizontalNavType !== 'hidden' && (
        <div
          className={cn(
            'ee:border-b ee:border-line ee:px-4 ee:py-2',
            navbarBlur ? 'ee:bg-surface/88 ee:backdrop-blur-md' : 'ee:bg-surface',
          )}
        >
          <LazyHorizontalNav groups={groups} container={menuContainer} className={inner} />
        </div>
      )}
    </div>
  );
}
