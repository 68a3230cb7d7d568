/** POST /api/auth/login (SPEC.md §7, §8). */
import { http, HttpResponse, type HttpHandler } from 'msw';
import { api, fieldErrors, isRecord, readJson, type DbRef } from './http';
import { login } from '../auth-query';

export function authHandlers(db: DbRef): HttpHandler[] {
  return [
    http.post(api('/api/auth/login'), async ({ request }) => {
      const body = await readJson(request);
      const result = login(db(), isRecord(body) ? body : {});
      return 'errors' in result ? fieldErrors(result.errors) : HttpResponse.json(result);
    }),
  ];
}
