/** Device location calls of DEVICE-DOMAIN.md: tree, one (path + devices), create, rename/move, delete (409 when not empty). */
import { http, HttpResponse, type HttpHandler } from 'msw';
import { createLocation, deleteLocation, getLocation, getLocationTree, updateLocation } from '../queries/device-locations';
import { respond } from './devices';
import { api, readJson, type DbRef } from './http';

export function deviceLocationHandlers(db: DbRef): HttpHandler[] {
  return [
    http.get(api('/api/device-locations'), () => HttpResponse.json(getLocationTree(db()))),
    http.post(api('/api/device-locations'), async ({ request }) => respond(createLocation(db(), await readJson(request)))),
    http.get(api('/api/device-locations/:id'), ({ request, params }) => respond(getLocation(db(), params.id, new URL(request.url).searchParams))),
    http.put(api('/api/device-locations/:id'), async ({ request, params }) => respond(updateLocation(db(), params.id, await readJson(request)))),
    http.delete(api('/api/device-locations/:id'), ({ params }) => respond(deleteLocation(db(), params.id))),
  ];
}
