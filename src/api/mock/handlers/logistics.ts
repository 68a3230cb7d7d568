/** /api/apps/logistics/vehicles (SPEC.md §7). */
import { http, HttpResponse, type HttpHandler } from 'msw';
import { listVehicles } from '../queries/logistics';
import { api, type DbRef } from './http';
import { searchParams } from './respond';

export function logisticsHandlers(db: DbRef): HttpHandler[] {
  return [http.get(api('/api/apps/logistics/vehicles'), ({ request }) => HttpResponse.json(listVehicles(db(), searchParams(request))))];
}
