/** /api/apps/permissions (SPEC.md §7). */
import { http, HttpResponse, type HttpHandler } from 'msw';
import { listPermissions } from '../queries/permissions';
import { api, type DbRef } from './http';
import { searchParams } from './respond';

export function permissionsHandlers(db: DbRef): HttpHandler[] {
  return [http.get(api('/api/apps/permissions'), ({ request }) => HttpResponse.json(listPermissions(db(), searchParams(request))))];
}
