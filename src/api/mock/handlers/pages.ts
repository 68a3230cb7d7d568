/** /api/pages/* and the dashboard's project table (SPEC.md §7). */
import { http, HttpResponse, type HttpHandler } from 'msw';
import { getHelpArticle, getHelpCenter, getProfileHeader, getProfileTab, listProjects, listSales, searchFaq } from '../queries/pages';
import { api, type DbRef } from './http';
import { respond, searchParams } from './respond';

export function pagesHandlers(db: DbRef): HttpHandler[] {
  return [
    http.get(api('/api/dashboard/analytics/projects'), ({ request }) => HttpResponse.json(listProjects(db(), searchParams(request)))),
    http.get(api('/api/pages/datatable'), ({ request }) => HttpResponse.json(listSales(db(), searchParams(request)))),
    http.get(api('/api/pages/faq'), ({ request }) => HttpResponse.json(searchFaq(db(), searchParams(request)))),
    http.get(api('/api/pages/help-center'), () => HttpResponse.json(getHelpCenter(db()))),
    http.get(api('/api/pages/help-center/article'), () => HttpResponse.json(getHelpArticle(db()))),
    http.get(api('/api/pages/profile/header'), () => HttpResponse.json(getProfileHeader(db()))),
    http.get(api('/api/pages/profile'), ({ request }) => respond(getProfileTab(db(), searchParams(request)))),
  ];
}
