/**
 * A new tab of the same browser takes the session from an open one (issue 35.4). The session stays
 * in each tab's sessionStorage (docs/spec.md §2: the guard reads the token there), which a tab
 * opened by a Ctrl+click or a pasted link starts without: it sent the user to the sign-in page
 * while another tab was signed in. Now such a tab asks the open tabs over a BroadcastChannel before
 * its first screen is drawn, and one that holds a session answers with it.
 *
 * A tab that may answer holds a shared Web Lock while it does: a new tab first asks the browser
 * whether anyone holds it, so with no tab signed in it goes to the sign-in page at once instead
 * of waiting out a timeout (a browser without Web Locks waits a short one). A tab that signed
 * out holds nothing and answers nothing; a sign-out heard while asking ends the asking empty.
 */
import { isRecord } from '../lib/is-record';
import { readSession, sessionOf, tabStorage, writeSession, type Session } from './session';

/** Tabs of one browser tell each other of sign-outs, and hand the session to a new tab, here. */
export const SESSION_CHANNEL = 'device-session';
/** Held (shared) by every tab that can hand its session over. */
export const SESSION_HOLDER_LOCK = 'device-session-holder';

/** How long a new tab waits for an answer when a tab holding a session is known to be open. */
const ANSWER_WAIT_MS = 1500;
/**
 * How long it waits when the browser cannot say (no Web Locks): a round trip between tabs takes a
 * few ms.
 */
const UNKNOWN_WAIT_MS = 200;

/** What `navigator.locks` offers that the handover uses (injected in tests). */
export interface HolderLocks {
  request(name: string, options: { mode: 'shared' }, hold: () => Promise<void>): Promise<unknown>;
  query(): Promise<{ held?: { name?: string }[] }>;
}

function browserLocks(): HolderLocks | undefined {
  return typeof navigator === 'undefined'
    ? undefined
    : ((navigator as Navigator & { locks?: HolderLocks }).locks ?? undefined);
}

export interface HandoverOptions {
  channelName?: string;
  locks?: HolderLocks;
  /** This tab's session storage. */
  store?: Storage;
  /** How long to wait for an answer when a tab is known to hold a session (default 1.5 s). */
  answerWaitMs?: number;
}

/**
 * While this tab has a session, answers other tabs' requests with it (read from this tab's own
 * storage at each request, so a tab whose session ended never hands it out). Returns the stop.
 */
export function offerSessionToNewTabs({
  channelName = SESSION_CHANNEL,
  locks = browserLocks(),
  store = tabStorage(),
}: HandoverOptions = {}): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => {};
  const channel = new BroadcastChannel(channelName);
  channel.onmessage = (event: MessageEvent<unknown>) => {
    const request = event.data;
    if (!isRecord(request) || request.type !== 'session-request' || typeof request.id !== 'string')
      return;
    const session = readSession(store);
    if (session) channel.postMessage({ type: 'session-offer', id: request.id, session });
  };
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  void locks?.request(SESSION_HOLDER_LOCK, { mode: 'shared' }, () => held).catch(() => undefined);
  return () => {
    channel.close();
    release();
  };
}

/** Whether a tab may answer: true or false when the browser can say, undefined when it cannot. */
async function someTabHolds(locks: HolderLocks | undefined): Promise<boolean | undefined> {
  if (!locks) return undefined;
  try {
    const { held = [] } = await locks.query();
    return held.some((lock) => lock.name === SESSION_HOLDER_LOCK);
  } catch {
    return undefined;
  }
}

/**
 * Asks the open tabs of this browser for their session when this tab has none, and keeps the
 * first one offered in this tab's storage. Resolves with it, or undefined (no tab signed in, no
 * answer in time, a sign-out heard meanwhile). Call it before the first screen reads the session.
 */
export async function sessionFromOpenTabs({
  channelName = SESSION_CHANNEL,
  locks = browserLocks(),
  store = tabStorage(),
  answerWaitMs = ANSWER_WAIT_MS,
}: HandoverOptions = {}): Promise<Session | undefined> {
  const own = readSession(store);
  if (own || typeof BroadcastChannel === 'undefined') return own;
  const holds = await someTabHolds(locks);
  if (holds === false) return undefined;
  const id = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  return new Promise<Session | undefined>((resolve) => {
    const channel = new BroadcastChannel(channelName);
    const done = (session: Session | undefined) => {
      clearTimeout(timer);
      channel.close();
      resolve(session);
    };
    const timer = setTimeout(() => done(undefined), holds ? answerWaitMs : UNKNOWN_WAIT_MS);
    channel.onmessage = (event: MessageEvent<unknown>) => {
      const message = event.data;
      if (!isRecord(message)) return;
      if (message.type === 'signed-out') return done(undefined);
      if (message.type !== 'session-offer' || message.id !== id) return;
      const offered = sessionOf(message.session);
      if (offered)
        done(
          writeSession(
            {
              accessToken: offered.accessToken,
              userData: offered.userData,
              userAbilityRules: offered.abilityRules,
            },
            store,
          ),
        );
    };
    channel.postMessage({ type: 'session-request', id });
  });
}
