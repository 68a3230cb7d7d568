import { useEffect, useState, type RefObject } from 'react';

/**
 * Distance from the top of the document to an element, px (0 until measured). Measured after
 * paint and whenever the page's size changes (figures loading above, a selection bar, a wider
 * window), from a ResizeObserver's callback or a resize event, where layout is already done:
 * reading it during React's commit would force a layout of the whole page.
 */
export function useDocumentOffset(ref: RefObject<HTMLElement | null>): number {
  const [offset, setOffset] = useState(0);
  useEffect(() => {
    const measure = () => {
      const el = ref.current;
      if (!el) return;
      const next = Math.round(el.getBoundingClientRect().top + window.scrollY);
      setOffset((old) => (old === next ? old : next));
    };
    // Observing fires once at once: the first measure, after the first paint.
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    window.addEventListener('resize', measure, { passive: true });
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [ref]);
  return offset;
}
