/**
 * The browser's attachment store (src/api/mock/attachments/indexed-db.ts) over fake-indexeddb: a
 * file's record and bytes kept together across a new connection, listed by owner, removed; a
 * write the browser refuses (its quota) keeps neither, and the upload answers 507 storageFull.
 */
import { IDBFactory, IDBObjectStore } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { Attachment } from '@/api/contract/attachments';
import { indexedDbAttachmentStore } from '@/api/mock/attachments/indexed-db';
import { shareAttachmentStore } from '@/api/mock/attachments/store';
import { uploadAttachment } from '@/api/mock/queries/attachments';
import { createMockStore } from '@/api/mock/store';

import { pdfBytes } from './support/attachment-files';
import { TEST_NOW } from './support/mock-server';

const record = (id: string, number = '24DC10001'): Attachment => ({
  id,
  name: `${id}.pdf`,
  kind: 'pdf',
  contentType: 'application/pdf',
  size: 3,
  sha256: '0'.repeat(64),
  owner: { kind: 'device', number },
  uploadedBy: { id: 1, name: 'John Doe' },
  uploadedAt: TEST_NOW,
});

afterEach(() => {
  vi.restoreAllMocks();
  shareAttachmentStore(undefined);
});

describe('the IndexedDB attachment store', () => {
  it('keeps a record with its bytes across connections, by owner, until removed', async () => {
    const factory = new IDBFactory();
    const first = indexedDbAttachmentStore(factory);
    await first.put(record('a'), new Uint8Array([1, 2, 3]));
    await first.put(record('b', '24DC10002'), new Uint8Array([4, 5, 6]));
    const again = indexedDbAttachmentStore(factory);
    expect((await again.list('device', '24DC10001')).map((r) => r.id)).toEqual(['a']);
    expect(await again.bytes('a')).toEqual(new Uint8Array([1, 2, 3]));
    // A view of part of a larger buffer stores only its own bytes.
    const big = new Uint8Array([9, 9, 7, 8, 9, 9]);
    await again.put(record('c'), big.subarray(2, 4));
    expect(await again.bytes('c')).toEqual(new Uint8Array([7, 8]));
    await again.remove('a');
    expect(await again.get('a')).toBeUndefined();
    expect(await again.bytes('a')).toBeUndefined();
    await again.clear();
    expect(await again.list('device', '24DC10002')).toEqual([]);
  });

  it('keeps nothing when the browser refuses the bytes (quota), and the upload says so', async () => {
    const factory = new IDBFactory();
    const files = indexedDbAttachmentStore(factory);
    await files.put(record('warm-up'), new Uint8Array([0]));
    const put = IDBObjectStore.prototype.put;
    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(function (
      this: IDBObjectStore,
      ...args: Parameters<IDBObjectStore['put']>
    ) {
      if (this.name === 'bytes')
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      return put.apply(this, args);
    });
    shareAttachmentStore(files);
    const store = createMockStore({ now: TEST_NOW });
    const admin = store.db().loginUsers.find((u) => u.id === 1)!;
    const answer = await uploadAttachment(
      store.db(),
      {
        fields: { ownerKind: 'device', owner: '24DC10001' },
        files: [{ field: 'file', name: 'report.pdf', bytes: pdfBytes() }],
      },
      admin,
    );
    expect(answer).toEqual({ ok: false, status: 507, error: { key: 'storageFull' } });
    vi.restoreAllMocks();
    // The record written before the refused bytes went with them: only the warm-up is there.
    expect((await files.list('device', '24DC10001')).map((r) => r.id)).toEqual(['warm-up']);
  });
});
