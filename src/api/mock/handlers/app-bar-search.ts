/** GET /api/app-bar/search (SPEC.md §7). */
import { http, HttpResponse, type HttpHandler } from 'msw';
import { appBarSearch } from '../queries/search';
import { api, type KitDbRef } from './http';
import { searchParams } from './respond';

export function appBarSearchHandlers(db: KitDbRef): HttpHandler[] {
  return [http.get(api('/api/app-bar/search'), ({ request }) => HttpResponse.json(appBarSearch(db(), searchParams(request))))];
}
