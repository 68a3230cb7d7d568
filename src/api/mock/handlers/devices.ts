/**
 * Device calls of DEVICE-DOMAIN.md. Thin: parse the request, call the pure function in
 * `queries/devices.ts`, shape the answer. Static paths (`stats`, `next-number`) come before
 * `/api/devices/:number` so they are never read as a device number.
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { MockDb } from '../db';
import {
  DEFAULT_ACTOR,
  addMaintenance,
  createDevice,
  deleteDevice,
  getAlarms,
  getDevice,
  getDeviceStats,
  getNextDeviceNumber,
  getReadings,
  listDevices,
  listDocuments,
  listHistory,
  listMaintenance,
  updateDevice,
} from '../queries/devices';
import type { Outcome } from '../queries/device-result';
import { api, errorMessage, fieldErrors, readJson, type DbRef } from './http';

/** The HTTP answer of a query outcome (shared by the three device-domain handler files). */
export function respond<T>(outcome: Outcome<T>): Response {
  if (outcome.ok) return outcome.status === 204 ? new HttpResponse(null, { status: 204 }) : HttpResponse.json(outcome.value as object, { status: outcome.status });
  return outcome.status === 400 ? fieldErrors(outcome.errors) : errorMessage(outcome.message, outcome.status);
}

/**
 * Who history records for a write: the login user of the demo token (`Bearer demo.{id}.…`, as
 * the login call issues it) when the request carries one.
 */
export function actorOf(request: Request, db: Pick<MockDb, 'loginUsers'>): string {
  const match = /^Bearer demo\.(\d+)\./.exec(request.headers.get('authorization') ?? '');
  const user = match ? db.loginUsers.find((u) => u.id === Number(match[1])) : undefined;
  return user?.fullName ?? DEFAULT_ACTOR;
}

const searchOf = (request: Request) => new URL(request.url).searchParams;

export function deviceHandlers(db: DbRef): HttpHandler[] {
  return [
    http.get(api('/api/devices'), ({ request }) => HttpResponse.json(listDevices(db(), searchOf(request)))),
    http.get(api('/api/devices/stats'), () => HttpResponse.json(getDeviceStats(db()))),
    http.get(api('/api/devices/next-number'), ({ request }) => respond(getNextDeviceNumber(db(), searchOf(request)))),
    http.post(api('/api/devices'), async ({ request }) => respond(createDevice(db(), await readJson(request), actorOf(request, db())))),
    http.get(api('/api/devices/:number'), ({ params }) => respond(getDevice(db(), params.number))),
    http.put(api('/api/devices/:number'), async ({ request, params }) => respond(updateDevice(db(), params.number, await readJson(request), actorOf(request, db())))),
    http.delete(api('/api/devices/:number'), ({ params }) => respond(deleteDevice(db(), params.number))),
    http.get(api('/api/devices/:number/readings'), ({ request, params }) => respond(getReadings(db(), params.number, searchOf(request)))),
    http.get(api('/api/devices/:number/alarms'), ({ request, params }) => respond(getAlarms(db(), params.number, searchOf(request)))),
    http.get(api('/api/devices/:number/maintenance'), ({ request, params }) => respond(listMaintenance(db(), params.number, searchOf(request)))),
    http.post(api('/api/devices/:number/maintenance'), async ({ request, params }) =>
      respond(addMaintenance(db(), params.number, await readJson(request), actorOf(request, db()))),
    ),
    http.get(api('/api/devices/:number/history'), ({ request, params }) => respond(listHistory(db(), params.number, searchOf(request)))),
    http.get(api('/api/devices/:number/documents'), ({ request, params }) => respond(listDocuments(db(), params.number, searchOf(request)))),
  ];
}
