import { IconMenu2 } from '@tabler/icons-react';
import type { ReactNode } from 'react';

import { shellNs } from '@/i18n/ns/shell';
import { useKitTranslation } from '@/i18n/use-kit-translation';
import { cn } from '@/lib/cn';
import type { NavbarType } from '@/settings/settings';

import { IconButton } from '../ui/icon-button';
import { Navbar } from './navbar';

export interface AppShellVerticalHeaderProps {
  navbarType: NavbarType;
  navbarBlur: boolean;
  /** Below 976 px: a hamburger opens the navigation's drawer. */
  overlayNav: boolean;
  drawerOpen: boolean;
  onOpenDrawer: () => void;
  /** The content's width classes (boxed or fluid). */
  inner: string;
  navbarStart?: ReactNode;
  navbarEnd?: ReactNode;
}

/** The shell's navbar beside a vertical navigation: floating, the hamburger first on a phone. */
export function AppShellVerticalHeader({
  navbarType,
  navbarBlur,
  overlayNav,
  drawerOpen,
  onOpenDrawer,
  inner,
  navbarStart,
  navbarEnd,
}: AppShellVerticalHeaderProps) {
  const { t } = useKitTranslation(shellNs);
  return (
    <div
      className={cn(
        inner,
        'ee:px-6',
        navbarType === 'sticky' && 'ee:sticky ee:top-0 ee:z-30',
        navbarType === 'hidden' && !overlayNav && 'ee:hidden',
      )}
    >
      <Navbar
        type={navbarType === 'sticky' ? 'static' : navbarType}
        blur={navbarBlur}
        variant="floating"
      >
        {overlayNav && (
          <IconButton
            aria-label={t('navbar.openNav')}
            aria-expanded={drawerOpen}
            className="ee:text-heading"
            onClick={onOpenDrawer}
          >
            <IconMenu2 aria-hidden />
          </IconButton>
        )}
        {navbarStart}
        <div className="ee:ms-auto ee:flex ee:items-center ee:gap-1">{navbarEnd}</div>
      </Navbar>
    </div>
  );
}
