import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';

import { cn } from '@/lib/cn';

export interface ScrollRegionProps {
  /** Names the region for screen readers: the id of what titles it (a table's caption). */
  labelledBy: string;
  className?: string;
  children: ReactNode;
}

/**
 * A box that scrolls sideways when what it holds is wider than it (a table on a phone), so the
 * page itself never does. While it scrolls it is a named region in the tab order: a keyboard can
 * then scroll it with the arrow keys (axe: scrollable-region-focusable), and a screen reader says
 * what it holds. While everything fits it is a plain box, not a tab stop that does nothing.
 */
export function ScrollRegion({ labelledBy, className, children }: ScrollRegionProps) {
  const ref = useRef<HTMLDivElement>(null);
  const scrolls = useScrollsSideways(ref);
  return (
    <div
      ref={ref}
      role={scrolls ? 'region' : undefined}
      aria-labelledby={scrolls ? labelledBy : undefined}
      tabIndex={scrolls ? 0 : undefined}
      className={cn(
        'ee:overflow-x-auto ee:focus-visible:outline-2 ee:focus-visible:-outline-offset-2 ee:focus-visible:outline-primary',
        className,
      )}
    >
      {children}
    </div>
  );
}

/** Whether the element's content is wider than it, kept up to date as either is resized. */
function useScrollsSideways(ref: RefObject<HTMLElement | null>): boolean {
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const check = () => setScrolls(el.scrollWidth > el.clientWidth + 1);
    const observer = new ResizeObserver(check);
    observer.observe(el);
    for (const child of Array.from(el.children)) observer.observe(child);
    check();
    return () => observer.disconnect();
  }, [ref]);
  return scrolls;
}
