/**
 * Who may change the device domain (devices, types, locations): a session whose abilities allow
 * the action on devices (admin: manage all). No valid token answers 401, a session without the
 * right 403; reads stay open (docs/spec.md §7).
 */
import { can } from '@/auth/ability';
import { DEVICE_SUBJECT } from '@/auth/subjects';

import { sessionUser } from '../auth-query';
import type { DeviceViewer } from '../queries/devices';
import { guardOf } from './guard';
import type { KitDbRef } from './http';

/** The CASL subject of every write of the device domain. */
export { DEVICE_SUBJECT };

/**
 * The device domain's writes: `notAllowed` ("Your account may not change devices") when refused.
 */
export const { asAllowedUser, allowedWrite } = guardOf(DEVICE_SUBJECT, 'notAllowed');

/**
 * What the request's session may read beyond the register: deleted devices, for a user allowed
 * to delete devices (whoever may delete them may see what was deleted). Reads need no session.
 */
export function viewerOf(db: KitDbRef, request: Request): DeviceViewer {
  const user = sessionUser(db(), request.headers.get('authorization'));
  return { seesDeleted: Boolean(user && can(user.abilityRules, 'delete', DEVICE_SUBJECT)) };
}
