/**
 * The session lives in sessionStorage (SPEC.md §2: the guard reads the token there), so it ends
 * with the tab. Reads are defensive: tampered values count as "no session", never a crash.
 */
import type { AbilityRule, LoginResponse, UserData } from '../api/types/auth';

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

export function clearSession(store: Storage | undefined = storage()): void {
  Object.values(SESSION_KEYS).forEach((key) => store?.removeItem(key));
}
