/**
 * Device calls of docs/domain/devices.md. Thin: parse the request, call the pure function in
 * `queries/devices.ts`, shape the answer. Static paths (`stats`, `next-number`) come before
 * `/api/devices/:number` so they are never read as a device number.
 */
import { http, HttpResponse, type HttpHandler } from 'msw';

import { READING_SUBJECT } from '@/api/contract/ingest';
import { runInSteps } from '@/lib/steps';

import {
  addMaintenance,
  createDevice,
  deleteDevice,
  deviceStatsSteps,
  getDevice,
  getNextDeviceNumber,
  listDevices,
  listDocuments,
  listHistory,
  listMaintenance,
  updateDevice,
} from '../queries/devices';
import {
  getAlarmsWithPosted,
  getReadingsWithPosted,
  ingestReadings,
} from '../queries/posted-readings';
import { allowedWrite, asAllowedUser, viewerOf } from './device-guard';
import { guardOf } from './guard';
import { api, preconditionOf, type KitDbRef } from './http';
import { respond, searchParams } from './respond';

/** Posting readings (a gateway's call): a session that may create READING_SUBJECT (the admin). */
const readingGuard = guardOf(READING_SUBJECT, 'notAllowed');

/** A record's version: its ETag. */
const versionOf = (record: { version: number }) => record.version;

export function deviceHandlers(db: KitDbRef): HttpHandler[] {
  return [
    http.get(api('/api/devices'), ({ request }) =>
      HttpResponse.json(listDevices(db(), searchParams(request), {}, viewerOf(db, request))),
    ),
    http.get(api('/api/devices/stats'), async () =>
      HttpResponse.json(await runInSteps(deviceStatsSteps(db()))),
    ),
    http.get(api('/api/devices/next-number'), ({ request }) =>
      respond(getNextDeviceNumber(db(), searchParams(request))),
    ),
    http.post(
      api('/api/devices'),
      allowedWrite(db, (body, { user }) => createDevice(db(), body, user.fullName)),
    ),
    http.get(api('/api/devices/:number'), ({ request, params }) =>
      respond(getDevice(db(), params.number, viewerOf(db, request)), versionOf),
    ),
    http.put(
      api('/api/devices/:number'),
      allowedWrite(
        db,
        (body, { request, params, user }) =>
          updateDevice(db(), params.number, body, user.fullName, preconditionOf(request)),
        versionOf,
      ),
    ),
    http.delete(
      api('/api/devices/:number'),
      asAllowedUser(db, ({ request, params, user }) =>
        respond(deleteDevice(db(), params.number, user.fullName, preconditionOf(request))),
      ),
    ),
    http.get(api('/api/devices/:number/readings'), ({ request, params }) =>
      respond(
        getReadingsWithPosted(db(), params.number, searchParams(request), viewerOf(db, request)),
      ),
    ),
    http.post(
      api('/api/devices/:number/readings'),
      readingGuard.allowedWrite(db, (body, { params }) =>
        ingestReadings(db(), params.number, body),
      ),
    ),
    http.get(api('/api/devices/:number/alarms'), ({ request, params }) =>
      respond(
        getAlarmsWithPosted(db(), params.number, searchParams(request), viewerOf(db, request)),
      ),
    ),
    http.get(api('/api/devices/:number/maintenance'), ({ request, params }) =>
      respond(listMaintenance(db(), params.number, searchParams(request), viewerOf(db, request))),
    ),
    http.post(
      api('/api/devices/:number/maintenance'),
      allowedWrite(db, (body, { params, user }) =>
        addMaintenance(db(), params.number, body, user.fullName),
      ),
    ),
    http.get(api('/api/devices/:number/history'), ({ request, params }) =>
      respond(listHistory(db(), params.number, searchParams(request), viewerOf(db, request))),
    ),
    http.get(api('/api/devices/:number/documents'), ({ request, params }) =>
      respond(listDocuments(db(), params.number, searchParams(request), viewerOf(db, request))),
    ),
  ];
}
