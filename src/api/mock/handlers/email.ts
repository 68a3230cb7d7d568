/** /api/apps/email (SPEC.md §7), and sending and drafting from the compose dialog. */
import { http, HttpResponse, type HttpHandler } from 'msw';
import { listEmails, saveEmailDraft, sendEmail, updateEmails } from '../queries/email';
import { api, withBody, type DbRef } from './http';
import { searchParams } from './respond';

export function emailHandlers(db: DbRef): HttpHandler[] {
  return [
    http.get(api('/api/apps/email'), ({ request }) => HttpResponse.json(listEmails(db(), searchParams(request)))),
    http.post(api('/api/apps/email'), withBody((body) => updateEmails(db(), body))),
    http.post(api('/api/apps/email/send'), withBody((body) => sendEmail(db(), body))),
    http.post(api('/api/apps/email/draft'), withBody((body) => saveEmailDraft(db(), body))),
  ];
}
