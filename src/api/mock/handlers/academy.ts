/** /api/apps/academy/* (docs/spec.md §7), and the progress write that starts a course over. */
import { http, HttpResponse, type HttpHandler } from 'msw';

import { getCourseDetails, listCourses, setCourseProgress } from '../queries/academy';
import { allowedWrite } from './apps-guard';
import { api, type DbRef, type HandlerArgs } from './http';
import { respond, searchParams } from './respond';

export function academyHandlers(db: DbRef): HttpHandler[] {
  return [
    http.get(api('/api/apps/academy/courses'), ({ request }) =>
      HttpResponse.json(listCourses(db(), searchParams(request))),
    ),
    http.get(api('/api/apps/academy/course-details'), ({ request }) =>
      respond(getCourseDetails(db(), searchParams(request))),
    ),
    http.put(
      api('/api/apps/academy/courses/:id/progress'),
      allowedWrite(db, (body, { params }: HandlerArgs) => setCourseProgress(db(), params.id, body)),
    ),
  ];
}
