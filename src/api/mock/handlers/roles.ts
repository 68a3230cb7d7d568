/** /api/apps/roles: roles with their permissions per area. */
import { http, HttpResponse, type HttpHandler } from 'msw';

import { createRole, deleteRole, listRoles, updateRole } from '../queries/roles';
import { allowedWrite, asAllowedUser } from './apps-guard';
import { api, type DbRef } from './http';
import { respond } from './respond';

export function rolesHandlers(db: DbRef): HttpHandler[] {
  return [
    http.get(api('/api/apps/roles'), () => HttpResponse.json(listRoles(db()))),
    http.post(
      api('/api/apps/roles'),
      allowedWrite(db, (body) => createRole(db(), body)),
    ),
    http.put(
      api('/api/apps/roles/:id'),
      allowedWrite(db, (body, { params }) => updateRole(db(), params.id, body)),
    ),
    http.delete(
      api('/api/apps/roles/:id'),
      asAllowedUser(db, ({ params }) => respond(deleteRole(db(), params.id))),
    ),
  ];
}
