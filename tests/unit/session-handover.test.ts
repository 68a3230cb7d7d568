/**
 * Issue 35.4: a new tab of the same browser takes the session from an open one (a Ctrl+click or
 * a pasted link opened the sign-in page). Over Node's BroadcastChannel, with Web Locks faked: a
 * signed-in tab answers; with no tab signed in nobody is asked; a tab that signed out hands
 * nothing out; a sign-out heard while asking ends it empty; an offer of the wrong shape is no
 * session.
 */
import { afterEach, describe, expect, it } from 'vitest';

import type { LoginResponse } from '@/api/types/auth';
import { clearSession, readSession, writeSession } from '@/auth/session';
import {
  offerSessionToNewTabs,
  SESSION_HOLDER_LOCK,
  sessionFromOpenTabs,
  type HolderLocks,
} from '@/auth/session-handover';

import { memoryStorage } from './support/memory-storage';

/** navigator.locks as far as the handover uses it: who holds what. */
function fakeLocks(): HolderLocks & { holders: () => string[] } {
  const held = new Map<number, string>();
  let next = 0;
  return {
    holders: () => [...held.values()],
    request: async (name, _options, hold) => {
      const id = next++;
      held.set(id, name);
      try {
        await hold();
      } finally {
        held.delete(id);
      }
    },
    query: async () => ({ held: [...held.values()].map((name) => ({ name })) }),
  };
}

const admin: LoginResponse = {
  accessToken: 'demo.1.abc',
  userData: {
    id: 1,
    fullName: 'John Doe',
    username: 'johndoe',
    avatar: '',
    email: 'admin@demo.com',
    role: 'admin',
  },
  userAbilityRules: [{ action: 'manage', subject: 'all' }],
};

let channelName = '';
let n = 0;
const stops: (() => void)[] = [];
const opened: BroadcastChannel[] = [];
afterEach(() => {
  stops.splice(0).forEach((stop) => stop());
  opened.splice(0).forEach((c) => c.close());
});
/** A channel of its own per test: tests never hear each other. */
const fresh = () => (channelName = `test-session-${n++}`);
/** Every message on the channel, as another tab would hear it. */
function listen(): unknown[] {
  const heard: unknown[] = [];
  const channel = new BroadcastChannel(channelName);
  channel.onmessage = (event) => heard.push(event.data);
  opened.push(channel);
  return heard;
}

describe('a new tab asks the open ones for the session', () => {
  it('a signed-in tab answers; the new tab keeps the session in its own storage', async () => {
    fresh();
    const locks = fakeLocks();
    const openTab = memoryStorage();
    writeSession(admin, openTab);
    stops.push(offerSessionToNewTabs({ channelName, locks, store: openTab }));
    const newTab = memoryStorage();
    const session = await sessionFromOpenTabs({ channelName, locks, store: newTab });
    expect(session?.userData.email).toBe('admin@demo.com');
    expect(readSession(newTab)).toEqual({
      accessToken: 'demo.1.abc',
      userData: admin.userData,
      abilityRules: admin.userAbilityRules,
    });
  });

  it('with no tab signed in, nobody is asked and the answer is at once', async () => {
    fresh();
    const heard = listen();
    const started = Date.now();
    expect(
      await sessionFromOpenTabs({
        channelName,
        locks: fakeLocks(),
        store: memoryStorage(),
        answerWaitMs: 5000,
      }),
    ).toBeUndefined();
    expect(Date.now() - started).toBeLessThan(1000);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(heard).toEqual([]);
  });

  it('a tab that signed out holds no lock and hands nothing out', async () => {
    fresh();
    const locks = fakeLocks();
    const openTab = memoryStorage();
    writeSession(admin, openTab);
    const stop = offerSessionToNewTabs({ channelName, locks, store: openTab });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(locks.holders()).toEqual([SESSION_HOLDER_LOCK]);
    // Signed out in storage first (as SessionProvider does), the provider's offer still open: no
    // answer.
    clearSession(openTab);
    expect(
      await sessionFromOpenTabs({ channelName, locks, store: memoryStorage(), answerWaitMs: 100 }),
    ).toBeUndefined();
    stop();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(locks.holders()).toEqual([]);
  });

  it('a sign-out heard while asking ends the asking without a session', async () => {
    fresh();
    const locks = fakeLocks();
    // Someone holds the lock but does not answer (busy); then signs out.
    void locks.request(SESSION_HOLDER_LOCK, { mode: 'shared' }, () => new Promise(() => {}));
    const newTab = memoryStorage();
    const asking = sessionFromOpenTabs({ channelName, locks, store: newTab, answerWaitMs: 5000 });
    const other = new BroadcastChannel(channelName);
    opened.push(other);
    await new Promise((resolve) => setTimeout(resolve, 10));
    other.postMessage({ type: 'signed-out' });
    expect(await asking).toBeUndefined();
    expect(readSession(newTab)).toBeUndefined();
  });

  it('an offer of the wrong shape, or for another request, is no session', async () => {
    fresh();
    const locks = fakeLocks();
    void locks.request(SESSION_HOLDER_LOCK, { mode: 'shared' }, () => new Promise(() => {}));
    const liar = new BroadcastChannel(channelName);
    opened.push(liar);
    liar.onmessage = (event: MessageEvent<{ type: string; id: string }>) => {
      if (event.data.type !== 'session-request') return;
      liar.postMessage({
        type: 'session-offer',
        id: event.data.id,
        session: { accessToken: 'x', userData: 'nobody', abilityRules: [] },
      });
      liar.postMessage({
        type: 'session-offer',
        id: 'another',
        session: {
          accessToken: 'demo.1.abc',
          userData: admin.userData,
          abilityRules: admin.userAbilityRules,
        },
      });
    };
    const newTab = memoryStorage();
    expect(
      await sessionFromOpenTabs({ channelName, locks, store: newTab, answerWaitMs: 200 }),
    ).toBeUndefined();
    expect(readSession(newTab)).toBeUndefined();
  });
});
