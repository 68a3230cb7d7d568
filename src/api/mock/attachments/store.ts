/**
 * Where the simulation keeps attached files (docs/simulation.md "Attachments"): the record and the
 * bytes written together or not at all. In the browser an IndexedDB database of its own
 * (indexed-db.ts), shared by the tabs and kept across reloads, not the journal (a 10 MB photo
 * has no place in localStorage); in Node tests and stories a map per database object, fresh with
 * each store reset.
 */
import type { Attachment } from '@/api/contract/attachments';
import type { AttachmentOwnerKind } from '@/api/contract/attachments-values';

/** The files of the simulation: records and their bytes. */
export interface AttachmentStore {
  /** The records of one owner, in any order. */
  list(kind: AttachmentOwnerKind, number: string): Promise<Attachment[]>;
  get(id: string): Promise<Attachment | undefined>;
  bytes(id: string): Promise<Uint8Array | undefined>;
  /** Stores the record and its bytes together; throws (nothing stored) when it cannot. */
  put(record: Attachment, bytes: Uint8Array): Promise<void>;
  remove(id: string): Promise<void>;
  /** Removes every file (a reset of the demo data). */
  clear(): Promise<void>;
}

/** A store in memory (Node tests, stories). */
export function memoryAttachmentStore(): AttachmentStore {
  const files = new Map<string, { record: Attachment; bytes: Uint8Array }>();
  return {
    list: async (kind, number) =>
      [...files.values()]
        .map((file) => file.record)
        .filter((record) => record.owner.kind === kind && record.owner.number === number),
    get: async (id) => files.get(id)?.record,
    bytes: async (id) => files.get(id)?.bytes.slice(),
    put: async (record, bytes) => void files.set(record.id, { record, bytes: bytes.slice() }),
    remove: async (id) => void files.delete(id),
    clear: async () => files.clear(),
  };
}

const perDatabase = new WeakMap<object, AttachmentStore>();
let shared: AttachmentStore | undefined;

/**
 * The store the handlers use for `db`: the browser's shared one once set (every database object
 * of the tab, across reloads of the journal), else one in memory per database object.
 */
export function attachmentStoreOf(db: object): AttachmentStore {
  if (shared) return shared;
  let store = perDatabase.get(db);
  if (!store) perDatabase.set(db, (store = memoryAttachmentStore()));
  return store;
}

/** Sets (or with undefined removes) the store every database uses: the browser's IndexedDB one. */
export function shareAttachmentStore(store: AttachmentStore | undefined): void {
  shared = store;
}
