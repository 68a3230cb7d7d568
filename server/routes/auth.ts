/**
 * Sign-in and sign-out. Sign-in answers what the simulation's login answers (docs/spec.md §5:
 * e-mail and password matched exactly, any miss "invalid credentials" on the e-mail field) with a
 * real session: a random token whose sha256 is stored with an expiry. Attempts are limited per
 * account and address. Sign-out (not in the kit's document: the simulation's tokens never expire)
 * revokes the token it is sent with.
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';

import { loginBody, type LoginResponse } from '../../src/api/contract/auth';
import { check, isRecord } from '../../src/api/contract/common';
import { fieldInvalid, invalid, ok, type Outcome } from '../../src/api/shared/outcome';
import { writeAudit } from '../audit';
import { decoyHash, verifyPassword } from '../auth/passwords';
import { bearerToken, createSession, revokeSession, sessionUser } from '../auth/sessions';
import { upgradePasswordHash } from '../auth/users';
import type { Database } from '../db/schema';
import { send } from '../http/answer';
import { jsonObject } from '../http/body';

export interface AuthOptions {
  db: Kysely<Database>;
  now: () => Date;
  sessionTtlMs: number;
  /** Sign-in attempts allowed per account and address in `window` ms. */
  signInLimit: { max: number; windowMs: number };
}

async function signIn(
  db: Kysely<Database>,
  body: Record<string, unknown>,
  now: Date,
  ttlMs: number,
): Promise<Outcome<LoginResponse>> {
  const parsed = check(loginBody, body);
  // Missing or wrong fields are "invalid credentials" (SPEC §8); a text too long or a property the
  // call does not take is the client's mistake, said as such.
  const told = parsed.ok
    ? []
    : parsed.issues.filter((i) => i.key === 'tooLong' || i.key === 'unknownField');
  if (!parsed.ok) return told.length ? invalid(told) : fieldInvalid('email', 'invalidCredentials');
  const user = await db
    .selectFrom('users')
    .innerJoin('roles', 'roles.name', 'users.role')
    .select([
      'users.id',
      'users.full_name',
      'users.username',
      'users.avatar',
      'users.email',
      'users.role',
      'users.password_hash',
      'roles.ability_rules',
    ])
    .where('users.email', '=', parsed.data.email)
    .executeTakeFirst();
  // A missing account costs a hash as a wrong password does, so timing does not tell which.
  const matches = await verifyPassword(
    parsed.data.password,
    user?.password_hash ?? (await decoyHash()),
  );
  if (!user || !matches) return fieldInvalid('email', 'invalidCredentials');
  await upgradePasswordHash(db, user.id, parsed.data.password, user.password_hash);
  const accessToken = await createSession(db, user.id, now, ttlMs);
  await writeAudit(db, user, 'login', user.id);
  return ok({
    userAbilityRules: user.ability_rules,
    accessToken,
    userData: {
      id: user.id,
      fullName: user.full_name,
      username: user.username,
      avatar: user.avatar,
      email: user.email,
      role: user.role,
    },
  });
}

/** The account an attempt names, for the rate limit's key (any text; not checked here). */
function attemptedEmail(body: unknown): string {
  return isRecord(body) && typeof body.email === 'string'
    ? body.email.slice(0, 320).toLowerCase()
    : '';
}

export async function authRoutes(
  app: FastifyInstance,
  { db, now, sessionTtlMs, signInLimit }: AuthOptions,
): Promise<void> {
  app.post(
    '/api/auth/login',
    {
      config: {
        rateLimit: {
          max: signInLimit.max,
          timeWindow: signInLimit.windowMs,
          // Per account and address: one address cannot try many passwords on one account, and
          // one account tried from many places is limited at each.
          keyGenerator: (request) => `${request.ip}|${attemptedEmail(request.body)}`,
          // After the body is read: the key names the account tried.
          hook: 'preHandler',
        },
      },
    },
    async (request, reply) => {
      const read = jsonObject(request.body);
      if (!read.ok) return send(reply, read);
      return send(reply, await signIn(db, read.body, now(), sessionTtlMs));
    },
  );

  app.post('/api/auth/logout', async (request, reply) => {
    const token = bearerToken(request.headers.authorization);
    const user = await sessionUser(db, token, now());
    if (token && user && (await revokeSession(db, token, now())))
      await writeAudit(db, user, 'logout', user.id);
    // Signing out of a session that is already over is done too.
    return reply.code(204).send();
  });
}
