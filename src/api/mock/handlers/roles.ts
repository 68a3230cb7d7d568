/** /api/apps/roles: roles with their permissions per area. */
import { http, HttpResponse, type HttpHandler } from 'msw';
import { createRole, deleteRole, listRoles, updateRole } from '../queries/roles';
import { api, withBody, type DbRef } from './http';
import { respond } from './respond';

export function rolesHandlers(db: DbRef): HttpHandler[] {
  return [
    http.get(api('/api/apps/roles'), () => HttpResponse.json(listRoles(db()))),
    http.post(api('/api/apps/roles'), withBody((body) => createRole(db(), body))),
    http.put(api('/api/apps/roles/:id'), withBody((body, { params }) => updateRole(db(), params.id, body))),
    http.delete(api('/api/apps/roles/:id'), ({ params }) => respond(deleteRole(db(), params.id))),
  ];
}
