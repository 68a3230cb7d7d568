/**
 * Issue 17 point 1 on the built app, as a new user: find an e-mail by subject, label it
 * important, move it to spam and find it there (after a reload too: the simulation stores before
 * it answers); open the hostile samples and see plain content (no dialog, no script, no
 * javascript: link); compose and send, and find the mail in Sent; on a phone, one pane at a time
 * with nothing wider than the screen.
 */
import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { baseUrl, launch, signInWithSamples } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** Fails the test on any alert, confirm or prompt a page opens (a hostile sample that ran). */
function refuseDialogs(page: Page): string[] {
  const opened: string[] = [];
  page.on('dialog', (dialog) => {
    opened.push(dialog.message());
    void dialog.dismiss();
  });
  return opened;
}

const list = (page: Page, view: string) => page.getByRole('list', { name: `E-mails: ${view}` });
const row = (page: Page, view: string, subject: string) =>
  list(page, view).getByRole('listitem').filter({ hasText: subject });
const folder = (page: Page, name: RegExp) =>
  page.getByRole('complementary', { name: 'Folders and labels' }).getByRole('link', { name });

describe('e-mail (issue 17)', () => {
  it('acceptance: find an e-mail by subject, label it important, move it to spam, and find it there after a reload', async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    const dialogs = refuseDialogs(page);
    await signInWithSamples(page, '/apps/email');
    await list(page, 'Inbox').getByRole('listitem').first().waitFor();

    await page.getByRole('searchbox', { name: 'Search e-mails' }).fill('Relay settings');
    await page.waitForURL((url) => url.searchParams.get('q') === 'Relay settings');
    await expect.poll(() => list(page, 'Inbox').getByRole('listitem').count()).toBe(1);
    const found = row(page, 'Inbox', 'Relay settings for feeder F7');
    await found.getByRole('link').click();
    const article = page.getByRole('article', { name: 'Relay settings for feeder F7' });
    await article.waitFor();

    await article.getByRole('button', { name: 'Labels' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Private' }).click();
    await article.getByText('Private').waitFor();
    await found.getByRole('checkbox').check();
    await page
      .getByRole('toolbar', { name: 'Actions on the chosen e-mails' })
      .getByRole('button', { name: 'Labels' })
      .click();
    // Important already: the toggle takes it off, a second one puts it back, as a user trying it
    // would.
    await page.getByRole('menuitemcheckbox', { name: 'Important', checked: true }).click();
    await expect.poll(() => article.getByText('Important').count()).toBe(0);
    await page
      .getByRole('toolbar', { name: 'Actions on the chosen e-mails' })
      .getByRole('button', { name: 'Labels' })
      .click();
    await page.getByRole('menuitemcheckbox', { name: 'Important', checked: false }).click();
    await article.getByText('Important').waitFor();

    await article.getByRole('button', { name: 'Move to' }).click();
    await page.getByRole('menuitem', { name: 'Spam' }).click();
    await page.getByRole('heading', { name: 'No e-mails match “Relay settings”' }).waitFor();

    await folder(page, /^Spam/).click();
    await page.waitForURL(
      (url) => url.searchParams.get('folder') === 'spam' && !url.searchParams.has('q'),
    );
    const inSpam = row(page, 'Spam', 'Relay settings for feeder F7');
    await inSpam.waitFor();
    expect(await inSpam.getByRole('link').getAttribute('href')).toContain('folder=spam');

    // Stored: a reload finds it in spam, labelled, and not in the inbox.
    await page.reload();
    await row(page, 'Spam', 'Relay settings for feeder F7').waitFor();
    const labels = await row(page, 'Spam', 'Relay settings for feeder F7')
      .getByRole('link')
      .textContent();
    expect(labels).toMatch(/Labels: (Important, Private|Private, Important)/);
    await page.goto(`${baseUrl()}/apps/email?label=important`);
    await row(page, 'Important', 'Relay settings for feeder F7').waitFor();
    await page.goto(`${baseUrl()}/apps/email`);
    await list(page, 'Inbox').getByRole('listitem').first().waitFor();
    expect(await row(page, 'Inbox', 'Relay settings for feeder F7').count()).toBe(0);
    expect(dialogs).toEqual([]);
    await page.close();
  });

  it('acceptance: the hostile samples show plain content; nothing runs, no javascript: link', async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    const dialogs = refuseDialogs(page);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await signInWithSamples(page);
    for (const [route, subject, text] of [
      ['/apps/email', 'Please review the attached report', 'Please review the attached report.'],
      ['/apps/email', 'Quarterly numbers', 'Quarterly numbers below.'],
      ['/apps/email?folder=spam', 'Confirm your account', 'Confirm your account here.'],
    ] as const) {
      await page.goto(`${baseUrl()}${route}`);
      await row(page, route.includes('spam') ? 'Spam' : 'Inbox', subject)
        .getByRole('link')
        .click();
      const body = page.getByRole('article', { name: subject }).locator('[data-email-body]');
      await body.waitFor();
      expect(await body.innerText()).toBe(text);
      expect(
        await body.locator('script, [onerror], [onload], [onclick], iframe, object, embed').count(),
      ).toBe(0);
      for (const href of await body
        .locator('a')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? '')))
        expect(href).not.toMatch(/^\s*javascript:/i);
      // Give the broken image its chance to fail and its handler its chance to run.
      await page.waitForTimeout(500);
    }
    const url = page.url();
    await page.getByRole('article', { name: 'Confirm your account' }).getByText('here').click();
    await page.waitForTimeout(300);
    expect(page.url()).toBe(url);
    expect(dialogs).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('compose and send: the mail is in Sent, also after a reload; a wrong address is refused in words', async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await signInWithSamples(page, '/apps/email');
    await page
      .getByRole('complementary', { name: 'Folders and labels' })
      .getByRole('button', { name: 'Compose' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'New message' });
    const to = dialog.getByRole('textbox', { name: 'To' });
    await to.fill('not-an-address');
    await to.press('Enter');
    await dialog.getByText('Enter a valid e-mail address').waitFor();
    expect(await to.inputValue()).toBe('not-an-address');
    await to.fill('anna.berg@example.com');
    await to.press('Enter');
    await dialog.getByRole('button', { name: /^Remove \W?anna\.berg@example\.com\W?$/ }).waitFor();
    await dialog.getByRole('textbox', { name: 'Subject' }).fill('Switchgear outage confirmed');
    const body = dialog.getByRole('textbox', { name: 'Message' });
    await body.click();
    await page.keyboard.type('The outage on Tuesday is confirmed.');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('E-mail sent').waitFor();

    await folder(page, /^Sent/).click();
    await row(page, 'Sent', 'Switchgear outage confirmed').waitFor();
    await page.reload();
    await row(page, 'Sent', 'Switchgear outage confirmed').getByRole('link').click();
    const article = page.getByRole('article', { name: 'Switchgear outage confirmed' });
    await article.getByText('The outage on Tuesday is confirmed.').waitFor();
    await article.getByText('anna.berg').waitFor();
    await page.close();
  });

  it('on a 390×844 phone: one pane at a time, back from the e-mail to the list, folders in a drawer, nothing wider than the screen', async () => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await signInWithSamples(page, '/apps/email');
    const inbox = list(page, 'Inbox');
    await inbox.getByRole('listitem').first().waitFor();
    const overflow = () =>
      page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);

    await row(page, 'Inbox', 'Inspection schedule for substation 4').getByRole('link').click();
    const article = page.getByRole('article', { name: 'Inspection schedule for substation 4' });
    await article.getByText('Messages in this conversation: 3').waitFor();
    expect(await inbox.isVisible()).toBe(false);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await article.getByRole('button', { name: 'Back to the list' }).click();
    await inbox.waitFor();
    expect(new URL(page.url()).searchParams.has('email')).toBe(false);

    await page.getByRole('button', { name: 'Folders and labels' }).click();
    const drawer = page.getByRole('dialog', { name: 'Folders and labels' });
    await drawer.getByRole('link', { name: /^Draft/ }).click();
    await drawer.waitFor({ state: 'detached' });
    await list(page, 'Draft').getByRole('listitem').first().waitFor();

    await page.getByRole('button', { name: 'Folders and labels' }).click();
    await page
      .getByRole('dialog', { name: 'Folders and labels' })
      .getByRole('button', { name: 'Compose' })
      .click();
    await page
      .getByRole('dialog', { name: 'New message' })
      .getByRole('textbox', { name: 'Subject' })
      .waitFor();
    expect(await overflow()).toBeLessThanOrEqual(0);
    await context.close();
  });
});
