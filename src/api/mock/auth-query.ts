/**
 * Sessions of the simulation: the login rule (exact match of e-mail and password, docs/spec.md §5),
 * the token it issues, and who a request's token belongs to and what that user may do.
 */
import { can } from '@/auth/ability';
import type { ApiErrorKey } from '@/i18n/validation';

import { loginBody, type AbilityRule, type LoginResponse, type LoginUser } from '../contract/auth';
import { check } from '../contract/common';
import { failure, fieldInvalid, invalid, ok, type Failure, type Outcome } from '../shared/outcome';
import type { MockDb } from './db';

type AuthDb = Pick<MockDb, 'loginUsers'>;

/** `demo.{userId}.{random}`: tied to a login user and unguessable enough for a demo. */
const TOKEN_RE = /^demo\.(\d+)\.[A-Za-z0-9]+$/;

export function issueToken(user: Pick<LoginUser, 'id'>): string {
  return `demo.${user.id}.${Math.random().toString(36).slice(2)}`;
}

export function login(db: AuthDb, body: Record<string, unknown>): Outcome<LoginResponse> {
  try {
    const parsed = check(loginBody, body);
    // Missing or wrong fields are "invalid credentials" (SPEC §8); a text too long or a property
    // the call does not take is the client's mistake, said as such.
    const told = parsed.ok
      ? []
      : parsed.issues.filter((i) => i.key === 'tooLong' || i.key === 'unknownField');
    if (!parsed.ok)
      return told.length ? invalid(told) : fieldInvalid('email', 'invalidCredentials');
    const user = db.loginUsers.find(
      (u) => u.email === parsed.data.email && u.password === parsed.data.password,
    );
    if (!user) return fieldInvalid('email', 'invalidCredentials');
    const { password: _password, abilityRules, ...userData } = user;
    return ok({ userAbilityRules: abilityRules, accessToken: issueToken(user), userData });
  } catch {
    return fieldInvalid('email', 'loginFailed');
  }
}

/** Who a token the simulation did not issue belongs to (see acceptSessions). */
export type ForeignSessions = (token: string) => LoginUser | undefined;

let foreignSessions: ForeignSessions | undefined;

/**
 * Lets the simulation accept sessions a real server issued: in the app a team's server serves, the
 * server signs in and its tokens are random, while the sample apps stay simulated (docs/server.md,
 * "The app on the server"). `undefined` goes back to the simulation's own tokens only.
 */
export function acceptSessions(resolve: ForeignSessions | undefined): void {
  foreignSessions = resolve;
}

/**
 * The login user of an `Authorization: Bearer demo.{id}.…` header, if the token is valid, or of a
 * token accepted through acceptSessions.
 */
export function sessionUser(db: AuthDb, authorization: string | null): LoginUser | undefined {
  const token = /^Bearer (\S+)$/.exec(authorization ?? '')?.[1] ?? '';
  const id = TOKEN_RE.exec(token)?.[1];
  if (id === undefined) return token ? foreignSessions?.(token) : undefined;
  return db.loginUsers.find((u) => u.id === Number(id));
}

/**
 * The user a request acts as when its session may do `action` on `subject`; else 401 (no valid
 * session) or 403 with the `refused` message.
 */
export function authorize(
  db: AuthDb,
  authorization: string | null,
  action: AbilityRule['action'],
  subject: string,
  refused: ApiErrorKey = 'notAllowed',
): { user: LoginUser } | Failure {
  const user = sessionUser(db, authorization);
  if (!user) return failure('signInAgain', 401);
  return can(user.abilityRules, action, subject) ? { user } : failure(refused, 403);
}
