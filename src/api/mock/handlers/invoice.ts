/** /api/apps/invoice (SPEC.md §7, §8). `clients` is registered before `:id`. */
import { http, HttpResponse, type HttpHandler } from 'msw';
import { deleteInvoice, getInvoice, listInvoiceClients, listInvoices } from '../queries/invoice';
import { api, type DbRef } from './http';
import { respond, searchParams } from './respond';

export function invoiceHandlers(db: DbRef): HttpHandler[] {
  return [
    http.get(api('/api/apps/invoice/clients'), () => HttpResponse.json(listInvoiceClients(db()))),
    http.get(api('/api/apps/invoice'), ({ request }) => HttpResponse.json(listInvoices(db(), searchParams(request)))),
    http.get(api('/api/apps/invoice/:id'), ({ params }) => respond(getInvoice(db(), params.id))),
    http.delete(api('/api/apps/invoice/:id'), ({ params }) => respond(deleteInvoice(db(), params.id))),
  ];
}
