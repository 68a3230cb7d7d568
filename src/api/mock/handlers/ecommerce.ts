/** Handlers for ecommerce: see SPEC.md §7 / DEVICE-DOMAIN.md. Filled by issue 3. */
import type { HttpHandler } from 'msw';
import type { DbRef } from './http';

export function ecommerceHandlers(_db: DbRef): HttpHandler[] {
  return [];
}
