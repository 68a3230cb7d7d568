/**
 * Work order calls of docs/domain/work-orders.md. Thin: parse the request, call the pure function
 * in `queries/work-orders.ts`, shape the answer. Static paths (`stats`, `assignees`) come before
 * `/api/work-orders/:number` so they are never read as a number.
 */
import { http, HttpResponse, type HttpHandler } from 'msw';

import {
  addWorkOrderComment,
  changeWorkOrderStatus,
  createWorkOrder,
  getWorkOrder,
  listAssignees,
  listWorkOrders,
  updateWorkOrder,
  workOrderStats,
} from '../queries/work-orders';
import { api, preconditionOf, type KitDbRef } from './http';
import { respond, searchParams } from './respond';
import { allowedWrite } from './work-order-guard';

/** An order's version: its ETag. */
const versionOf = (order: { version: number }) => order.version;

export function workOrderHandlers(db: KitDbRef): HttpHandler[] {
  return [
    http.get(api('/api/work-orders'), ({ request }) =>
      HttpResponse.json(listWorkOrders(db(), searchParams(request))),
    ),
    http.get(api('/api/work-orders/stats'), () => HttpResponse.json(workOrderStats(db()))),
    http.get(api('/api/work-orders/assignees'), () => HttpResponse.json(listAssignees(db()))),
    http.post(
      api('/api/work-orders'),
      allowedWrite(db, (body, { user }) => createWorkOrder(db(), body, user)),
    ),
    http.get(api('/api/work-orders/:number'), ({ params }) =>
      respond(getWorkOrder(db(), params.number), versionOf),
    ),
    http.put(
      api('/api/work-orders/:number'),
      allowedWrite(
        db,
        (body, { request, params, user }) =>
          updateWorkOrder(db(), params.number, body, user, preconditionOf(request)),
        versionOf,
      ),
    ),
    http.post(
      api('/api/work-orders/:number/status'),
      allowedWrite(
        db,
        (body, { request, params, user }) =>
          changeWorkOrderStatus(db(), params.number, body, user, preconditionOf(request)),
        versionOf,
      ),
    ),
    http.post(
      api('/api/work-orders/:number/comments'),
      allowedWrite(db, (body, { params, user }) =>
        addWorkOrderComment(db(), params.number, body, user),
      ),
    ),
  ];
}
