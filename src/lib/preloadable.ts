/**
 * A module loaded on demand that a component reads with React's `use()`: once it has come, the
 * promise says so in the fields React reads (`status`, `value`), so `use()` returns it at once
 * instead of suspending. React.lazy and a plain promise suspend on their first render even for a
 * module already loaded, and a suspension shows the loading bar and holds the page back for React's
 * reveal throttle (see docs/performance.md): the gap a signed-in page used to wait through twice
 * before its first paint (entry → app, page → shell).
 */
type Tracked<T> = Promise<T> & { status?: 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

export interface Preloadable<T> {
  /** Starts the load (once); the same promise each call, for `use()`. */
  load(): Promise<T>;
}

export function preloadable<T>(importValue: () => Promise<T>): Preloadable<T> {
  let loading: Tracked<T> | undefined;
  return {
    load() {
      if (!loading) {
        const tracked: Tracked<T> = importValue();
        // The handlers return nothing: returning the promise itself would make this chain
        // follow it, and a failed load would then be reported again as an unhandled rejection.
        tracked.then(
          (value) => {
            Object.assign(tracked, { status: 'fulfilled', value });
          },
          (reason: unknown) => {
            Object.assign(tracked, { status: 'rejected', reason });
          },
        );
        loading = tracked;
      }
      return loading;
    },
  };
}
