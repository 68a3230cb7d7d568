/**
 * /api/apps/invoice (docs/spec.md §7, §8) and the invoice screens' writes. `clients` is registered
 * before `:id`.
 */
import { http, HttpResponse, type HttpHandler } from 'msw';

import {
  addInvoicePayment,
  createInvoice,
  deleteInvoice,
  getInvoice,
  listInvoiceClients,
  listInvoices,
  sendInvoice,
  updateInvoice,
} from '../queries/invoice';
import { allowedWrite, asAllowedUser } from './apps-guard';
import { api, type DbRef } from './http';
import { respond, searchParams } from './respond';

export function invoiceHandlers(db: DbRef): HttpHandler[] {
  return [
    http.get(api('/api/apps/invoice/clients'), () => HttpResponse.json(listInvoiceClients(db()))),
    http.get(api('/api/apps/invoice'), ({ request }) =>
      HttpResponse.json(listInvoices(db(), searchParams(request))),
    ),
    http.post(
      api('/api/apps/invoice'),
      allowedWrite(db, (body) => createInvoice(db(), body)),
    ),
    http.get(api('/api/apps/invoice/:id'), ({ params }) => respond(getInvoice(db(), params.id))),
    http.put(
      api('/api/apps/invoice/:id'),
      allowedWrite(db, (body, { params }) => updateInvoice(db(), params.id, body)),
    ),
    http.delete(
      api('/api/apps/invoice/:id'),
      asAllowedUser(db, ({ params }) => respond(deleteInvoice(db(), params.id))),
    ),
    http.post(
      api('/api/apps/invoice/:id/payments'),
      allowedWrite(db, (body, { params }) => addInvoicePayment(db(), params.id, body)),
    ),
    http.post(
      api('/api/apps/invoice/:id/send'),
      allowedWrite(db, (body, { params }) => sendInvoice(db(), params.id, body)),
    ),
  ];
}
