/**
 * Issue 38.5 and 38.6 end to end: two users of one server (`npm run server:demo`, PGlite in a
 * temp data folder), each in a browser context of their own: the demo's admin, and a second
 * administrator made with `server:create-admin` (the demo's client account may not read the
 * register, docs/spec.md §6). The admin changes a device's status and saves; the other user's
 * register shows the new status without a reload. Nothing stands in for the server here: the refresh comes from the server's own
 * `changed` notice on `/api/live` (src/api/contract/live.ts), sent after every successful write.
 * DEPENDS ON THE SERVER'S NOTICE (server/live, issue 38.5): until the server sends it, the
 * assertion marked below fails. server-app.test.ts proves the app's side with a stand-in.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { launch } from './browser';
import {
  FIRST_START_MS,
  freePort,
  signInOnServer,
  startDemoWithTwoAdmins,
  type RunningServer,
} from './server-process';

const NUMBER = '24DC10005';

let browser: Browser;
let dataDir: string;
let server: RunningServer | undefined;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'ee-server-two-'));
  const port = await freePort();
  [browser, server] = await Promise.all([launch(), startDemoWithTwoAdmins(port, dataDir)]);
}, FIRST_START_MS + 150_000);
afterAll(async () => {
  await server?.stop();
  await browser?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('two users of one server', () => {
  it('the admin saves a status; the other user’s open register shows it without a reload', async () => {
    const url = server!.url;
    const admin = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const second = await browser.newContext({ viewport: { width: 1280, height: 900 } });

    const other = await second.newPage();
    await signInOnServer(other, url, 'second admin', `/devices?q=${NUMBER}`);
    const row = other.getByRole('row').filter({ hasText: NUMBER });
    await row.waitFor();
    const before = (await row.textContent()) ?? '';
    const [from, to] = before.includes('Fault') ? ['Fault', 'In service'] : ['', 'Fault'];
    if (from) await row.getByText(from, { exact: true }).waitFor();

    const page = await admin.newPage();
    await signInOnServer(page, url, 'admin', `/deviceDetail?number=${NUMBER}`);
    await page.getByRole('button', { name: 'Change status' }).click();
    const dialog = page.getByRole('dialog', { name: new RegExp(`Change status of ${NUMBER}`) });
    await dialog.getByRole('combobox', { name: 'New status' }).click();
    await page.getByRole('option', { name: to, exact: true }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });

    const loadedAt = await other.evaluate(() => performance.timeOrigin);
    // DEPENDS ON THE SERVER'S `changed` NOTICE: the other user's register refreshes on it.
    await row.getByText(to, { exact: true }).waitFor({ timeout: 15_000 });
    // The same page, not a reload.
    expect(await other.evaluate(() => performance.timeOrigin)).toBe(loadedAt);
    await admin.close();
    await second.close();
  });
});
