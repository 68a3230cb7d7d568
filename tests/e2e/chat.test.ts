/**
 * Issue 17 point 2 on the built app, as a user: open a chat with unread messages (the badge goes
 * and stays gone after a reload), reply, and see the reply's ticks move from sent to delivered to
 * seen as the simulation answers (SPEC §4; the delays are in the API contract). The reply and its
 * ticks are still there after a reload: the simulation stored them before it answered.
 */
import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { launch, signInWithSamples } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** The state of the last message of the open chat (sending, sent, delivered, seen, failed). */
const lastState = (page: Page) =>
  page.evaluate(
    () =>
      Array.from(document.querySelectorAll<HTMLElement>('[role="log"] li[data-message]')).at(-1)
        ?.dataset.state ?? '',
  );

describe('chat (issue 17.2)', () => {
  it('reply in a chat and see the ticks move: sent, delivered, seen; after a reload the reply and the cleared badge stay', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await signInWithSamples(page, '/apps/chat');

    const chats = page.getByRole('list', { name: 'Chats' });
    const noah = chats.getByRole('button', { name: /^Noah Patel/ });
    await noah.locator('[data-unseen]').waitFor();
    await noah.click();
    await page.waitForURL(
      (url) => url.pathname === '/apps/chat' && url.searchParams.get('chat') === '1',
    );
    const log = page.getByRole('log', { name: 'Messages with Noah Patel' });
    await log.getByText('Great, please log it under 24DC10003.').waitFor();
    await noah.locator('[data-unseen]').waitFor({ state: 'detached' });

    const reply = 'Logged under 24DC10003, and the breaker is fitted.';
    const box = page.getByRole('textbox', { name: 'Message to Noah Patel' });
    await box.fill(reply);
    await box.press('Enter');
    await log.getByText(reply).waitFor();
    expect(await box.inputValue()).toBe('');

    // Watch the ticks: every state the reply passes through, until it is seen.
    const seen: string[] = [];
    const deadline = Date.now() + 20_000;
    for (
      let state = '';
      state !== 'seen' && Date.now() < deadline;
      await page.waitForTimeout(100)
    ) {
      state = await lastState(page);
      if (state && seen.at(-1) !== state) seen.push(state);
    }
    expect(seen.at(-1)).toBe('seen');
    expect(seen.filter((s) => s !== 'sending')).toEqual(['sent', 'delivered', 'seen']);
    await log.locator('li[data-message]').last().getByText('Seen').waitFor({ state: 'attached' });
    // The chat moved to the top of the list with the reply as its last message.
    await chats.getByRole('button').first().getByText(reply).waitFor();

    await page.reload();
    const again = page.getByRole('log', { name: 'Messages with Noah Patel' });
    await again.getByText(reply).waitFor();
    expect(await lastState(page)).toBe('seen');
    await page
      .getByRole('list', { name: 'Chats' })
      .getByRole('button', { name: /^Noah Patel/ })
      .waitFor();
    expect(
      await page
        .getByRole('list', { name: 'Chats' })
        .getByRole('button', { name: /^Noah Patel/ })
        .locator('[data-unseen]')
        .count(),
    ).toBe(0);
    await context.close();
  });

  it('on a phone, one pane at a time: the list, then the chat with a way back, nothing wider than the screen', async () => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await signInWithSamples(page, '/apps/chat');
    await page
      .getByRole('list', { name: 'Chats' })
      .getByRole('button', { name: /^Marjory Costa/ })
      .click();
    await page.getByRole('log', { name: 'Messages with Marjory Costa' }).waitFor();
    expect(await page.getByRole('complementary', { name: 'Chats and contacts' }).isVisible()).toBe(
      false,
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await page.getByRole('button', { name: 'Back to chats' }).click();
    await page.getByRole('list', { name: 'Chats' }).waitFor();
    expect(await page.getByRole('log').count()).toBe(0);
    await context.close();
  });
});
