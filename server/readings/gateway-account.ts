/**
 * A gateway's account and token (README "For a team", docs/server.md): an account of the
 * `gateway` role, which may only post readings, signed in once with a long-lived session whose
 * token the gateway keeps. Its password is random and never shown: the token is its credential,
 * revoked like any session (`revoked_at`).
 */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';

import { createSession } from '../auth/sessions';
import { createAccount } from '../auth/users';
import type { Database } from '../db/schema';
import { GATEWAY_ROLE } from './gateway';

/** A gateway's token lasts a year unless given another span. */
export const GATEWAY_TOKEN_TTL_MS = 365 * 24 * 60 * 60 * 1000;

export async function createGatewayToken(
  db: Kysely<Database>,
  {
    email,
    name,
    now = new Date(),
    ttlMs = GATEWAY_TOKEN_TTL_MS,
  }: {
    email: string;
    name: string;
    now?: Date;
    ttlMs?: number;
  },
): Promise<string> {
  const existing = await db
    .selectFrom('users')
    .select(['id', 'role'])
    .where('email', '=', email)
    .executeTakeFirst();
  if (existing && existing.role !== GATEWAY_ROLE)
    throw new Error(`${email} is an account of role ${existing.role}, not a gateway`);
  const id =
    existing?.id ??
    (await createAccount(db, {
      email,
      fullName: name,
      username: email.split('@')[0] ?? email,
      role: GATEWAY_ROLE,
      password: randomBytes(32).toString('base64url'),
    }));
  return createSession(db, id, now, ttlMs);
}
