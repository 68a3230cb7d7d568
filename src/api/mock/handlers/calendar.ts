/** /api/apps/calendar (SPEC.md §7, §8). The update method is not documented: PUT and PATCH both work. */
import { http, HttpResponse, type HttpHandler } from 'msw';
import { addEvent, deleteEvent, listEvents, updateEvent } from '../queries/calendar';
import { api, readJson, type DbRef } from './http';
import { respond, searchParams } from './respond';

export function calendarHandlers(db: DbRef): HttpHandler[] {
  const update = async ({ params, request }: { params: Record<string, string | readonly string[] | undefined>; request: Request }) =>
    respond(updateEvent(db(), params.id, await readJson(request)));
  return [
    http.get(api('/api/apps/calendar'), ({ request }) => HttpResponse.json(listEvents(db(), searchParams(request)))),
    http.post(api('/api/apps/calendar'), async ({ request }) => respond(addEvent(db(), await readJson(request)))),
    http.put(api('/api/apps/calendar/:id'), update),
    http.patch(api('/api/apps/calendar/:id'), update),
    http.delete(api('/api/apps/calendar/:id'), ({ params }) => respond(deleteEvent(db(), params.id))),
  ];
}
