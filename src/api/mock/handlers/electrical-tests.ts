/**
 * Electrical test calls of docs/domain/electrical-tests.md. Thin: parse the request, call the
 * pure function in `queries/electrical-tests.ts`, shape the answer. Reads are open; recording a
 * result needs the WorkOrder subject (the admin, technicians), a type's limits the Device subject
 * (the admin).
 */
import { http, HttpResponse, type HttpHandler } from 'msw';

import {
  createTestResult,
  listTestResults,
  listTestTemplates,
  updateTestLimits,
} from '../queries/electrical-tests';
import { allowedWrite as deviceWrite } from './device-guard';
import { api, preconditionOf, type KitDbRef } from './http';
import { respond, searchParams } from './respond';
import { allowedWrite as workOrderWrite } from './work-order-guard';

/** The templates' version (a type's limits): their ETag; none without a type. */
const versionOf = (templates: { version: number | null }) => templates.version ?? 1;

export function electricalTestHandlers(db: KitDbRef): HttpHandler[] {
  return [
    http.get(api('/api/test-templates'), ({ request }) =>
      respond(listTestTemplates(db(), searchParams(request)), versionOf),
    ),
    http.put(
      api('/api/device-types/:id/test-limits'),
      deviceWrite(
        db,
        (body, { request, params }) =>
          updateTestLimits(db(), params.id, body, preconditionOf(request)),
        versionOf,
      ),
    ),
    http.get(api('/api/test-results'), ({ request }) =>
      HttpResponse.json(listTestResults(db(), searchParams(request))),
    ),
    http.post(
      api('/api/test-results'),
      workOrderWrite(db, (body, { user }) => createTestResult(db(), body, user)),
    ),
  ];
}
