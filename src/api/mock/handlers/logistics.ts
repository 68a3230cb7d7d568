/** /api/apps/logistics/vehicles (docs/spec.md §7) and the dashboard's /stats. */
import { http, HttpResponse, type HttpHandler } from 'msw';

import { listVehicles, vehicleStats } from '../queries/logistics';
import { api, type DbRef } from './http';
import { searchParams } from './respond';

export function logisticsHandlers(db: DbRef): HttpHandler[] {
  return [
    http.get(api('/api/apps/logistics/vehicles'), ({ request }) =>
      HttpResponse.json(listVehicles(db(), searchParams(request))),
    ),
    http.get(api('/api/apps/logistics/stats'), () => HttpResponse.json(vehicleStats(db()))),
  ];
}
