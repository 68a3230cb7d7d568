/**
 * Maintenance plan calls of docs/domain/maintenance-plans.md. Thin: parse the request, call the
 * pure function in `queries/maintenance-plans.ts`, shape the answer. Reads are open; writes need
 * the MaintenancePlan subject (the admin).
 */
import { http, HttpResponse, type HttpHandler } from 'msw';

import { MAINTENANCE_PLAN_SUBJECT } from '@/auth/subjects';

import {
  changePlanOccurrence,
  createMaintenancePlan,
  deleteMaintenancePlan,
  getMaintenancePlan,
  getPlanSchedule,
  listMaintenancePlans,
  updateMaintenancePlan,
} from '../queries/maintenance-plans';
import { guardOf } from './guard';
import { api, preconditionOf, type KitDbRef } from './http';
import { respond, searchParams } from './respond';

const { allowedWrite, asAllowedUser } = guardOf(MAINTENANCE_PLAN_SUBJECT, 'notAllowedChange');

/** A plan's version: its ETag. */
const versionOf = (plan: { version: number }) => plan.version;

export function maintenancePlanHandlers(db: KitDbRef): HttpHandler[] {
  return [
    http.get(api('/api/maintenance-plans'), ({ request }) =>
      HttpResponse.json(listMaintenancePlans(db(), searchParams(request))),
    ),
    http.post(
      api('/api/maintenance-plans'),
      allowedWrite(db, (body) => createMaintenancePlan(db(), body), versionOf),
    ),
    http.get(api('/api/maintenance-plans/:id'), ({ params }) =>
      respond(getMaintenancePlan(db(), params.id), versionOf),
    ),
    http.put(
      api('/api/maintenance-plans/:id'),
      allowedWrite(
        db,
        (body, { request, params }) =>
          updateMaintenancePlan(db(), params.id, body, preconditionOf(request)),
        versionOf,
      ),
    ),
    http.delete(
      api('/api/maintenance-plans/:id'),
      asAllowedUser(db, ({ request, params }) =>
        respond(deleteMaintenancePlan(db(), params.id, preconditionOf(request))),
      ),
    ),
    http.get(api('/api/maintenance-plans/:id/schedule'), ({ request, params }) =>
      respond(getPlanSchedule(db(), params.id, searchParams(request))),
    ),
    http.post(
      api('/api/maintenance-plans/:id/occurrence'),
      allowedWrite(db, (body, { params, user }) =>
        changePlanOccurrence(db(), params.id, body, user),
      ),
    ),
  ];
}
