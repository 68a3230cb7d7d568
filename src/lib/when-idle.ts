/**
 * Runs `callback` when the browser is next idle, and at most `timeout` ms late: a page kept busy
 * (the simulation building its samples at background priority) is never idle. Safari has no
 * `requestIdleCallback`; a short timer stands in. Returns a function that cancels the call.
 * Outside a browser (SSR, Node tests) nothing is scheduled.
 */
export function whenIdle(callback: () => void, timeout = 1500): () => void {
  if (typeof window === 'undefined') return () => {};
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(callback, { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(callback, Math.min(200, timeout));
  return () => window.clearTimeout(id);
}
