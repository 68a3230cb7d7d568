import { useCallback, useState } from 'react';

/**
 * Whether an element has come within `rootMargin` of the viewport; once true it stays true. For
 * what is drawn only when it can be seen: a chart below the fold of a phone costs its render
 * (most of a page's main-thread work) only when the user scrolls towards it. Without
 * IntersectionObserver (a server render, an old test environment) it is true at once.
 */
export function useInView<T extends Element>(
  rootMargin = '200px',
): [ref: (node: T | null) => (() => void) | undefined, inView: boolean] {
  const [inView, setInView] = useState(() => typeof IntersectionObserver === 'undefined');
  const ref = useCallback(
    (node: T | null) => {
      if (!node || inView) return undefined;
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          setInView(true);
        },
        { rootMargin },
      );
      observer.observe(node);
      return () => observer.disconnect();
    },
    [inView, rootMargin],
  );
  return [ref, inView];
}
