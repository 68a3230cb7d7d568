import { IconArrowUp } from '@tabler/icons-react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';

import { shellNs } from '@/i18n/ns/shell';
import { useKitTranslation } from '@/i18n/use-kit-translation';
import { cn } from '@/lib/cn';

import { IconButton } from '../ui/icon-button';

/** The page must be scrolled past this many pixels before the button shows (docs/spec.md §9). */
export const SCROLL_TO_TOP_THRESHOLD = 200;

/**
 * What a floating button must never cover: tab lists, and what marks itself `data-keep-clear`
 * (the pager of every list). A finger aiming at "Next page" must not hit "Scroll to top".
 */
export const KEEP_CLEAR = '[role="tablist"], [data-keep-clear]';

/**
 * Whether a box (a floating button's) overlaps something that must stay clear, with a few px of
 * room.
 */
export function coversKeepClear(box: DOMRect, root: ParentNode = document, room = 4): boolean {
  for (const el of Array.from(root.querySelectorAll(KEEP_CLEAR))) {
    const r = el.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) continue;
    if (
      r.left < box.right + room &&
      r.right > box.left - room &&
      r.top < box.bottom + room &&
      r.bottom > box.top - room
    )
      return true;
  }
  return false;
}

export interface ScrollToTopProps {
  /** The scrolling element; by default the window. */
  target?: HTMLElement | null;
  /** Show once scrolled more than this (default 200 px). */
  threshold?: number;
  className?: string;
}

/**
 * A floating button that appears past 200 px of scroll and scrolls smoothly back to the top.
 * It steps aside (hidden, out of the tab order) while it would lie over a tab list or a pager
 * (`KEEP_CLEAR`), and comes back once they have scrolled past.
 */
export function ScrollToTop({
  target,
  threshold = SCROLL_TO_TOP_THRESHOLD,
  className,
}: ScrollToTopProps) {
  const { t } = useKitTranslation(shellNs);
  const [scrolled, setScrolled] = useState(false);
  // Hidden until measured: it must not show for a frame over a pager.
  const [blocked, setBlocked] = useState(true);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const measure = () => {
    const button = buttonRef.current;
    if (button) setBlocked(coversKeepClear(button.getBoundingClientRect()));
  };
  useEffect(() => {
    const source: HTMLElement | Window = target ?? window;
    let frame = 0;
    // Once a frame at most, where layout is done: reading a scroll offset or a box in React's
    // commit would lay out the whole page then (docs/performance.md, "Figures in comments").
    const read = () => {
      frame = 0;
      setScrolled((target ? target.scrollTop : window.scrollY) > threshold);
      measure();
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(read);
    };
    schedule();
    source.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      source.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [target, threshold]);
  // When it first appears, where it lands is measured before it is painted.
  useLayoutEffect(() => {
    if (scrolled) measure();
  }, [scrolled]);
  if (!scrolled) return null;
  return (
    <IconButton
      ref={buttonRef}
      aria-label={t('scrollToTop')}
      variant="solid"
      color="primary"
      shape="rounded"
      inert={blocked}
      data-blocked={blocked || undefined}
      className={cn('ee:fixed ee:bottom-6 ee:end-6 ee:z-30', blocked && 'ee:invisible', className)}
      onClick={() => (target ?? window).scrollTo({ top: 0, behavior: 'smooth' })}
    >
      <IconArrowUp aria-hidden />
    </IconButton>
  );
}
