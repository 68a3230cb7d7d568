/** /api/apps/permissions (docs/spec.md §7) and their changes. */
import { http, HttpResponse, type HttpHandler } from 'msw';

import {
  createPermission,
  deletePermission,
  listPermissions,
  updatePermission,
} from '../queries/permissions';
import { allowedWrite, asAllowedUser } from './apps-guard';
import { api, type DbRef } from './http';
import { respond, searchParams } from './respond';

export function permissionsHandlers(db: DbRef): HttpHandler[] {
  return [
    http.get(api('/api/apps/permissions'), ({ request }) =>
      HttpResponse.json(listPermissions(db(), searchParams(request))),
    ),
    http.post(
      api('/api/apps/permissions'),
      allowedWrite(db, (body) => createPermission(db(), body)),
    ),
    http.put(
      api('/api/apps/permissions/:id'),
      allowedWrite(db, (body, { params }) => updatePermission(db(), params.id, body)),
    ),
    http.delete(
      api('/api/apps/permissions/:id'),
      asAllowedUser(db, ({ params }) => respond(deletePermission(db(), params.id))),
    ),
  ];
}
