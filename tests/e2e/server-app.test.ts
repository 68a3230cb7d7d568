/**
 * Issue 38.6: the built app served by the server (`npm run server:demo`, PGlite in a temp data
 * folder) in two browser contexts, two users: the demo's admin, and a second administrator made
 * with `server:create-admin` (the demo's client account may not read the register, docs/spec.md
 * §6). The admin changes a device's status; the other user's register shows it without a reload
 * once a `changed` notice arrives on `/api/live`. Here the notice comes from a stand-in for the server's socket (Playwright's
 * routeWebSocket) sent by the test after the save, so what is proved is the app's side: it keeps
 * the socket and refreshes on the notice, and not before. server-two-users.test.ts is the same
 * walk with the server's own notice. Then the server stops (SIGTERM) and starts again on the same
 * folder: the change is there. And the origin's edges: an unknown `/api/x` is 404 JSON, a deep link
 * is the app.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, WebSocketRoute } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { launch } from './browser';
import {
  FIRST_START_MS,
  freePort,
  signInOnServer,
  startDemoWithTwoAdmins,
  startServer,
  type RunningServer,
} from './server-process';

const NUMBER = '24DC10003';
const LABELS: Record<string, string> = {
  in_service: 'In service',
  standby: 'Standby',
  maintenance: 'Maintenance',
  fault: 'Fault',
  retired: 'Retired',
};

let browser: Browser;
let dataDir: string;
let port: number;
let server: RunningServer | undefined;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'ee-server-e2e-'));
  port = await freePort();
  [browser, server] = await Promise.all([launch(), startDemoWithTwoAdmins(port, dataDir)]);
}, FIRST_START_MS + 150_000);
afterAll(async () => {
  await server?.stop();
  await browser?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The device's status as the server has it now. */
async function statusOnServer(url: string): Promise<string> {
  const signIn = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.com', password: 'admin' }),
  });
  const { accessToken } = (await signIn.json()) as { accessToken: string };
  const answer = await fetch(`${url}/api/devices/${NUMBER}`, {
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { status: string }).status;
}

describe('the app on the server', () => {
  it('an unknown /api/x is 404 JSON; a deep link is the app’s page', async () => {
    const url = server!.url;
    const api = await fetch(`${url}/api/x`);
    expect(api.status).toBe(404);
    expect(api.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await api.json()).toMatchObject({ key: 'apiUnavailable' });

    const deep = await fetch(`${url}/devices/24DC10001`);
    expect(deep.status).toBe(200);
    expect(deep.headers.get('content-type')).toMatch(/^text\/html/);
    expect(deep.headers.get('content-security-policy')).toMatch(/script-src 'self'/);
    expect(await deep.text()).toMatch(/<div id="root">/);

    // In a browser the app's router draws it: a path it has no page for is its own not-found page.
    const page = await browser.newPage();
    await page.goto(`${url}/devices/24DC10001`);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await page.close();
  });

  it('the sample apps stay simulated in the page, and take the server’s session', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await signInOnServer(page, server!.url, 'second admin', '/apps/invoice/list');
    await page.getByRole('heading', { name: 'Invoices', exact: true }).first().waitFor();
    const answers = await page.evaluate(async () => {
      const token = sessionStorage.getItem('accessToken') ?? '';
      const list = (await (await fetch('/api/apps/invoice')).json()) as {
        invoices: { id: number }[];
      };
      const id = list.invoices[0].id;
      const remove = (authorization?: string) =>
        fetch(`/api/apps/invoice/${id}`, {
          method: 'DELETE',
          headers: authorization ? { Authorization: authorization } : {},
        }).then((r) => r.status);
      return {
        token,
        listed: list.invoices.length,
        withoutSession: await remove(),
        withAnotherToken: await remove('Bearer not-this-tabs-token'),
        withTheServersToken: await remove(`Bearer ${token}`),
      };
    });
    // The server's token (not the simulation's `demo.…`), accepted by the simulation for its own
    // data because this tab holds it; nothing else is.
    expect(answers.token).not.toMatch(/^demo\./);
    expect(answers.listed).toBeGreaterThan(0);
    expect(answers.withoutSession).toBe(401);
    expect(answers.withAnotherToken).toBe(401);
    expect(answers.withTheServersToken).toBeLessThan(300);
    // Still signed in: no 401 from the simulation ended the session.
    expect(new URL(page.url()).pathname).toBe('/apps/invoice/list');
    await context.close();
  });

  it('the admin saves; the other user sees it on a change notice, not before; a restart keeps it', async () => {
    const url = server!.url;
    const before = await statusOnServer(url);
    const after = before === 'fault' ? 'in_service' : 'fault';

    const admin = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const second = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    // The stand-in for the server's /api/live (not answered by this branch's server yet).
    const sockets: WebSocketRoute[] = [];
    await second.routeWebSocket(/\/api\/live$/, (ws) => void sockets.push(ws));

    const other = await second.newPage();
    await signInOnServer(other, url, 'second admin', `/devices?q=${NUMBER}`);
    const row = other.getByRole('row').filter({ hasText: NUMBER });
    await row.getByText(LABELS[before], { exact: true }).waitFor();
    // The app keeps a socket to /api/live for the notices.
    await expect.poll(() => sockets.length).toBeGreaterThan(0);

    // The live feed (the bell's alarms) subscribes on the network's /api/live, the server's: the
    // simulation no longer answers it in this build.
    const subscribed: unknown[] = [];
    await admin.routeWebSocket(/\/api\/live$/, (ws) =>
      ws.onMessage((message) => void subscribed.push(JSON.parse(String(message)))),
    );
    const page = await admin.newPage();
    await signInOnServer(page, url, 'admin', `/deviceDetail?number=${NUMBER}`);
    await expect
      .poll(() => subscribed)
      .toContainEqual(expect.objectContaining({ type: 'subscribe', alarms: true }));
    await page.getByRole('button', { name: 'Change status' }).click();
    const dialog = page.getByRole('dialog', { name: new RegExp(`Change status of ${NUMBER}`) });
    await dialog.getByRole('combobox', { name: 'New status' }).click();
    await page.getByRole('option', { name: LABELS[after], exact: true }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await statusOnServer(url)).toBe(after);

    // Without a notice the other user's screen keeps what it fetched (nothing else refreshes it).
    await other.waitForTimeout(1500);
    expect(await row.getByText(LABELS[before], { exact: true }).count()).toBe(1);

    for (const ws of sockets)
      ws.send(
        JSON.stringify({
          type: 'changed',
          changes: [{ method: 'PUT', path: `/api/devices/${NUMBER}` }],
        }),
      );
    await row.getByText(LABELS[after], { exact: true }).waitFor({ timeout: 10_000 });
    expect(other.url()).toBe(`${url}/devices?q=${NUMBER}`);

    // Restart on the same data folder: the change was stored, not kept in the process.
    expect(await server!.stop()).toBe(0);
    server = undefined;
    server = await startServer(port, dataDir, 120_000);
    await other.reload();
    await other
      .getByRole('row')
      .filter({ hasText: NUMBER })
      .getByText(LABELS[after], { exact: true })
      .waitFor();
    await admin.close();
    await second.close();
  });
});
