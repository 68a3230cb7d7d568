import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';

/**
 * Whether the vertical navigation's overlay drawer (below 976 px) is open. A route change (a nav
 * link, the palette) closes it, and so does the window growing past the overlay width.
 */
export function useNavDrawer(overlayNav: boolean) {
  const { pathname } = useLocation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [lastPath, setLastPath] = useState(pathname);
  if (lastPath !== pathname) {
    setLastPath(pathname);
    setDrawerOpen(false);
  }
  useEffect(() => {
    if (!overlayNav) setDrawerOpen(false);
  }, [overlayNav]);
  return [drawerOpen, setDrawerOpen] as const;
}
