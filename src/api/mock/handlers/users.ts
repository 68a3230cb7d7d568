/** /api/apps/users (docs/spec.md §7, §8) and the user view's changes. */
import { http, HttpResponse, type HttpHandler } from 'msw';

import {
  addUser,
  changeUserPassword,
  deleteUser,
  getUser,
  listUsers,
  updateUser,
} from '../queries/users';
import { allowedWrite, asAllowedUser } from './apps-guard';
import { api, type DbRef } from './http';
import { respond, searchParams } from './respond';

export function usersHandlers(db: DbRef): HttpHandler[] {
  return [
    http.get(api('/api/apps/users'), ({ request }) =>
      HttpResponse.json(listUsers(db(), searchParams(request))),
    ),
    http.post(
      api('/api/apps/users'),
      allowedWrite(db, (body) => addUser(db(), body)),
    ),
    http.get(api('/api/apps/users/:id'), ({ params }) => respond(getUser(db(), params.id))),
    http.put(
      api('/api/apps/users/:id'),
      allowedWrite(db, (body, { params }) => updateUser(db(), params.id, body)),
    ),
    http.post(
      api('/api/apps/users/:id/password'),
      allowedWrite(db, (body, { params }) => changeUserPassword(db(), params.id, body)),
    ),
    http.delete(
      api('/api/apps/users/:id'),
      asAllowedUser(db, ({ params }) => respond(deleteUser(db(), params.id))),
    ),
  ];
}
