/**
 * Who may touch the stored database when: one tab's requests one at a time (a queue), and
 * across the tabs of a browser the Web Locks API, so that catching up, applying a change and
 * appending it to the journal is one step no other tab can interleave with.
 */

export type LockMode = 'exclusive' | 'shared';

/** The part of the Web Locks API the simulation uses (`navigator.locks`), or a stand-in. */
export interface LockManagerLike {
  request<T>(name: string, options: { mode: LockMode }, callback: () => Promise<T>): Promise<T>;
}

/** Runs work under a named lock shared by every tab of the origin. */
export interface Locks {
  /** Alone: no other tab reads or writes the stored database meanwhile. */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  /** Beside other readers: no tab writes meanwhile. */
  shared<T>(work: () => Promise<T>): Promise<T>;
}

/** The lock of the simulation's database. */
export const LOCK_NAME = 'device-mock-db';

/** Locks over a lock manager; without one (an old browser, a test) the work runs as it comes. */
export function createLocks(manager: LockManagerLike | undefined, name = LOCK_NAME): Locks {
  const run = <T>(mode: LockMode, work: () => Promise<T>) =>
    manager ? manager.request(name, { mode }, work) : work();
  return { exclusive: (work) => run('exclusive', work), shared: (work) => run('shared', work) };
}

/** The browser's lock manager, when the page may use it (a secure context). */
export function browserLockManager(): LockManagerLike | undefined {
  const locks =
    typeof navigator === 'undefined'
      ? undefined
      : (navigator as Navigator & { locks?: LockManagerLike }).locks;
  return locks && typeof locks.request === 'function' ? locks : undefined;
}

/** Runs async work one at a time, in the order it was asked for. */
export interface Queue {
  run<T>(work: () => Promise<T>): Promise<T>;
}

export function createQueue(): Queue {
  let tail: Promise<unknown> = Promise.resolve();
  return {
    run(work) {
      const next = tail.then(work, work);
      // The queue goes on whatever this work did.
      tail = next.catch(() => undefined);
      return next;
    },
  };
}

/**
 * A lock manager in memory with the Web Locks rules for one name (any number of shared
 * holders, or one exclusive; granted in the order asked): two simulations over one storage in
 * a Node test behave as two tabs.
 */
export function createMemoryLockManager(): LockManagerLike {
  type Waiter = { mode: LockMode; grant: () => void };
  const waiting: Waiter[] = [];
  let holders = 0;
  let heldMode: LockMode | null = null;
  const pump = () => {
    while (waiting.length > 0) {
      const next = waiting[0];
      const free = holders === 0;
      const joins = heldMode === 'shared' && next.mode === 'shared';
      if (!free && !joins) return;
      waiting.shift();
      holders++;
      heldMode = next.mode;
      next.grant();
    }
  };
  return {
    async request(_name, { mode }, callback) {
      await new Promise<void>((grant) => {
        waiting.push({ mode, grant });
        pump();
      });
      try {
        return await callback();
      } finally {
        holders--;
        if (holders === 0) heldMode = null;
        pump();
      }
    },
  };
}
