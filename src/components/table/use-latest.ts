import { useLayoutEffect, useRef } from 'react';

/**
 * A ref that holds the value of the last render: a stable callback can read the latest prop
 * through it, so memoised children get the same handler every render.
 */
export function useLatest<T>(value: T): { readonly current: T } {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}
