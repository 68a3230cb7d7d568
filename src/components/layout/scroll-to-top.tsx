import { useEffect, useState } from 'react';
import { IconArrowUp } from '@tabler/icons-react';
import { cn } from '../../lib/cn';
import { IconButton } from '../ui/icon-button';
import { useKitTranslation } from '../../i18n/use-kit-translation';
import { shellNs } from '../../i18n/ns/shell';

/** The page must be scrolled past this many pixels before the button shows (SPEC.md §9). */
export const SCROLL_TO_TOP_THRESHOLD = 200;

export interface ScrollToTopProps {
  /** The scrolling element; by default the window. */
  target?: HTMLElement | null;
  /** Show once scrolled more than this (default 200 px). */
  threshold?: number;
  className?: string;
}

/** A floating button that appears past 200 px of scroll and scrolls smoothly back to the top. */
export function ScrollToTop({ target, threshold = SCROLL_TO_TOP_THRESHOLD, className }: ScrollToTopProps) {
  const { t } = useKitTranslation(shellNs);
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const source: HTMLElement | Window = target ?? window;
    const read = () => setVisible((target ? target.scrollTop : window.scrollY) > threshold);
    // The first read waits for the next frame: reading a scroll offset forces a layout, and in the
    // effect that is a layout of the whole page inside React's commit (~60 ms on a phone).
    const first = requestAnimationFrame(read);
    source.addEventListener('scroll', read, { passive: true });
    return () => {
      cancelAnimationFrame(first);
      source.removeEventListener('scroll', read);
    };
  }, [target, threshold]);
  if (!visible) return null;
  return (
    <IconButton
      aria-label={t('scrollToTop')}
      variant="solid"
      color="primary"
      shape="rounded"
      className={cn('ee:fixed ee:bottom-6 ee:end-6 ee:z-30', className)}
      onClick={() => (target ?? window).scrollTo({ top: 0, behavior: 'smooth' })}
    >
      <IconArrowUp aria-hidden />
    </IconButton>
  );
}
