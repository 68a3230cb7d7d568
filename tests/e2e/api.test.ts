/**
 * Issue 3's acceptance, as a user would try it from the browser console of the running app:
 * fallbacks, errors, writes visible on the next read (with a session; none is a 401), persistence
 * across a reload, reset.
 */
import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { baseUrl, launch } from './browser';

let browser: Browser;
let page: Page;
/** The admin's session, from the login call: every write needs one (issue 36.3). */
let token: string | undefined;

/**
 * Runs `fetch` in the page (where the service worker answers) and returns status and JSON; as the
 * admin unless `anonymous`.
 */
async function call(path: string, init?: { method?: string; body?: unknown; anonymous?: boolean }) {
  const authorization = init?.anonymous || !token ? undefined : `Bearer ${token}`;
  return page.evaluate(
    async ({ path, init, authorization }) => {
      const response = await fetch(path, {
        method: init?.method ?? 'GET',
        headers: {
          ...(init?.body ? { 'Content-Type': 'application/json' } : {}),
          ...(authorization ? { Authorization: authorization } : {}),
        },
        body: init?.body ? JSON.stringify(init.body) : undefined,
      });
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : null };
    },
    { path, init, authorization },
  );
}

/** Waits until the simulation's worker controls the page. */
async function ready() {
  await page.waitForFunction(
    () => Boolean(window.__mockApi) && Boolean(navigator.serviceWorker.controller),
  );
}

beforeAll(async () => {
  browser = await launch();
  page = await browser.newPage();
  await page.goto(`${baseUrl()}/login`);
  await ready();
  await page.evaluate(() => window.__mockApi?.reset());
  token = (
    await call('/api/auth/login', {
      method: 'POST',
      body: { email: 'admin@demo.com', password: 'admin' },
    })
  ).body.accessToken;
});
afterAll(async () => {
  await browser?.close();
});

describe('the simulation from the browser console (issue 3)', () => {
  it('answers 10 users for page=abc', async () => {
    const { status, body } = await call('/api/apps/users?page=abc');
    expect(status).toBe(200);
    expect(body.users).toHaveLength(10);
    expect(body.totalUsers).toBe(50);
  });

  it('answers 404 "No invoice found with this id" for an unknown invoice', async () => {
    expect(await call('/api/apps/invoice/1')).toEqual({
      status: 404,
      body: { message: 'No invoice found with this id', key: 'invoiceNotFound' },
    });
  });

  it('refuses a write without a session (401) and changes nothing', async () => {
    const refused = await call('/api/apps/users', {
      method: 'POST',
      body: { fullName: 'No Session', email: 'no.session@example.com' },
      anonymous: true,
    });
    expect(refused).toEqual({
      status: 401,
      body: { message: 'Sign in again to save changes', key: 'signInAgain' },
    });
    expect((await call('/api/apps/users?q=no.session')).body.totalUsers).toBe(0);
  });

  it('finds a POSTed user with the next search', async () => {
    const created = await call('/api/apps/users', {
      method: 'POST',
      body: { fullName: 'Zhang Wei', email: 'zhang.wei@example.com', role: 'editor' },
    });
    expect(created.status).toBeLessThan(300);
    const { body } = await call('/api/apps/users?q=zhang.wei');
    expect(body.users.map((u: { email: string }) => u.email)).toContain('zhang.wei@example.com');
  });

  it('keeps a deleted product deleted after a reload, and the reset brings it back', async () => {
    const { body } = await call('/api/apps/ecommerce/products?itemsPerPage=1');
    const id = body.products[0].id;
    const before = body.total;
    expect((await call(`/api/apps/ecommerce/products/${id}`, { method: 'DELETE' })).status).toBe(
      204,
    );
    // Stored before it was answered: a reload at once keeps it.
    await page.reload();
    await ready();
    const after = await call('/api/apps/ecommerce/products?itemsPerPage=-1');
    expect(after.body.total).toBe(before - 1);
    expect(after.body.products.some((p: { id: number }) => p.id === id)).toBe(false);
    await page.evaluate(() => window.__mockApi?.reset());
    const reset = await call('/api/apps/ecommerce/products?itemsPerPage=-1');
    expect(reset.body.total).toBe(before);
  });
});
