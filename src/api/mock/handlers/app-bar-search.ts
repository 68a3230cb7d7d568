/** GET /api/app-bar/search (docs/spec.md §7). */
import { http, HttpResponse, type HttpHandler } from 'msw';

import { can } from '@/auth/ability';
import { APPS_SUBJECT } from '@/auth/subjects';

import { sessionUser } from '../auth-query';
import { appBarSearch } from '../queries/search';
import { api, type KitDbRef } from './http';
import { searchParams } from './respond';

export function appBarSearchHandlers(db: KitDbRef): HttpHandler[] {
  return [
    http.get(api('/api/app-bar/search'), ({ request }) => {
      // Reads stay open (docs/spec.md §7); people are found only for a session that may read the
      // sample apps.
      const user = sessionUser(db(), request.headers.get('authorization'));
      return HttpResponse.json(
        appBarSearch(db(), searchParams(request), {
          canReadUsers: user !== undefined && can(user.abilityRules, 'read', APPS_SUBJECT),
        }),
      );
    }),
  ];
}
