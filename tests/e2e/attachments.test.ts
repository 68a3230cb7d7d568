/**
 * Issue 40's attachments on the simulation (docs/domain/attachments.md), its acceptance's third
 * line: a 2 MB photo and a PDF uploaded to a device's Files card are there after a reload, and
 * each opens and downloads as the bytes the API stored (the photo without its location data, the
 * PDF exactly as sent); a `.pdf` that is really a program is refused with a clear message and
 * stored nowhere.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { jpegWithGps, pdfBytes, windowsProgram } from '../unit/support/attachment-files';
import { launch, signInWithSamples } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const DEVICE = '24DC10001';
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

interface Stored {
  id: string;
  name: string;
  size: number;
  sha256: string;
}

/** The device's files as the API lists them, read by the page's own session. */
function storedFiles(page: Page): Promise<Stored[]> {
  return page.evaluate(async (device) => {
    const response = await fetch(`/api/attachments?ownerKind=device&owner=${device}`);
    return ((await response.json()) as { attachments: Stored[] }).attachments;
  }, DEVICE);
}

const filesTable = (page: Page) => page.getByRole('table', { name: 'Files' });

/** Chooses files in the Files card's drop zone, as the file picker would. */
async function choose(page: Page, files: { name: string; mimeType: string; bytes: Uint8Array }[]) {
  await page
    .locator('input[type="file"]')
    .setInputFiles(files.map((f) => ({ ...f, buffer: Buffer.from(f.bytes) })));
}

/** The bytes the Download button saves. */
async function downloaded(page: Page, name: string): Promise<Buffer> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    filesTable(page)
      .getByRole('button', { name: `Download ${name}` })
      .click(),
  ]);
  expect(download.suggestedFilename()).toBe(name);
  return readFile((await download.path())!);
}

describe("a device's files", () => {
  it('keeps a 2 MB photo and a PDF across a reload, opens and downloads the bytes stored, and refuses a program', async () => {
    const page = await browser.newPage();
    try {
      await signInWithSamples(page, `/deviceDetail?number=${DEVICE}&tab=documents`);
      await filesTable(page).getByText('No files yet').waitFor();
      const photo = jpegWithGps(2 * 1024 * 1024);
      const pdf = pdfBytes();
      await choose(page, [
        { name: 'busbar joint.jpg', mimeType: 'image/jpeg', bytes: photo },
        { name: 'IR report.pdf', mimeType: 'application/pdf', bytes: pdf },
      ]);
      await filesTable(page).getByText('busbar joint.jpg').waitFor();
      await filesTable(page).getByText('IR report.pdf').waitFor();

      // Saved means durable: a reload at once still lists both.
      await page.reload();
      await filesTable(page).getByText('busbar joint.jpg').waitFor();
      await filesTable(page).getByText('IR report.pdf').waitFor();
      const stored = await storedFiles(page);
      const byName = new Map(stored.map((f) => [f.name, f]));
      const storedPhoto = byName.get('busbar joint.jpg')!;
      const storedPdf = byName.get('IR report.pdf')!;
      // The PDF is kept as sent; the photo without its location data (a little smaller).
      expect(storedPdf.sha256).toBe(sha256(pdf));
      expect(storedPhoto.size).toBeLessThan(photo.length);
      expect(storedPhoto.size).toBeGreaterThan(2 * 1024 * 1024 - 1024);

      const photoBack = await downloaded(page, 'busbar joint.jpg');
      expect(sha256(photoBack)).toBe(storedPhoto.sha256);
      expect([...photoBack.subarray(0, 2)]).toEqual([0xff, 0xd8]);
      expect(photoBack.includes(Buffer.from('GPS'))).toBe(false);
      const pdfBack = await downloaded(page, 'IR report.pdf');
      expect(sha256(pdfBack)).toBe(sha256(pdf));

      // Open shows the stored file in a new tab, typed by its kind (the photo: the headless shell
      // has no PDF viewer, it would save the PDF instead).
      const [tab] = await Promise.all([
        page.context().waitForEvent('page'),
        filesTable(page).getByRole('button', { name: 'Open busbar joint.jpg' }).click(),
      ]);
      await tab.waitForURL(/^blob:/);
      // The page's own CSP (inherited by its blob documents) allows no fetch of it: the document
      // says what it shows; the bytes are the download's, checked above.
      expect(new URL(tab.url().slice('blob:'.length)).origin).toBe(new URL(page.url()).origin);
      expect(await tab.evaluate(() => document.contentType)).toBe('image/jpeg');
      await tab.close();

      // A program named .pdf: refused with the reason, and listed nowhere.
      await choose(page, [
        { name: 'invoice.pdf', mimeType: 'application/pdf', bytes: windowsProgram() },
      ]);
      await page
        .getByText(/^invoice\.pdf: This file is a program, not a document or a photo/)
        .waitFor();
      expect((await storedFiles(page)).map((f) => f.name).sort()).toEqual([
        'IR report.pdf',
        'busbar joint.jpg',
      ]);
      expect(await filesTable(page).getByText('invoice.pdf').count()).toBe(0);
    } finally {
      await page.close();
    }
  });
});
