/**
 * The browser's attachment store (docs/simulation.md "Attachments"): an IndexedDB database of its
 * own, `device-mock-attachments`, with two object stores, the records (indexed by owner) and the
 * bytes. A file is written in ONE transaction over both: when the browser refuses (its quota is
 * full) the transaction aborts and neither is kept, and the caller answers 507 storageFull.
 */
import type { Attachment } from '@/api/contract/attachments';

import type { AttachmentStore } from './store';

const DATABASE = 'device-mock-attachments';
const RECORDS = 'records';
const BYTES = 'bytes';
const BY_OWNER = 'owner';

const done = (request: IDBRequest) =>
  new Promise<unknown>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });

const committed = (transaction: IDBTransaction) =>
  new Promise<void>((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onabort = () =>
      reject(transaction.error ?? new DOMException('aborted', 'AbortError'));
    transaction.onerror = () => reject(transaction.error);
  });

function open(factory: IDBFactory): Promise<IDBDatabase> {
  const request = factory.open(DATABASE, 1);
  request.onupgradeneeded = () => {
    const db = request.result;
    db.createObjectStore(RECORDS, { keyPath: 'id' }).createIndex(BY_OWNER, [
      'owner.kind',
      'owner.number',
    ]);
    db.createObjectStore(BYTES);
  };
  return done(request) as Promise<IDBDatabase>;
}

/** The store over `factory` (the page's `indexedDB`; fake-indexeddb in Node tests). */
export function indexedDbAttachmentStore(factory: IDBFactory): AttachmentStore {
  let database: Promise<IDBDatabase> | undefined;
  const db = () => (database ??= open(factory));
  const read = async <T>(store: string, run: (s: IDBObjectStore) => IDBRequest): Promise<T> => {
    const transaction = (await db()).transaction(store, 'readonly');
    return (await done(run(transaction.objectStore(store)))) as T;
  };
  return {
    list: (kind, number) =>
      read<Attachment[]>(RECORDS, (s) => s.index(BY_OWNER).getAll([kind, number])),
    get: (id) => read<Attachment | undefined>(RECORDS, (s) => s.get(id)),
    bytes: async (id) => {
      const stored = await read<ArrayBuffer | undefined>(BYTES, (s) => s.get(id));
      return stored === undefined ? undefined : new Uint8Array(stored);
    },
    put: async (record, bytes) => {
      const transaction = (await db()).transaction([RECORDS, BYTES], 'readwrite');
      const written = committed(transaction);
      try {
        transaction.objectStore(RECORDS).put(record);
        // A copy of exactly the file's bytes (a view may show part of a larger buffer).
        transaction.objectStore(BYTES).put(bytes.slice().buffer, record.id);
      } catch (error) {
        transaction.abort();
        await written.catch(() => undefined);
        throw error;
      }
      await written;
    },
    remove: async (id) => {
      const transaction = (await db()).transaction([RECORDS, BYTES], 'readwrite');
      transaction.objectStore(RECORDS).delete(id);
      transaction.objectStore(BYTES).delete(id);
      await committed(transaction);
    },
    clear: async () => {
      const transaction = (await db()).transaction([RECORDS, BYTES], 'readwrite');
      transaction.objectStore(RECORDS).clear();
      transaction.objectStore(BYTES).clear();
      await committed(transaction);
    },
  };
}
