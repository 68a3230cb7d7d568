/**
 * Accounts and roles: the two roles the kit knows (admin: manage all; client: read the second
 * page), and creating an account with a hashed password. The demo seed and the create-admin
 * script both come through here.
 */
import type { Kysely } from 'kysely';

import type { AbilityRule } from '../../src/api/contract/auth';
import { createAuthData } from '../../src/api/sample/auth';
import type { Database } from '../db/schema';
import { hashPassword, needsRehash } from './passwords';

/** The roles of the demo accounts (docs/spec.md §6), by name, with their ability rules. */
export function kitRoles(): Map<string, AbilityRule[]> {
  return new Map(createAuthData().loginUsers.map((u) => [u.role, u.abilityRules]));
}

/** Makes sure the kit's roles exist (a role's rules are kept if an operator changed them). */
export async function ensureRoles(db: Kysely<Database>): Promise<void> {
  for (const [name, rules] of kitRoles()) {
    await db
      .insertInto('roles')
      .values({ name, ability_rules: JSON.stringify(rules) })
      .onConflict((c) => c.column('name').doNothing())
      .execute();
  }
}

export interface NewAccount {
  email: string;
  password: string;
  fullName: string;
  username: string;
  role: string;
  avatar?: string;
}

export async function createAccount(db: Kysely<Database>, account: NewAccount): Promise<number> {
  const row = await db
    .insertInto('users')
    .values({
      email: account.email,
      full_name: account.fullName,
      username: account.username,
      avatar: account.avatar ?? '',
      role: account.role,
      password_hash: await hashPassword(account.password),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * After a sign-in verified `password` against `stored`: a hash of an older scheme or cost (scrypt
 * before argon2id) is replaced by one of today's, so old accounts move over as they sign in.
 */
export async function upgradePasswordHash(
  db: Kysely<Database>,
  userId: number,
  password: string,
  stored: string,
): Promise<void> {
  if (!needsRehash(stored)) return;
  await db
    .updateTable('users')
    .set({ password_hash: await hashPassword(password) })
    .where('id', '=', userId)
    // Only the hash just verified: a password changed meanwhile is not overwritten.
    .where('password_hash', '=', stored)
    .execute();
}
