/** The Permissions calls (SPEC.md §7, §8). */
import * as permissions from '../permissions';
import { tagged, type Operation } from '../operation';

const pm = tagged('Permissions');

export const permissionsOperations: Operation[] = [
  pm.list('/api/apps/permissions', 'listPermissions', 'Permissions', permissions.permissionListQuery, permissions.permissionListResponse),
];
