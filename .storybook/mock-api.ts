/**
 * The simulation for stories: one worker, the same handlers as the app, and a fresh sample
 * database for every story (so a story that deletes a row cannot change the next one).
 */
import { setupWorker } from 'msw/browser';

import { createMockDb } from '@/api/mock/db';
import { createHandlers } from '@/api/mock/handlers';
import { createMockStore } from '@/api/mock/store';

/** "Today" in every story: pinned so relative dates and visual baselines never drift. */
export const STORY_NOW = '2026-06-15T09:00:00.000Z';

export const storyStore = createMockStore({ now: STORY_NOW });

export async function startStoryWorker() {
  // Handlers given to setupWorker survive the addon's per-story resetHandlers(); a story's own
  // `parameters.msw` handlers are prepended and win.
  const worker = setupWorker(...createHandlers(storyStore.db));
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true });
  return worker;
}

/** The admin's session in the login call's token format: stories save as the admin. */
export const STORY_ACCESS_TOKEN = 'demo.1.storybook';

/**
 * The token stories send: the simulation refuses writes to devices without a session allowed to
 * change them. A token a story's own login stored wins.
 */
export function storyAccessToken(): string {
  try {
    return sessionStorage.getItem('accessToken') ?? STORY_ACCESS_TOKEN;
  } catch {
    return STORY_ACCESS_TOKEN;
  }
}

export function resetStoryDb(): void {
  storyStore.reset(createMockDb({ now: STORY_NOW }));
}

/**
 * `fetch` as the story's session (the token the screens send): for a story's own request to a
 * call that needs one, e.g. opening a chat, which marks it seen and so needs a signed-in user.
 */
export function sessionFetch(path: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set('Authorization', `Bearer ${storyAccessToken()}`);
  return fetch(path, { ...init, headers });
}
