/**
 * Runs `callback` when the browser is next idle; with a `timeout`, at most that many ms late (a
 * page kept busy, e.g. by the simulation building its samples at background priority, is never
 * idle). Without one it waits for a truly idle moment: what is only prefetched (a form's chunk)
 * must not add long tasks to a busy page's first seconds. Safari has no `requestIdleCallback`; a
 * short timer stands in. Returns a function that cancels the call. Outside a browser (SSR, Node
 * tests) nothing is scheduled.
 */
export function whenIdle(callback: () => void, timeout?: number): () => void {
  if (typeof window === 'undefined') return () => {};
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(
      callback,
      timeout === undefined ? undefined : { timeout },
    );
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(callback, Math.min(200, timeout ?? 200));
  return () => window.clearTimeout(id);
}
