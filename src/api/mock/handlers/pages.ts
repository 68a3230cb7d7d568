/** /api/pages/* (docs/spec.md §7). */
import { http, HttpResponse, type HttpHandler } from 'msw';

import { sessionUser } from '../auth-query';
import {
  getHelpArticle,
  getHelpCenter,
  getProfileHeader,
  getProfileTab,
  listSales,
  searchFaq,
  updateConnection,
  voteHelpArticle,
} from '../queries/pages';
import { allowedWrite } from './apps-guard';
import { api, type DbRef, type HandlerArgs } from './http';
import { respond, searchParams } from './respond';

/** The signed-in user's id, if the request carries a valid session (a vote is theirs then). */
const userIdOf = (db: DbRef, request: Request) =>
  sessionUser(db(), request.headers.get('authorization'))?.id;

export function pagesHandlers(db: DbRef): HttpHandler[] {
  return [
    http.get(api('/api/pages/datatable'), ({ request }) =>
      HttpResponse.json(listSales(db(), searchParams(request))),
    ),
    http.get(api('/api/pages/faq'), ({ request }) =>
      HttpResponse.json(searchFaq(db(), searchParams(request))),
    ),
    http.get(api('/api/pages/help-center'), () => HttpResponse.json(getHelpCenter(db()))),
    http.get(api('/api/pages/help-center/article'), ({ request }) =>
      respond(getHelpArticle(db(), searchParams(request), userIdOf(db, request))),
    ),
    http.post(
      api('/api/pages/help-center/article/feedback'),
      allowedWrite(db, (body, { user }) => voteHelpArticle(db(), body, user.id)),
    ),
    http.get(api('/api/pages/profile/header'), () => HttpResponse.json(getProfileHeader(db()))),
    http.get(api('/api/pages/profile'), ({ request }) =>
      respond(getProfileTab(db(), searchParams(request))),
    ),
    http.put(
      api('/api/pages/profile/connections/:id'),
      allowedWrite(db, (body, { params }: HandlerArgs) => updateConnection(db(), params.id, body)),
    ),
  ];
}
