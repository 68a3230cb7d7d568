/** /api/apps/chat/* (docs/spec.md §7). */
import { http, HttpResponse, type HttpHandler } from 'msw';

import { chatsAndContacts, openChat, sendMessage, updateProfile } from '../queries/chat';
import { writeDate } from '../queries/records';
import { allowedWrite, asAllowedUser } from './apps-guard';
import { api, type DbRef } from './http';
import { respond, searchParams } from './respond';

export function chatHandlers(db: DbRef): HttpHandler[] {
  // The shared clock, so stories and tests that pin it get stable message times and ticks; a
  // replayed write (the browser's journal) pins the time it was first made.
  return [
    http.get(api('/api/apps/chat/chats-and-contacts'), ({ request }) =>
      HttpResponse.json(chatsAndContacts(db(), searchParams(request), writeDate(db()))),
    ),
    http.get(
      api('/api/apps/chat/chats/:userId'),
      asAllowedUser(db, ({ params }) => respond(openChat(db(), params.userId, writeDate(db())))),
    ),
    http.post(
      api('/api/apps/chat/chats/:userId'),
      allowedWrite(db, (body, { params }) =>
        sendMessage(db(), params.userId, body, writeDate(db())),
      ),
    ),
    http.patch(
      api('/api/apps/chat/profile'),
      allowedWrite(db, (body) => updateProfile(db(), body)),
    ),
  ];
}
