/**
 * The attachment calls (docs/domain/attachments.md), on the simulation and, in the
 * contract-server project, the server: upload a 2 MB photo and a PDF, list them, read back the
 * same bytes, the photo's GPS position gone; a program named `.pdf` refused 415 with its message,
 * 11 MB refused 413; who may upload and delete.
 */
import exifr from 'exifr';
import { describe, expect, it } from 'vitest';

import type { Attachment, AttachmentListResponse } from '@/api/contract/attachments';
import { sha256Hex } from '@/api/shared/attachments';

import {
  blobPart,
  CSV_EXPORT,
  jpegWithGps,
  pdfBytes,
  windowsProgram,
} from './support/attachment-files';
import {
  call,
  callBytes,
  callWithHeaders,
  startMockServer,
  storedState,
  type Caller,
} from './support/mock-server';

const store = startMockServer();

/** The multipart form of an upload. */
function form(owner: string, bytes: Uint8Array | null, name = 'file.bin', ownerKind = 'device') {
  const body = new FormData();
  body.append('ownerKind', ownerKind);
  body.append('owner', owner);
  if (bytes) body.append('file', new Blob([blobPart(bytes)], { type: 'application/pdf' }), name);
  return body;
}

const upload = (body: FormData, as: Caller = 'admin') =>
  call<Attachment & { message?: string; key?: string }>('/api/attachments', {
    method: 'POST',
    form: body,
    as,
  });

const list = (owner: string, ownerKind = 'device') =>
  call<AttachmentListResponse>(`/api/attachments?ownerKind=${ownerKind}&owner=${owner}`);

describe('a photo and a PDF attached to a device', () => {
  it('are stored, listed and read back byte for byte', async () => {
    const photo = jpegWithGps(2 * 1024 * 1024);
    expect((await exifr.gps(photo)).latitude).toBeCloseTo(48.8584, 3);
    const shot = await upload(form('24dc10001', photo, 'IMG_0042.pdf'));
    expect(shot.status).toBe(201);
    expect(shot.body).toMatchObject({
      name: 'IMG_0042.pdf',
      kind: 'jpeg',
      contentType: 'image/jpeg',
      owner: { kind: 'device', number: '24DC10001' },
      uploadedBy: { id: 1 },
    });
    // The EXIF segment is gone: fewer bytes than sent, the rest kept.
    expect(shot.body.size).toBeLessThan(photo.length);
    expect(shot.body.size).toBeGreaterThan(photo.length - 1024);

    const pdf = pdfBytes();
    const report = await upload(form('24DC10001', pdf, '变压器 报告 "final".pdf'));
    expect(report.status).toBe(201);
    expect(report.body).toMatchObject({
      kind: 'pdf',
      size: pdf.length,
      name: '变压器 报告 final.pdf',
    });
    expect(report.body.sha256).toBe(await sha256Hex(pdf));

    const listed = await list('24DC10001');
    expect(listed.status).toBe(200);
    expect(listed.body.total).toBe(2);
    expect(listed.body.attachments.map((a) => a.id).sort()).toEqual(
      [shot.body.id, report.body.id].sort(),
    );

    const photoBack = await callBytes(`/api/attachments/${shot.body.id}/content`, {
      as: 'anonymous',
    });
    expect(photoBack.status).toBe(200);
    expect(photoBack.headers.get('content-type')).toBe('image/jpeg');
    expect(photoBack.headers.get('x-content-type-options')).toBe('nosniff');
    expect(photoBack.bytes.length).toBe(shot.body.size);
    expect(await sha256Hex(photoBack.bytes)).toBe(shot.body.sha256);
    expect(await exifr.gps(photoBack.bytes)).toBeUndefined();
    // The picture itself is what was sent: the scan data ends the same.
    expect(photoBack.bytes.slice(-100_000)).toEqual(photo.slice(-100_000));

    const pdfBack = await callBytes(`/api/attachments/${report.body.id}/content`);
    expect(pdfBack.status).toBe(200);
    expect(pdfBack.bytes).toEqual(pdf);
    expect(pdfBack.headers.get('content-type')).toBe('application/pdf');
    expect(pdfBack.headers.get('content-disposition')).toBe(
      `attachment; filename="___ __ final.pdf"; filename*=UTF-8''%E5%8F%98%E5%8E%8B%E5%99%A8%20%E6%8A%A5%E5%91%8A%20final.pdf`,
    );
  });

  it('takes an instrument’s export on a work order from the technician', async () => {
    const answer = await upload(
      form('WO-2026-00001', new TextEncoder().encode(CSV_EXPORT), 'mit525.csv', 'workOrder'),
      'technician',
    );
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ kind: 'csv', uploadedBy: { id: 3 } });
    expect((await list('WO-2026-00001', 'workOrder')).body.total).toBe(1);
    expect((await list('24DC10001')).body.total).toBe(0);
  });
});

describe('refused uploads', () => {
  it('refuses a program named .pdf with 415 and its message, storing nothing', async () => {
    const before = await storedState(store);
    const answer = await upload(form('24DC10001', windowsProgram(), 'datasheet.pdf'));
    expect(answer).toEqual({
      status: 415,
      body: {
        message:
          'This file is a program, not a document or a photo, whatever its name says: it was refused',
        key: 'attachmentExecutable',
      },
    });
    expect((await list('24DC10001')).body.total).toBe(0);
    expect(await storedState(store)).toBe(before);
  });

  it('refuses 11 MB with 413', async () => {
    const large = new Uint8Array(11 * 1024 * 1024);
    large.set(pdfBytes());
    const answer = await upload(form('24DC10001', large, 'scan.pdf'));
    expect(answer).toEqual({
      status: 413,
      body: {
        message: 'The file is larger than 10 MB',
        key: 'attachmentTooLarge',
        params: { max: 10 },
      },
    });
    expect((await list('24DC10001')).body.total).toBe(0);
  });

  it('refuses an unknown owner (404), a missing file or owner (400), and the client (403)', async () => {
    expect((await upload(form('99ZZ99999', pdfBytes()))).body.key).toBe('attachmentOwnerNotFound');
    expect((await upload(form('99ZZ99999', pdfBytes()))).status).toBe(404);
    expect((await list('99ZZ99999')).status).toBe(404);
    const noFile = await upload(form('24DC10001', null));
    expect(noFile.status).toBe(400);
    expect(noFile.body).toMatchObject({ issues: [{ path: 'file', key: 'required' }] });
    const noOwner = new FormData();
    noOwner.append('file', new Blob([blobPart(pdfBytes())]), 'a.pdf');
    noOwner.append('colour', 'red');
    expect((await upload(noOwner)).body).toMatchObject({
      issues: expect.arrayContaining([
        { path: 'ownerKind', key: 'required' },
        { path: 'owner', key: 'required' },
        { path: 'colour', key: 'unknownField' },
      ]),
    });
    expect((await upload(form('24DC10001', pdfBytes()), 'client')).status).toBe(403);
    expect((await upload(form('24DC10001', pdfBytes()), 'anonymous')).status).toBe(401);
    // The technician works on orders, not on the register's devices.
    expect((await upload(form('24DC10001', pdfBytes()), 'technician')).status).toBe(403);
  });
});

describe('deleting a file', () => {
  it('is refused to another user (403) and done by the uploader', async () => {
    const mine = await upload(
      form('WO-2026-00001', pdfBytes(), 'permit.pdf', 'workOrder'),
      'technician',
    );
    expect(mine.status).toBe(201);
    const admins = await upload(form('WO-2026-00001', pdfBytes(), 'plan.pdf', 'workOrder'));
    const path = (id: string) => `/api/attachments/${id}`;

    const refused = await call(path(admins.body.id), { method: 'DELETE', as: 'technician' });
    expect(refused).toEqual({
      status: 403,
      body: {
        message: 'Only the person who uploaded this file, or an administrator, may delete it',
        key: 'attachmentNotYours',
      },
    });
    expect((await call(path(mine.body.id), { method: 'DELETE', as: 'client' })).status).toBe(403);
    expect((await call(path(mine.body.id), { method: 'DELETE', as: 'anonymous' })).status).toBe(
      401,
    );
    expect((await list('WO-2026-00001', 'workOrder')).body.total).toBe(2);

    expect((await call(path(mine.body.id), { method: 'DELETE', as: 'technician' })).status).toBe(
      204,
    );
    expect((await callWithHeaders(`${path(mine.body.id)}/content`)).status).toBe(404);
    expect((await call(path(mine.body.id), { method: 'DELETE' })).status).toBe(404);
    // The admin may delete anyone's.
    expect((await call(path(admins.body.id), { method: 'DELETE' })).status).toBe(204);
    expect((await list('WO-2026-00001', 'workOrder')).body.total).toBe(0);
  });
});
