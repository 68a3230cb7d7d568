/** Device type calls of DEVICE-DOMAIN.md: list with counts, one, create, update, delete (409 in use). */
import { http, HttpResponse, type HttpHandler } from 'msw';
import { createDeviceType, deleteDeviceType, getDeviceType, listDeviceTypes, updateDeviceType } from '../queries/device-types';
import { allowedWrite, asAllowedUser } from './device-guard';
import { api, type DbRef } from './http';
import { respond, searchParams } from './respond';

export function deviceTypeHandlers(db: DbRef): HttpHandler[] {
  return [
    http.get(api('/api/device-types'), ({ request }) => HttpResponse.json(listDeviceTypes(db(), searchParams(request)))),
    http.post(api('/api/device-types'), allowedWrite(db, 'create', (body) => createDeviceType(db(), body))),
    http.get(api('/api/device-types/:id'), ({ params }) => respond(getDeviceType(db(), params.id))),
    http.put(api('/api/device-types/:id'), allowedWrite(db, 'update', (body, { params }) => updateDeviceType(db(), params.id, body))),
    http.delete(api('/api/device-types/:id'), asAllowedUser(db, 'delete', ({ params }) => respond(deleteDeviceType(db(), params.id)))),
  ];
}
