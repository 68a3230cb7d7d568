/**
 * Work written once as a generator that yields between its steps, run either at once (a test,
 * Node, a reset the caller awaits synchronously) or one step per task in a browser, so a long
 * build (the simulation's sample data: ~30 ms on a desk machine, four times that on a phone)
 * never holds the main thread in one piece and input and paints get in between.
 */
export type Steps<T> = Generator<void, T, void>;

/** Runs every step now and returns the result. */
export function runAtOnce<T>(steps: Steps<T>): T {
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
  }
}

interface YieldingScheduler {
  yield?: () => Promise<void>;
}

/** Lets the browser run what waits (input, a paint, other tasks) before the caller goes on. */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: YieldingScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  // A message, not setTimeout(0): nested timeouts are held back 4 ms each.
  if (typeof MessageChannel === 'function') {
    return new Promise((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        channel.port1.close();
        resolve();
      };
      channel.port2.postMessage(null);
    });
  }
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Runs the steps one task each, yielding to the browser between them. */
export async function runInSteps<T>(steps: Steps<T>): Promise<T> {
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
    await yieldToMain();
  }
}
