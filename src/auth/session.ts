/**
 * The session lives in sessionStorage (SPEC.md §2: the guard reads the token there), so it ends
 * with the tab. Reads are defensive: tampered values count as "no session", never a crash.
 */
import type { AbilityRule, LoginResponse, UserData } from '../api/types/auth';
import { safeRedirect } from '../lib/safe-redirect';

export const SESSION_KEYS = { token: 'accessToken', user: 'userData', abilities: 'userAbilityRules' } as const;

export interface Session {
  accessToken: string;
  userData: UserData;
  abilityRules: AbilityRule[];
}

function storage(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined; // storage disabled by the browser
  }
}

function parse<T>(raw: string | null | undefined, check: (v: unknown) => v is T): T | undefined {
  if (!raw) return undefined;
  try {
    const value: unknown = JSON.parse(raw);
    return check(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

const isUser = (v: unknown): v is UserData => typeof v === 'object' && v !== null && typeof (v as UserData).email === 'string';
const isRules = (v: unknown): v is AbilityRule[] =>
  Array.isArray(v) && v.every((r) => typeof r === 'object' && r !== null && typeof r.action === 'string' && typeof r.subject === 'string');

/** The current session, or undefined when the token is missing or the stored data is unreadable. */
export function readSession(store: Storage | undefined = storage()): Session | undefined {
  const accessToken = store?.getItem(SESSION_KEYS.token);
  if (!accessToken) return undefined;
  const userData = parse(store?.getItem(SESSION_KEYS.user), isUser);
  const abilityRules = parse(store?.getItem(SESSION_KEYS.abilities), isRules);
  if (!userData || !abilityRules) return undefined;
  return { accessToken, userData, abilityRules };
}

/** True when a session token is held (what the route guard checks). */
export function hasSessionToken(store: Storage | undefined = storage()): boolean {
  return Boolean(store?.getItem(SESSION_KEYS.token));
}

/** True when a session was held but its token is gone (removed by hand or by a script). */
export function sessionLost(store: Storage | undefined = storage()): boolean {
  return !store?.getItem(SESSION_KEYS.token) && Boolean(store?.getItem(SESSION_KEYS.user));
}

export function writeSession(response: LoginResponse, store: Storage | undefined = storage()): Session {
  store?.setItem(SESSION_KEYS.token, response.accessToken);
  store?.setItem(SESSION_KEYS.user, JSON.stringify(response.userData));
  store?.setItem(SESSION_KEYS.abilities, JSON.stringify(response.userAbilityRules));
  return { accessToken: response.accessToken, userData: response.userData, abilityRules: response.userAbilityRules };
}

/**
 * Who left this tab's session when it ended (signed out here or in another tab, a 401): the
 * return path (`?to=`) the guard then puts on /login is theirs, and only theirs (issue 35.3).
 */
export const RETURN_OWNER_KEY = 'device-return-owner';

const ownerOf = (user: Pick<UserData, 'id' | 'email'>) => String(user.id ?? user.email);

export function clearSession(store: Storage | undefined = storage()): void {
  const leaving = parse(store?.getItem(SESSION_KEYS.user), isUser);
  if (leaving) store?.setItem(RETURN_OWNER_KEY, ownerOf(leaving));
  Object.values(SESSION_KEYS).forEach((key) => store?.removeItem(key));
}

/**
 * Where signing in goes: the page `?to=` names (a path of this app, see safeRedirect) when the
 * session that left it was this user's, or when none did (a link opened signed out); home
 * otherwise, so one account never lands on the page another was on (which it may not open).
 * Reading the owner consumes it.
 */
export function signInTarget(to: string | null | undefined, user: Pick<UserData, 'id' | 'email'>, store: Storage | undefined = storage()): string {
  const owner = store?.getItem(RETURN_OWNER_KEY) ?? null;
  store?.removeItem(RETURN_OWNER_KEY);
  return owner !== null && owner !== ownerOf(user) ? '/' : safeRedirect(to);
}
