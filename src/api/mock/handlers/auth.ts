/** POST /api/auth/login (docs/spec.md §7, §8). */
import { http, type HttpHandler } from 'msw';

import { login } from '../auth-query';
import { api, withBody, type KitDbRef } from './http';

export function authHandlers(db: KitDbRef): HttpHandler[] {
  return [
    http.post(
      api('/api/auth/login'),
      withBody((body) => login(db(), body)),
    ),
  ];
}
