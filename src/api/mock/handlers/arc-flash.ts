/**
 * A device's arc-flash study (docs/domain/arc-flash.md). Thin: parse the request, call the pure
 * function in `queries/arc-flash.ts`, shape the answer with the version as ETag. The read is
 * open; a change needs the Device subject's `update` (the admin), as a device's change does.
 */
import { http, type HttpHandler } from 'msw';

import { getArcFlashStudy, putArcFlashStudy } from '../queries/arc-flash';
import { allowedWrite } from './device-guard';
import { api, preconditionOf, type KitDbRef } from './http';
import { respond } from './respond';

const versionOf = (answer: { version: number }) => answer.version;

export function arcFlashHandlers(db: KitDbRef): HttpHandler[] {
  return [
    http.get(api('/api/devices/:number/arc-flash'), ({ params }) =>
      respond(getArcFlashStudy(db(), params.number), versionOf),
    ),
    http.put(
      api('/api/devices/:number/arc-flash'),
      allowedWrite(
        db,
        (body, { request, params }) =>
          putArcFlashStudy(db(), params.number, body, preconditionOf(request)),
        versionOf,
      ),
    ),
  ];
}
