/** Device location calls of DEVICE-DOMAIN.md: tree, one (path + devices), create, rename/move, delete (409 when not empty). */
import { http, HttpResponse, type HttpHandler } from 'msw';
import { createLocation, deleteLocation, getLocation, getLocationTree, updateLocation } from '../queries/device-locations';
import { allowedWrite, asAllowedUser } from './device-guard';
import { api, type DbRef } from './http';
import { respond, searchParams } from './respond';

export function deviceLocationHandlers(db: DbRef): HttpHandler[] {
  return [
    http.get(api('/api/device-locations'), () => HttpResponse.json(getLocationTree(db()))),
    http.post(api('/api/device-locations'), allowedWrite(db, 'create', (body) => createLocation(db(), body))),
    http.get(api('/api/device-locations/:id'), ({ request, params }) => respond(getLocation(db(), params.id, searchParams(request)))),
    http.put(api('/api/device-locations/:id'), allowedWrite(db, 'update', (body, { params }) => updateLocation(db(), params.id, body))),
    http.delete(api('/api/device-locations/:id'), asAllowedUser(db, 'delete', ({ params }) => respond(deleteLocation(db(), params.id)))),
  ];
}
