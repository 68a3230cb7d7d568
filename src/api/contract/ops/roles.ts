/** The Roles calls: roles with their permissions per area, and their users counted. */
import { changed, created, idParam, missing, tagged, type Operation } from '../operation';
import * as roles from '../roles';

const ro = tagged('Roles');
const roleId = idParam('role');
const roleNotFound = missing('`Role not found`.');

export const rolesOperations: Operation[] = [
  ro.read(
    '/api/apps/roles',
    'listRoles',
    'Every role with its users counted',
    roles.roleListResponse,
  ),
  ro.write(
    'post',
    '/api/apps/roles',
    'createRole',
    'Add a role (its name unused)',
    roles.roleCreateBody,
    created(roles.role, 'The new role (no users yet).'),
  ),
  ro.write(
    'put',
    '/api/apps/roles/{id}',
    'updateRole',
    'Rename a role or change its permissions',
    roles.roleUpdateBody,
    changed(roles.role, 'The role after the change.'),
    {
      params: roleId,
      errors: roleNotFound,
      description:
        'A new name must be unused (compared without case); the role’s users keep it under the new name.',
    },
  ),
  ro.remove('/api/apps/roles/{id}', 'deleteRole', 'Delete a role no user has', roleId, {
    ...roleNotFound,
    409: ['message', 'Users still have the role: `Users still have this role ({{count}})`.'],
  }),
];
