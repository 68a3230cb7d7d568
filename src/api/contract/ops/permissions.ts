/** The Permissions calls (docs/spec.md §7) and their changes. */
import { changed, created, idParam, missing, tagged, type Operation } from '../operation';
import * as permissions from '../permissions';

const pm = tagged('Permissions');
const permissionId = idParam('permission');
const permissionNotFound = missing('`Permission not found`.');

export const permissionsOperations: Operation[] = [
  pm.list(
    '/api/apps/permissions',
    'listPermissions',
    'Permissions',
    permissions.permissionListQuery,
    permissions.permissionListResponse,
  ),
  pm.write(
    'post',
    '/api/apps/permissions',
    'createPermission',
    'Add a permission (its name unused)',
    permissions.permissionBody,
    created(permissions.permission, 'The new permission.'),
  ),
  pm.write(
    'put',
    '/api/apps/permissions/{id}',
    'updatePermission',
    'Rename a permission or change who holds it',
    permissions.permissionUpdateBody,
    changed(permissions.permission, 'The permission after the change.'),
    {
      params: permissionId,
      errors: permissionNotFound,
    },
  ),
  pm.remove(
    '/api/apps/permissions/{id}',
    'deletePermission',
    'Delete a permission',
    permissionId,
    permissionNotFound,
  ),
];
