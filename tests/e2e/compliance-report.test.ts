/**
 * Issue 40's acceptance, its report half (docs/domain/reports.md): after an infrared scan of
 * cabinet 24DC10003 with ΔT 18 °C is recorded through the app's API with the page's own session,
 * the device's "Compliance report" downloads `compliance-24DC10003.pdf`, and the text PDF.js
 * extracts from it holds the result, the limit in force and its source.
 */
import { readFile } from 'node:fs/promises';
import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { pdfText } from '../unit/support/pdf-text';
import { launch, signInWithSamples } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const DEVICE = '24DC10003';

describe("a device's compliance report", () => {
  it('downloads as a PDF whose text holds the recorded scan, its verdict and the limit', async () => {
    const page = await browser.newPage();
    try {
      await signInWithSamples(page, `/deviceDetail?number=${DEVICE}`);
      const recorded = await page.evaluate(async (device) => {
        const response = await fetch('/api/test-results', {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            Authorization: `Bearer ${sessionStorage.getItem('accessToken')}`,
          },
          body: JSON.stringify({
            deviceNumber: device,
            template: 'infrared',
            instrument: { model: 'FLIR E86', serial: 'FE-20931', calibrationDue: '2026-12-01' },
            values: { hotSpot: 58, reference: 40, ambient: 25, load: 72 },
          }),
        });
        return { status: response.status, body: await response.json() };
      }, DEVICE);
      expect(recorded.status).toBe(201);
      expect(recorded.body.result.verdict).toBe('fail');

      const button = page.getByRole('button', { name: 'Compliance report' });
      const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
      expect(download.suggestedFilename()).toBe(`compliance-${DEVICE}.pdf`);
      const bytes = await readFile((await download.path())!);
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');

      const text = await pdfText(bytes);
      expect(text).toContain('Compliance report');
      expect(text).toContain(DEVICE);
      // The result: its values, the verdict, the rule with ΔT 18 against the 15 °C limit (the Δ,
      // which the PDF's standard fonts lack, is a picture; the rest is text).
      expect(text).toContain('58 °C');
      expect(text).toContain('Verdict: Fail');
      expect(text).toMatch(/T 18 °C > 15 °C: repair immediately/);
      // The limit in force, and its source.
      expect(text).toMatch(/repair immediately above\s+15 °C\s+NETA MTS Table 100\.18/);
      expect(text).toContain(recorded.body.result.correctiveOrderNumber);
      // Made and saved: the action is ready again.
      await expect.poll(() => button.isEnabled()).toBe(true);
    } finally {
      await page.close();
    }
  });
});
