/**
 * The attachment rules both targets apply (src/api/shared/attachments.ts): the kind from the
 * bytes whatever the name, the size limit, a program refused, a JPEG's GPS position removed and
 * the picture kept, a safe name and Content-Disposition.
 */
import exifr from 'exifr';
import { describe, expect, it } from 'vitest';

import { ATTACHMENT_MAX_BYTES } from '@/api/contract/attachments-values';
import {
  contentDisposition,
  prepareAttachment,
  safeAttachmentName,
  sha256Hex,
  sniffAttachment,
  stripJpegMetadata,
} from '@/api/shared/attachments';

import { CSV_EXPORT, jpegWithGps, pdfBytes, windowsProgram } from './support/attachment-files';

const text = (value: string) => new TextEncoder().encode(value);

describe('the kind comes from the bytes', () => {
  it('knows a JPEG, a PDF, a PNG, a table and plain text', async () => {
    expect(await sniffAttachment(jpegWithGps())).toMatchObject({ ok: true, kind: 'jpeg' });
    expect(await sniffAttachment(pdfBytes())).toMatchObject({
      ok: true,
      kind: 'pdf',
      contentType: 'application/pdf',
    });
    const png = new Uint8Array([
      0x89,
      0x50,
      0x4e,
      0x47,
      0x0d,
      0x0a,
      0x1a,
      0x0a,
      ...new Array(40).fill(0),
    ]);
    png.set([0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52], 8);
    expect(await sniffAttachment(png)).toMatchObject({ ok: true, kind: 'png' });
    expect(await sniffAttachment(text(CSV_EXPORT))).toMatchObject({ ok: true, kind: 'csv' });
    // An iPhone photo: an ISO-BMFF `ftyp` box of brand heic.
    const heic = new Uint8Array(64);
    heic.set([0, 0, 0, 0x18, ...text('ftypheic'), 0, 0, 0, 0, ...text('mif1heic')], 0);
    expect(await sniffAttachment(heic)).toMatchObject({
      ok: true,
      kind: 'heic',
      contentType: 'image/heic',
    });
    const webp = new Uint8Array(64);
    webp.set([...text('RIFF'), 56, 0, 0, 0, ...text('WEBPVP8 ')], 0);
    expect(await sniffAttachment(webp)).toMatchObject({ ok: true, kind: 'webp' });
    expect(await sniffAttachment(text('Megger MIT525\nIR 5.2 GΩ at 5 kV\n'))).toMatchObject({
      ok: true,
      kind: 'text',
    });
  });

  it('refuses a program with its own message and other binaries as a refused kind (415)', async () => {
    expect(await sniffAttachment(windowsProgram())).toEqual({
      ok: false,
      status: 415,
      error: { key: 'attachmentExecutable' },
    });
    const elf = new Uint8Array(64);
    elf.set([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1], 0);
    expect(await sniffAttachment(elf)).toMatchObject({
      status: 415,
      error: { key: 'attachmentExecutable' },
    });
    const binary = new Uint8Array([0, 1, 2, 3, 0xfe, 0xff, 0x80, 0x81]);
    expect(await sniffAttachment(binary)).toMatchObject({
      status: 415,
      error: { key: 'attachmentKindRefused' },
    });
  });

  it('refuses a file over 10 MB (413) and an empty one (400 on file)', async () => {
    const large = new Uint8Array(ATTACHMENT_MAX_BYTES + 1);
    large.set(pdfBytes());
    expect(await sniffAttachment(large)).toEqual({
      ok: false,
      status: 413,
      error: { key: 'attachmentTooLarge', params: { max: 10 } },
    });
    const limit = new Uint8Array(ATTACHMENT_MAX_BYTES);
    limit.set(pdfBytes());
    expect(await sniffAttachment(limit)).toMatchObject({ ok: true, kind: 'pdf' });
    expect(await sniffAttachment(new Uint8Array(0))).toMatchObject({
      status: 400,
      issues: [{ path: 'file', key: 'required' }],
    });
  });
});

describe('location data out of photos', () => {
  it('removes the GPS position a JPEG holds and keeps the picture’s bytes', async () => {
    const photo = jpegWithGps(4096);
    const before = await exifr.gps(photo);
    expect(before.latitude).toBeCloseTo(48.8584, 3);
    const stripped = stripJpegMetadata(photo);
    expect(await exifr.gps(stripped)).toBeUndefined();
    const location = (tags: Record<string, unknown> | undefined) =>
      Object.keys(tags ?? {}).filter((tag) => /gps|latitude|longitude/i.test(tag));
    expect(location(await exifr.parse(photo, true))).not.toEqual([]);
    expect(location(await exifr.parse(stripped, true))).toEqual([]);
    // Everything but the EXIF segment is kept: the image data ends the same.
    expect(stripped.length).toBeLessThan(photo.length);
    expect(stripped.slice(-3000)).toEqual(photo.slice(-3000));
    expect(stripped.slice(0, 2)).toEqual(new Uint8Array([0xff, 0xd8]));
    expect(await sniffAttachment(stripped)).toMatchObject({ ok: true, kind: 'jpeg' });
  });

  it('keeps a JPEG without metadata, and bytes that are not a JPEG, as they are', () => {
    const once = stripJpegMetadata(jpegWithGps());
    expect(stripJpegMetadata(once)).toEqual(once);
    const pdf = pdfBytes();
    expect(stripJpegMetadata(pdf)).toBe(pdf);
  });

  it('prepares a JPEG stripped, with the size and SHA-256 of what is kept', async () => {
    const prepared = await prepareAttachment('C:\\photos\\scan.pdf', jpegWithGps());
    if (!prepared.ok) throw new Error('refused');
    expect(prepared.file).toMatchObject({
      name: 'scan.pdf',
      kind: 'jpeg',
      contentType: 'image/jpeg',
    });
    expect(await exifr.gps(prepared.file.bytes)).toBeUndefined();
    expect(prepared.file.size).toBe(prepared.file.bytes.length);
    expect(prepared.file.sha256).toBe(await sha256Hex(prepared.file.bytes));
    expect(prepared.file.sha256).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('names', () => {
  it('keeps the last part, drops control characters and quotes, cuts long names keeping the extension', () => {
    expect(safeAttachmentName('../../etc/passwd')).toBe('passwd');
    expect(safeAttachmentName('a\u0000b"c\n.pdf')).toBe('abc.pdf');
    expect(safeAttachmentName('   ')).toBe('file');
    const long = safeAttachmentName(`${'x'.repeat(300)}.xlsx`);
    expect(long).toHaveLength(200);
    expect(long.endsWith('.xlsx')).toBe(true);
  });

  it('sends the exact name as UTF-8 and an ASCII fallback', () => {
    expect(contentDisposition('变压器 report (1).pdf')).toBe(
      `attachment; filename="___ report (1).pdf"; filename*=UTF-8''%E5%8F%98%E5%8E%8B%E5%99%A8%20report%20%281%29.pdf`,
    );
  });
});
