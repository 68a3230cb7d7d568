/** /api/apps/email (docs/spec.md §7), and sending and drafting from the compose dialog. */
import { http, HttpResponse, type HttpHandler } from 'msw';

import { listEmails, saveEmailDraft, sendEmail, updateEmails } from '../queries/email';
import { allowedWrite } from './apps-guard';
import { api, type DbRef } from './http';
import { searchParams } from './respond';

export function emailHandlers(db: DbRef): HttpHandler[] {
  return [
    http.get(api('/api/apps/email'), ({ request }) =>
      HttpResponse.json(listEmails(db(), searchParams(request))),
    ),
    http.post(
      api('/api/apps/email'),
      allowedWrite(db, (body) => updateEmails(db(), body)),
    ),
    http.post(
      api('/api/apps/email/send'),
      allowedWrite(db, (body) => sendEmail(db(), body)),
    ),
    http.post(
      api('/api/apps/email/draft'),
      allowedWrite(db, (body) => saveEmailDraft(db(), body)),
    ),
  ];
}
