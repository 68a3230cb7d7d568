import { useLayoutEffect, useRef, useState, type RefObject } from 'react';

/**
 * The content width (`clientWidth`, px) of the element `pick` finds from the element `ref` is
 * set on: read before the first paint, then from a ResizeObserver (a window resized, the side
 * navigation folded). Undefined until then (and on the server). The element is found from one
 * of the component's own (a parent's ref is set only after its children's layout effects ran).
 */
export function useElementWidth<E extends Element>(pick: (own: E) => Element | null): { ref: RefObject<E | null>; width: number | undefined } {
  const ref = useRef<E>(null);
  const [width, setWidth] = useState<number | undefined>(undefined);
  const pickRef = useRef(pick);
  useLayoutEffect(() => {
    const el = ref.current && pickRef.current(ref.current);
    if (!el) return;
    setWidth(el.clientWidth);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setWidth(el.clientWidth));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}
