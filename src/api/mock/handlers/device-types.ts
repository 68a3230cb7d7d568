/** Device type calls of DEVICE-DOMAIN.md: list with counts, one, create, update, delete (409 in use). */
import { http, HttpResponse, type HttpHandler } from 'msw';
import { createDeviceType, deleteDeviceType, getDeviceType, listDeviceTypes, updateDeviceType } from '../queries/device-types';
import { respond } from './devices';
import { api, readJson, type DbRef } from './http';

export function deviceTypeHandlers(db: DbRef): HttpHandler[] {
  return [
    http.get(api('/api/device-types'), ({ request }) => HttpResponse.json(listDeviceTypes(db(), new URL(request.url).searchParams))),
    http.post(api('/api/device-types'), async ({ request }) => respond(createDeviceType(db(), await readJson(request)))),
    http.get(api('/api/device-types/:id'), ({ params }) => respond(getDeviceType(db(), params.id))),
    http.put(api('/api/device-types/:id'), async ({ request, params }) => respond(updateDeviceType(db(), params.id, await readJson(request)))),
    http.delete(api('/api/device-types/:id'), ({ params }) => respond(deleteDeviceType(db(), params.id))),
  ];
}
