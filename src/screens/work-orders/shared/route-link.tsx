import type { MouseEvent, ReactNode } from 'react';
import type { NavigateFunction } from 'react-router';

import { cn } from '@/lib/cn';

/**
 * A click the app should handle itself: the main button, no modifier (others open tabs or windows).
 */
function isPlainClick(e: MouseEvent<HTMLAnchorElement>): boolean {
  return (
    e.button === 0 && !e.defaultPrevented && !e.metaKey && !e.altKey && !e.ctrlKey && !e.shiftKey
  );
}

export interface RouteLinkProps {
  /** The path inside the app (`/work-orders/WO-2026-00042`). */
  to: string;
  /** The same path as the router writes it (its basename in front): the link's href. */
  href: string;
  /** The latest navigate, read at click time (table cells keep their columns across renders). */
  navigate: { current: NavigateFunction };
  className?: string;
  children: ReactNode;
}

/**
 * A real link (new tab, copy link, middle click) that a plain click follows inside the app. Not
 * the router's Link in table cells and cards: each Link reads the location, so every row would
 * render again on each page turn (docs/performance.md).
 */
export function RouteLink({ to, href, navigate, className, children }: RouteLinkProps) {
  return (
    <a
      href={href}
      onClick={(e) => {
        // A link inside a clickable row or card: the row's own click must not run too.
        e.stopPropagation();
        if (!isPlainClick(e)) return;
        e.preventDefault();
        void navigate.current(to);
      }}
      className={cn(
        'ee:tap-target ee:font-medium ee:whitespace-nowrap ee:text-primary-ink ee:hover:underline',
        className,
      )}
    >
      {children}
    </a>
  );
}
