/**
 * Who may change data in the simulation (docs/spec.md §6): a request's session must allow the
 * call's action on its subject, else 401 (no valid token) or 403. The action follows the method, by
 * the contract's own table (ACTION_OF_METHOD: POST create, PUT/PATCH update, DELETE delete, a GET
 * that changes data read), so the simulation and the document's `x-ability` cannot disagree.
 */
import type { LoginUser } from '@/api/contract/auth';
import { ACTION_OF_METHOD, type Method } from '@/api/contract/operation';
import type { Outcome } from '@/api/shared/outcome';
import type { ApiErrorKey } from '@/i18n/validation';

import { authorize } from '../auth-query';
import { withBody, type HandlerArgs, type KitDbRef } from './http';
import { respond } from './respond';

/** The guard of one subject: its resolvers run only for a session allowed to, as that user. */
export interface Guard {
  /** Runs `handle` as the request's user when the session may; answers 401/403 otherwise. */
  asAllowedUser<A extends HandlerArgs>(
    db: KitDbRef,
    handle: (args: A & { user: LoginUser }) => Response | Promise<Response>,
  ): (args: A) => Response | Promise<Response>;
  /** A write with a JSON body, by a user allowed to; `version` gives the answer's ETag. */
  allowedWrite<T>(
    db: KitDbRef,
    answer: (body: Record<string, unknown>, args: HandlerArgs & { user: LoginUser }) => Outcome<T>,
    version?: (value: T) => number,
  ): (args: HandlerArgs) => Response | Promise<Response>;
}

/** The guard of `subject`; a session without its ability is refused with the `refused` message. */
export function guardOf(subject: string, refused: ApiErrorKey): Guard {
  const asAllowedUser: Guard['asAllowedUser'] = (db, handle) => (args) => {
    const action = ACTION_OF_METHOD[args.request.method.toLowerCase() as Method] ?? 'update';
    const allowed = authorize(
      db(),
      args.request.headers.get('authorization'),
      action,
      subject,
      refused,
    );
    return 'user' in allowed ? handle({ ...args, user: allowed.user }) : respond(allowed);
  };
  return {
    asAllowedUser,
    allowedWrite: (db, answer, version) => asAllowedUser(db, withBody(answer, version)),
  };
}
