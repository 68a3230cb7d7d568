import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** Offset of a hash target below the sticky navbar (docs/spec.md §2, §9). */
export const HASH_SCROLL_OFFSET = 60;

/** The element id a hash names; a malformed escape (`#%`) is taken as typed rather than thrown. */
function decodeHash(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * A hash target scrolls smoothly into view less the offset; any other navigation starts at the
 * top. The page a visit opens on is left where the browser put it: at the top, or where a reload
 * restores it, and a scroll there would force a layout of the whole first page inside React's
 * commit (measured: docs/performance.md).
 */
export function ScrollManager() {
  const { pathname, hash } = useLocation();
  const opened = useRef(false);
  useEffect(() => {
    const opening = !opened.current;
    opened.current = true;
    if (hash) {
      // The target may render after lazy content: try on the next frame.
      const id = requestAnimationFrame(() => {
        const target = document.getElementById(decodeHash(hash.slice(1)));
        if (target)
          window.scrollTo({
            top: target.getBoundingClientRect().top + window.scrollY - HASH_SCROLL_OFFSET,
            behavior: 'smooth',
          });
      });
      return () => cancelAnimationFrame(id);
    }
    if (!opening) window.scrollTo({ top: 0 });
  }, [pathname, hash]);
  return null;
}
