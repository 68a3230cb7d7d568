/**
 * The head the last writer stored, kept where every tab reads the same thing at once.
 *
 * The Web Lock makes the tabs' writes one at a time, but it does not make localStorage agree:
 * Chromium gives each tab's process its own copy of localStorage and sends it another tab's
 * writes a moment later, by another route than the lock's grant. A tab that got the lock right
 * after another tab's write could still read the old head, take the same next number and write
 * its entry over the other's (seen in the e2e suite on a busy machine: two tabs, one 26DC10001).
 * So each writer also puts the head it stored in IndexedDB, which is read from the browser's
 * own process and always current, and a tab that takes the lock first waits until its
 * localStorage shows that head.
 */

import { openSingleStoreDb } from './open-store';

/** Where the last stored head's text is kept (IndexedDB in a browser, a variable in a test). */
export interface Fence {
  /** The head text the last writer stored; undefined when none is known. */
  read(): Promise<string | undefined>;
  /** Records the head text just stored (before the lock is released). */
  write(headText: string): Promise<void>;
}

/** How long a fence operation may take before it is given up (IndexedDB blocked or very slow). */
const FENCE_TIMEOUT_MS = 1_000;

const DB_NAME = 'device-mock-fence';
const STORE = 'fence';
const KEY = 'head';

function withTimeout<T>(work: Promise<T>, fallback: T): Promise<T> {
  return new Promise<T>((resolve) => {
    const timer = setTimeout(() => resolve(fallback), FENCE_TIMEOUT_MS);
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      () => {
        clearTimeout(timer);
        resolve(fallback);
      },
    );
  });
}

/**
 * The fence in IndexedDB, or undefined where there is none (Node, some private windows). Every
 * failure reads as "nothing known" and a write that fails is dropped: the fence only shortens a
 * wait that localStorage would end anyway, it never decides what is stored.
 */
export function indexedDbFence(
  factory: IDBFactory | undefined = globalThis.indexedDB,
): Fence | undefined {
  if (!factory) return undefined;
  let db: Promise<IDBDatabase> | undefined;
  const open = () => (db ??= openSingleStoreDb(factory, DB_NAME, STORE));
  return {
    read: () =>
      withTimeout(
        open().then(
          (d) =>
            new Promise<string | undefined>((resolve, reject) => {
              const request = d.transaction(STORE, 'readonly').objectStore(STORE).get(KEY);
              request.onsuccess = () =>
                resolve(typeof request.result === 'string' ? request.result : undefined);
              request.onerror = () => reject(request.error ?? new Error('fence read failed'));
            }),
        ),
        undefined,
      ),
    write: (headText) =>
      withTimeout(
        open().then(
          (d) =>
            new Promise<void>((resolve, reject) => {
              const tx = d.transaction(STORE, 'readwrite');
              tx.objectStore(STORE).put(headText, KEY);
              tx.oncomplete = () => resolve();
              tx.onerror = () => reject(tx.error ?? new Error('fence write failed'));
              tx.onabort = () => reject(tx.error ?? new Error('fence write aborted'));
            }),
        ),
        undefined,
      ),
  };
}
