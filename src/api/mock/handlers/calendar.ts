/**
 * /api/apps/calendar (docs/spec.md §7, §8). The update method is not documented: PUT and PATCH both
 * work.
 */
import { http, HttpResponse, type HttpHandler } from 'msw';

import { addEvent, deleteEvent, listEvents, updateEvent } from '../queries/calendar';
import { allowedWrite, asAllowedUser } from './apps-guard';
import { api, type DbRef, type HandlerArgs } from './http';
import { respond, searchParams } from './respond';

export function calendarHandlers(db: DbRef): HttpHandler[] {
  const update = allowedWrite(db, (body, { params }: HandlerArgs) =>
    updateEvent(db(), params.id, body),
  );
  return [
    http.get(api('/api/apps/calendar'), ({ request }) =>
      HttpResponse.json(listEvents(db(), searchParams(request))),
    ),
    http.post(
      api('/api/apps/calendar'),
      allowedWrite(db, (body) => addEvent(db(), body)),
    ),
    http.put(api('/api/apps/calendar/:id'), update),
    http.patch(api('/api/apps/calendar/:id'), update),
    http.delete(
      api('/api/apps/calendar/:id'),
      asAllowedUser(db, ({ params }) => respond(deleteEvent(db(), params.id))),
    ),
  ];
}
