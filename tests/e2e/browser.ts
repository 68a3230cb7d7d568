/** Debian's Chromium through Playwright: never a downloaded browser. */
import { chromium, type Browser, type Page } from 'playwright';
import { inject } from 'vitest';

export const baseUrl = (): string => inject('baseUrl');

export function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
}

/** Signs in through the login form as a user would. */
export async function signIn(page: Page, email = 'admin@demo.com', password = 'admin'): Promise<void> {
  await page.goto(`${baseUrl()}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Signs in as admin, lands on the home page, and puts the simulation back to its sample data. */
export async function signInWithSamples(page: Page): Promise<void> {
  await signIn(page);
  await page.waitForURL(`${baseUrl()}/`);
  await page.evaluate(() => window.__mockApi?.reset());
}
