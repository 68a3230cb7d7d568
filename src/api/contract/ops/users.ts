/** The Users calls (docs/spec.md §7, §8) and the user view's changes. */
import { changed, created, idParam, missing, tagged, type Operation } from '../operation';
import * as users from '../users';

const us = tagged('Users');
const userId = idParam('user');
const userNotFound = missing('`User not found` (SPEC §8).');

export const usersOperations: Operation[] = [
  us.list(
    '/api/apps/users',
    'listUsers',
    'Users',
    users.userListQuery,
    users.userListResponse,
    'Newest first; a page past the last answers page 1.',
  ),
  us.write(
    'post',
    '/api/apps/users',
    'addUser',
    'Add a user (an unused e-mail)',
    users.newUserBody,
    created(users.addUserResponse, 'The new user, as `{ body }`.'),
  ),
  us.read('/api/apps/users/{id}', 'getUser', 'One user with the profile extras', users.userDetail, {
    params: userId,
    errors: userNotFound,
  }),
  us.write(
    'put',
    '/api/apps/users/{id}',
    'updateUser',
    'Change a user: profile, status, role, plan, billing address, connected accounts, notification choices',
    users.userUpdateBody,
    changed(users.userDetail, 'The user after the change.'),
    {
      params: userId,
      errors: userNotFound,
      description:
        'Any subset. The e-mail must stay unused by other users and the role must exist. A new plan starts a new period. Each change is written to the user’s activity log.',
    },
  ),
  us.write(
    'post',
    '/api/apps/users/{id}/password',
    'changeUserPassword',
    'Set a new password',
    users.passwordChangeBody,
    { status: 204, description: 'Changed; the time is kept as passwordChangedAt.' },
    {
      params: userId,
      errors: userNotFound,
      description:
        'The password must follow every rule (the 400 lists each one it breaks) and be typed the same twice.',
    },
  ),
  us.remove('/api/apps/users/{id}', 'deleteUser', 'Delete a user', userId, userNotFound),
];
