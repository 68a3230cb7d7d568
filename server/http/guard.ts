/**
 * Who a request is and what it may do (docs/spec.md §6): the session of its Bearer token, checked
 * with the shared CASL-style rule (src/auth/ability.ts) the app and the simulation use. A write
 * without a live session is 401 `signInAgain`; one the user's abilities do not allow, 403.
 */
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';

import type { AbilityRule } from '../../src/api/contract/auth';
import type { ApiErrorKey } from '../../src/api/contract/common';
import { failure, type Failure } from '../../src/api/shared/outcome';
import { can } from '../../src/auth/ability';
import { DEVICE_SUBJECT } from '../../src/auth/subjects';
import { bearerToken, sessionUser, type SessionUser } from '../auth/sessions';
import type { Database } from '../db/schema';

export interface Guard {
  /** The request's user, if its token is a live session's. */
  userOf(request: FastifyRequest): Promise<SessionUser | undefined>;
  /** The user when allowed to do `action` on `subject`; else the 401 or 403. */
  authorize(
    request: FastifyRequest,
    action: AbilityRule['action'],
    subject: string,
    refused?: ApiErrorKey,
  ): Promise<{ user: SessionUser } | Failure>;
  /**
   * What a reader of the device calls sees beyond the register: deleted devices, for whoever may
   * delete them.
   */
  deviceViewer(request: FastifyRequest): Promise<{ seesDeleted: boolean }>;
}

export function guardOf(db: Kysely<Database>, now: () => Date): Guard {
  const userOf = async (request: FastifyRequest) => {
    const user = await sessionUser(db, bearerToken(request.headers.authorization), now());
    // Logged with the request's answer (app.ts).
    if (user) request.userId = user.id;
    return user;
  };
  return {
    userOf,
    async authorize(request, action, subject, refused = 'notAllowed') {
      const user = await userOf(request);
      if (!user) return failure('signInAgain', 401);
      return can(user.abilityRules, action, subject) ? { user } : failure(refused, 403);
    },
    async deviceViewer(request) {
      const user = await userOf(request);
      return { seesDeleted: Boolean(user && can(user.abilityRules, 'delete', DEVICE_SUBJECT)) };
    },
  };
}
