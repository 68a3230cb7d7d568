/**
 * Starts the in-browser simulation unless a real API is configured. Kept in its own module and
 * imported dynamically, so MSW, the handlers and the sample data form a separate chunk that
 * loads in parallel with the first render; with VITE_API_BASE_URL set, the import is dead code
 * and the chunk is not emitted at all.
 */
import type { MockApi } from '../src/api/mock/browser';

declare global {
  interface Window {
    /** The running simulation: `__mockApi.reset()` brings back the sample data. */
    __mockApi?: MockApi;
  }
}

export const API_BASE_URL: string = import.meta.env.VITE_API_BASE_URL ?? '';

/** Resolves when requests can be answered (at once for a real backend). */
export const apiReady: Promise<void> = API_BASE_URL
  ? Promise.resolve()
  : import('../src/api/mock/browser')
      .then(({ startMockApi }) => startMockApi())
      .then((api) => {
        window.__mockApi = api;
      })
      .catch((error: unknown) => {
        console.error('[mock api] failed to start', error);
      });
