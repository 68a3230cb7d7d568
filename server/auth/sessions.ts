/**
 * Sessions: an opaque random token given once at sign-in, stored only as its sha256 (a copy of the
 * table signs nobody in), with an expiry; sign-out revokes it. Who a request is comes from the
 * Authorization header (`Bearer <token>`), as the client sends it today.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';

import type { AbilityRule, UserData } from '../../src/api/contract/auth';
import type { Database } from '../db/schema';

/** A signed-in user: who, and what their role allows. */
export interface SessionUser extends UserData {
  abilityRules: AbilityRule[];
}

const TOKEN_RE = /^[A-Za-z0-9_-]{43}$/;

export const hashToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex');

/**
 * The token of an `Authorization: Bearer …` header, if it has the shape of one this server gives.
 */
export function bearerToken(authorization: string | undefined): string | undefined {
  const token = /^Bearer (\S+)$/.exec(authorization ?? '')?.[1];
  return token && TOKEN_RE.test(token) ? token : undefined;
}

export async function createSession(
  db: Kysely<Database>,
  userId: number,
  now: Date,
  ttlMs: number,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('sessions')
    .values({
      token_hash: hashToken(token),
      user_id: userId,
      created_at: now,
      expires_at: new Date(now.getTime() + ttlMs),
      revoked_at: null,
    })
    .execute();
  return token;
}

/** The user of a live session (not expired at `now`, not revoked), or undefined. */
export async function sessionUser(
  db: Kysely<Database>,
  token: string | undefined,
  now: Date,
): Promise<SessionUser | undefined> {
  if (!token) return undefined;
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .innerJoin('roles', 'roles.name', 'users.role')
    .select([
      'users.id',
      'users.full_name',
      'users.username',
      'users.avatar',
      'users.email',
      'users.role',
      'roles.ability_rules',
    ])
    .where('sessions.token_hash', '=', hashToken(token))
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', now)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    fullName: row.full_name,
    username: row.username,
    avatar: row.avatar,
    email: row.email,
    role: row.role,
    abilityRules: row.ability_rules,
  };
}

/** Revokes the session of `token`; true when there was a live one. */
export async function revokeSession(
  db: Kysely<Database>,
  token: string,
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('token_hash', '=', hashToken(token))
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
