/**
 * The session lives in sessionStorage (docs/spec.md §2: the guard reads the token there), so it
 * ends with the tab. Reads are defensive: tampered values count as "no session", never a crash.
 */
import type { AbilityRule, LoginResponse, UserData } from '../api/types/auth';

export const SESSION_KEYS = {
  token: 'accessToken',
  user: 'userData',
  abilities: 'userAbilityRules',
} as const;

export interface Session {
  accessToken: string;
  userData: UserData;
  abilityRules: AbilityRule[];
}

/** This tab's sessionStorage, when the browser allows it. */
export function tabStorage(): Storage | undefined {
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

const isUser = (v: unknown): v is UserData =>
  typeof v === 'object' && v !== null && typeof (v as UserData).email === 'string';
const isRules = (v: unknown): v is AbilityRule[] =>
  Array.isArray(v) &&
  v.every(
    (r) =>
      typeof r === 'object' &&
      r !== null &&
      typeof r.action === 'string' &&
      typeof r.subject === 'string',
  );

/** A session as another tab sent it (any value): the same checks as a stored one. */
export function sessionOf(value: unknown): Session | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { accessToken, userData, abilityRules } = value as Record<string, unknown>;
  return typeof accessToken === 'string' &&
    accessToken !== '' &&
    isUser(userData) &&
    isRules(abilityRules)
    ? { accessToken, userData, abilityRules }
    : undefined;
}

/** The current session, or undefined when the token is missing or the stored data is unreadable. */
export function readSession(store: Storage | undefined = tabStorage()): Session | undefined {
  const accessToken = store?.getItem(SESSION_KEYS.token);
  if (!accessToken) return undefined;
  const userData = parse(store?.getItem(SESSION_KEYS.user), isUser);
  const abilityRules = parse(store?.getItem(SESSION_KEYS.abilities), isRules);
  if (!userData || !abilityRules) return undefined;
  return { accessToken, userData, abilityRules };
}

/** True when a session token is held (what the route guard checks). */
export function hasSessionToken(store: Storage | undefined = tabStorage()): boolean {
  return Boolean(store?.getItem(SESSION_KEYS.token));
}

/** True when a session was held but its token is gone (removed by hand or by a script). */
export function sessionLost(store: Storage | undefined = tabStorage()): boolean {
  return !store?.getItem(SESSION_KEYS.token) && Boolean(store?.getItem(SESSION_KEYS.user));
}

export function writeSession(
  response: LoginResponse,
  store: Storage | undefined = tabStorage(),
): Session {
  store?.setItem(SESSION_KEYS.token, response.accessToken);
  store?.setItem(SESSION_KEYS.user, JSON.stringify(response.userData));
  store?.setItem(SESSION_KEYS.abilities, JSON.stringify(response.userAbilityRules));
  return {
    accessToken: response.accessToken,
    userData: response.userData,
    abilityRules: response.userAbilityRules,
  };
}

/**
 * Who left this tab's session when it ended (signed out here or in another tab, a 401): the
 * return path (`?to=`) the guard then puts on /login is theirs, and only theirs (issue 35.3).
 */
export const RETURN_OWNER_KEY = 'device-return-owner';

/** How the owner of a return path is written down. */
export const ownerOf = (user: Pick<UserData, 'id' | 'email'>): string =>
  String(user.id ?? user.email);

export function clearSession(store: Storage | undefined = tabStorage()): void {
  const leaving = parse(store?.getItem(SESSION_KEYS.user), isUser);
  if (leaving) store?.setItem(RETURN_OWNER_KEY, ownerOf(leaving));
  Object.values(SESSION_KEYS).forEach((key) => store?.removeItem(key));
}
