/**
 * Device location calls of docs/domain/devices.md: tree, one (path + devices), create, rename/move,
 * delete (409 when not empty).
 */
import { http, HttpResponse, type HttpHandler } from 'msw';

import {
  createLocation,
  deleteLocation,
  getLocation,
  getLocationTree,
  updateLocation,
} from '../queries/device-locations';
import { allowedWrite, asAllowedUser } from './device-guard';
import { api, preconditionOf, type KitDbRef } from './http';
import { respond, searchParams } from './respond';

export function deviceLocationHandlers(db: KitDbRef): HttpHandler[] {
  return [
    http.get(api('/api/device-locations'), () => HttpResponse.json(getLocationTree(db()))),
    http.post(
      api('/api/device-locations'),
      allowedWrite(db, (body) => createLocation(db(), body)),
    ),
    // The ETag is the location's own version (the answer also holds its path, children and
    // devices).
    http.get(api('/api/device-locations/:id'), ({ request, params }) =>
      respond(
        getLocation(db(), params.id, searchParams(request)),
        (detail) => detail.location.version,
      ),
    ),
    http.put(
      api('/api/device-locations/:id'),
      allowedWrite(
        db,
        (body, { request, params }) =>
          updateLocation(db(), params.id, body, preconditionOf(request)),
        (l) => l.version,
      ),
    ),
    http.delete(
      api('/api/device-locations/:id'),
      asAllowedUser(db, ({ request, params }) =>
        respond(deleteLocation(db(), params.id, preconditionOf(request))),
      ),
    ),
  ];
}
