/** /api/apps/academy/* (SPEC.md §7). */
import { http, HttpResponse, type HttpHandler } from 'msw';
import { getCourseDetails, listCourses } from '../queries/academy';
import { api, type DbRef } from './http';
import { searchParams } from './respond';

export function academyHandlers(db: DbRef): HttpHandler[] {
  return [
    http.get(api('/api/apps/academy/courses'), ({ request }) => HttpResponse.json(listCourses(db(), searchParams(request)))),
    http.get(api('/api/apps/academy/course-details'), () => HttpResponse.json(getCourseDetails(db()))),
  ];
}
