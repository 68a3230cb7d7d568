/**
 * Work written once as a generator that yields between its steps, run either at once (a test, Node,
 * a reset the caller awaits synchronously) or one step per task in a browser, so a long build (the
 * simulation's sample data, longer than a task should be on a phone:
 * docs/performance.md#figures-the-code-relies-on) never holds the main thread in one piece and
 * input and paints get in between.
 */
export type Steps<T> = Generator<void, T, void>;

/** Runs every step now and returns the result. */
export function runAtOnce<T>(steps: Steps<T>): T {
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
  }
}

interface TaskScheduler {
  postTask?: (callback: () => void, options: { priority: 'background' }) => Promise<void>;
}

/**
 * Lets the page run what waits (input, a paint, React's render work) before the caller goes on: the
 * rest runs as a background task where the browser has them (Chromium's scheduler), else as a new
 * task at the back of the queue. Measured on the register's benchmark (12,200 devices): with the
 * stats' alarm scan at the same priority as React's work, the first rows were drawn several times
 * later after their answer, the two taking turns (docs/performance.md#figures-the-code-relies-on).
 * A message, not setTimeout(0): nested timeouts are held back 4 ms each.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: TaskScheduler }).scheduler;
  if (typeof scheduler?.postTask === 'function')
    return scheduler.postTask(() => undefined, { priority: 'background' });
  if (typeof MessageChannel !== 'function') return new Promise((resolve) => setTimeout(resolve, 0));
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/** Runs the steps one task each, yielding to the browser between them. */
export async function runInSteps<T>(steps: Steps<T>): Promise<T> {
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
    await yieldToMain();
  }
}
