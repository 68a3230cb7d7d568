import { useLayoutEffect, useRef, useState, type RefObject } from 'react';

/**
 * The content width (px) of the element `pick` finds from the element `ref` is set on, from a
 * ResizeObserver (its first report comes once the element is laid out, then on every change: a
 * window resized, the side navigation folded). Never read during React's commit, which would
 * force a layout of the whole page there (CONTRIBUTING, "what keeps tasks short"). Undefined
 * until the first report (and on the server). The element is found from one of the component's
 * own: a parent's ref is set only after its children's layout effects ran.
 */
export function useElementWidth<E extends Element>(
  pick: (own: E) => Element | null,
): { ref: RefObject<E | null>; width: number | undefined } {
  const ref = useRef<E>(null);
  const [width, setWidth] = useState<number | undefined>(undefined);
  const pickRef = useRef(pick);
  useLayoutEffect(() => {
    const el = ref.current && pickRef.current(ref.current);
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(
      ([entry]) => entry && setWidth(Math.round(entry.contentRect.width)),
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}
