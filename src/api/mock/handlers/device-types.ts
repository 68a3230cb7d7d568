/**
 * Device type calls of docs/domain/devices.md: list with counts, one, what a new interval would do,
 * create, update, delete (409 in use).
 */
import { http, HttpResponse, type HttpHandler } from 'msw';

import {
  createDeviceType,
  deleteDeviceType,
  getDeviceType,
  getIntervalImpact,
  listDeviceTypes,
  updateDeviceType,
} from '../queries/device-types';
import { allowedWrite, asAllowedUser } from './device-guard';
import { api, preconditionOf, type KitDbRef } from './http';
import { respond, searchParams } from './respond';

/** A record's version: its ETag. */
const versionOf = (record: { version: number }) => record.version;

export function deviceTypeHandlers(db: KitDbRef): HttpHandler[] {
  return [
    http.get(api('/api/device-types'), ({ request }) =>
      HttpResponse.json(listDeviceTypes(db(), searchParams(request))),
    ),
    http.post(
      api('/api/device-types'),
      allowedWrite(db, (body) => createDeviceType(db(), body)),
    ),
    http.get(api('/api/device-types/:id'), ({ params }) =>
      respond(getDeviceType(db(), params.id), versionOf),
    ),
    http.get(api('/api/device-types/:id/interval-impact'), ({ request, params }) =>
      respond(getIntervalImpact(db(), params.id, searchParams(request))),
    ),
    http.put(
      api('/api/device-types/:id'),
      allowedWrite(
        db,
        (body, { request, params }) =>
          updateDeviceType(db(), params.id, body, preconditionOf(request)),
        versionOf,
      ),
    ),
    http.delete(
      api('/api/device-types/:id'),
      asAllowedUser(db, ({ request, params }) =>
        respond(deleteDeviceType(db(), params.id, preconditionOf(request))),
      ),
    ),
  ];
}
