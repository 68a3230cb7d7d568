/** /api/dashboard/* (docs/spec.md §7): the home screen's project table. */
import { http, HttpResponse, type HttpHandler } from 'msw';

import { listProjects } from '../queries/dashboard';
import { api, type KitDbRef } from './http';
import { searchParams } from './respond';

export function dashboardHandlers(db: KitDbRef): HttpHandler[] {
  return [
    http.get(api('/api/dashboard/analytics/projects'), ({ request }) =>
      HttpResponse.json(listProjects(db(), searchParams(request))),
    ),
  ];
}
