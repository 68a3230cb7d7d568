/** /api/apps/email (SPEC.md §7). */
import { http, HttpResponse, type HttpHandler } from 'msw';
import { listEmails, updateEmails } from '../queries/email';
import { api, readJson, type DbRef } from './http';
import { respond, searchParams } from './respond';

export function emailHandlers(db: DbRef): HttpHandler[] {
  return [
    http.get(api('/api/apps/email'), ({ request }) => HttpResponse.json(listEmails(db(), searchParams(request)))),
    http.post(api('/api/apps/email'), async ({ request }) => respond(updateEmails(db(), await readJson(request)))),
  ];
}
