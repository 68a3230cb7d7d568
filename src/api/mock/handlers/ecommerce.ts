/**
 * /api/apps/ecommerce/* (docs/spec.md §7, §8, and the product, order and invitation calls the
 * screens add).
 */
import { http, HttpResponse, type HttpHandler } from 'msw';

import {
  createProduct,
  deleteOrder,
  deleteProduct,
  deleteReview,
  getCustomer,
  getOrder,
  inviteReferral,
  listCustomers,
  listOrders,
  listProducts,
  listReferrals,
  listReviews,
  patchProduct,
} from '../queries/ecommerce';
import { allowedWrite, asAllowedUser } from './apps-guard';
import { api, type DbRef } from './http';
import { respond, searchParams } from './respond';

const base = '/api/apps/ecommerce';

export function ecommerceHandlers(db: DbRef): HttpHandler[] {
  return [
    http.get(api(`${base}/products`), ({ request }) =>
      HttpResponse.json(listProducts(db(), searchParams(request))),
    ),
    http.post(
      api(`${base}/products`),
      allowedWrite(db, (body) => createProduct(db(), body)),
    ),
    http.patch(
      api(`${base}/products/:id`),
      allowedWrite(db, (body, { params }) => patchProduct(db(), params.id, body)),
    ),
    http.delete(
      api(`${base}/products/:id`),
      asAllowedUser(db, ({ params }) => respond(deleteProduct(db(), params.id))),
    ),
    http.get(api(`${base}/orders`), ({ request }) =>
      HttpResponse.json(listOrders(db(), searchParams(request))),
    ),
    http.get(api(`${base}/orders/:id`), ({ params }) => respond(getOrder(db(), params.id))),
    http.delete(
      api(`${base}/orders/:id`),
      asAllowedUser(db, ({ params }) => respond(deleteOrder(db(), params.id))),
    ),
    http.get(api(`${base}/customers`), ({ request }) =>
      HttpResponse.json(listCustomers(db(), searchParams(request))),
    ),
    http.get(api(`${base}/customers/:id`), ({ params }) => respond(getCustomer(db(), params.id))),
    http.get(api(`${base}/reviews`), ({ request }) =>
      HttpResponse.json(listReviews(db(), searchParams(request))),
    ),
    http.delete(
      api(`${base}/reviews/:id`),
      asAllowedUser(db, ({ params }) => respond(deleteReview(db(), params.id))),
    ),
    http.get(api(`${base}/referrals`), ({ request }) =>
      HttpResponse.json(listReferrals(db(), searchParams(request))),
    ),
    http.post(
      api(`${base}/referrals/invite`),
      allowedWrite(db, (body) => inviteReferral(db(), body)),
    ),
  ];
}
