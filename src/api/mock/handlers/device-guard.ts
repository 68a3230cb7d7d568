/**
 * Who may change the device domain (devices, types, locations): a session whose abilities allow
 * the action on devices (admin: manage all). No valid token answers 401, a session without the
 * right 403; reads stay open (SPEC.md §7).
 */
import type { AbilityRule, LoginUser } from '../../contract/auth';
import { authorize, sessionUser } from '../auth-query';
import { can } from '../../../auth/ability';
import type { DeviceViewer } from '../queries/devices';
import type { Outcome } from '../queries/outcome';
import { withBody, type KitDbRef, type HandlerArgs } from './http';
import { respond } from './respond';

import { DEVICE_SUBJECT } from '../../../auth/subjects';

/** The CASL subject of every write of the device domain. */
export { DEVICE_SUBJECT };

export type Action = Extract<AbilityRule['action'], 'create' | 'update' | 'delete'>;

/** Runs `handle` as the request's user when the user may do `action`; answers 401/403 otherwise. */
export function asAllowedUser<A extends HandlerArgs>(db: KitDbRef, action: Action, handle: (args: A & { user: LoginUser }) => Response | Promise<Response>) {
  return (args: A): Response | Promise<Response> => {
    const allowed = authorize(db(), args.request.headers.get('authorization'), action, DEVICE_SUBJECT);
    return 'user' in allowed ? handle({ ...args, user: allowed.user }) : respond(allowed);
  };
}

/** A write with a JSON body, by a user who may do `action`; `version` gives the answer's ETag. */
export function allowedWrite<T>(db: KitDbRef, action: Action, answer: (body: Record<string, unknown>, args: HandlerArgs & { user: LoginUser }) => Outcome<T>, version?: (value: T) => number) {
  return asAllowedUser(db, action, withBody(answer, version));
}

/**
 * What the request's session may read beyond the register: deleted devices, for a user allowed
 * to delete devices (whoever may delete them may see what was deleted). Reads need no session.
 */
export function viewerOf(db: KitDbRef, request: Request): DeviceViewer {
  const user = sessionUser(db(), request.headers.get('authorization'));
  return { seesDeleted: Boolean(user && can(user.abilityRules, 'delete', DEVICE_SUBJECT)) };
}
