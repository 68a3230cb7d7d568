/**
 * The attachment client (src/api/client/attachments.ts) through the real requester over the
 * simulation: an upload as a multipart form, the list, the content as a Blob of the same bytes and
 * content type, a delete; a refusal as an ApiError in the user's language.
 */
import { beforeAll, describe, expect, it } from 'vitest';

import {
  attachmentContent,
  deleteAttachment,
  listAttachments,
  uploadAttachment,
} from '@/api/client/attachments';
import { ApiError, createRequester } from '@/api/client/request';
import { errorTranslator } from '@/api/client/requester-context';
import { createI18n, loadKitCatalogues } from '@/i18n';

import { blobPart, jpegWithGps, windowsProgram } from './support/attachment-files';
import { startMockServer, TOKENS } from './support/mock-server';

startMockServer();
const fr = createI18n('fr');
beforeAll(() => loadKitCatalogues(fr));

const request = createRequester(
  'http://localhost',
  undefined,
  () => TOKENS.admin,
  errorTranslator(fr),
);
const owner = { kind: 'device', number: '24DC10002' } as const;

describe('the attachment client', () => {
  it('uploads a form, lists it, reads the same bytes back as a Blob and deletes it', async () => {
    const photo = jpegWithGps(64 * 1024);
    const file = new File([blobPart(photo)], 'panel.jpg', { type: 'application/octet-stream' });
    const stored = await uploadAttachment(request, { owner, file });
    expect(stored).toMatchObject({ name: 'panel.jpg', kind: 'jpeg', owner });
    expect((await listAttachments(request, owner)).attachments.map((a) => a.id)).toEqual([
      stored.id,
    ]);
    const blob = await attachmentContent(request, stored.id);
    expect(blob.type).toBe('image/jpeg');
    expect(blob.size).toBe(stored.size);
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect(bytes.slice(-1000)).toEqual(photo.slice(-1000));
    await deleteAttachment(request, stored.id);
    expect((await listAttachments(request, owner)).total).toBe(0);
  });

  it('says why a program is refused, in the user’s language', async () => {
    const file = new File([blobPart(windowsProgram())], 'notice.pdf', { type: 'application/pdf' });
    const error = await uploadAttachment(request, { owner, file }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 415, key: 'attachmentExecutable' });
    expect((error as ApiError).message).toBe(
      'Ce fichier est un programme, pas un document ni une photo, quel que soit son nom : il a été refusé',
    );
    const missing = await attachmentContent(request, '0b9c6a52-3f1e-4c7a-9d2e-5a8f1c3b7e40').catch(
      (e: unknown) => e,
    );
    expect(missing).toMatchObject({ status: 404, key: 'attachmentNotFound' });
  });
});
