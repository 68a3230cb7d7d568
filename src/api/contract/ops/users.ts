/** The Users calls (SPEC.md §7, §8). */
import * as users from '../users';
import { created, idParam, missing, tagged, type Operation } from '../operation';

const us = tagged('Users');

export const usersOperations: Operation[] = [
  us.list('/api/apps/users', 'listUsers', 'Users', users.userListQuery, users.userListResponse, 'Newest first; a page past the last answers page 1.'),
  us.write('post', '/api/apps/users', 'addUser', 'Add a user (an unused e-mail)', users.newUserBody, created(users.addUserResponse, 'The new user, as `{ body }`.')),
  us.read('/api/apps/users/{id}', 'getUser', 'One user with the profile extras', users.userDetail, { params: idParam('user'), errors: missing('`User not found` (SPEC §8).') }),
  us.remove('/api/apps/users/{id}', 'deleteUser', 'Delete a user', idParam('user'), missing('`User not found` (SPEC §8).')),
];
