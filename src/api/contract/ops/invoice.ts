/**
 * The Invoices calls (docs/spec.md §7, §8) and the invoice screens' writes: create, change,
 * payments, send.
 */
import { z } from 'zod';

import * as invoice from '../invoice';
import { changed, created, idParam, missing, tagged, type Operation } from '../operation';

const iv = tagged('Invoices');
const invoiceId = idParam('invoice');
const notFound = missing('`No invoice found with this id` (SPEC §8).');

export const invoiceOperations: Operation[] = [
  iv.read(
    '/api/apps/invoice/clients',
    'listInvoiceClients',
    'The first 5 clients',
    z.array(invoice.invoiceClient).meta({ id: 'InvoiceClientList' }),
  ),
  iv.list(
    '/api/apps/invoice',
    'listInvoices',
    'Invoices',
    invoice.invoiceListQuery,
    invoice.invoiceListResponse,
    'Newest first.',
  ),
  iv.write(
    'post',
    '/api/apps/invoice',
    'createInvoice',
    'Add an invoice',
    invoice.invoiceInputBody,
    created(invoice.invoiceDetailResponse, 'The new invoice, a Draft owing its total.'),
    {
      description:
        'The next id, status Draft, no payments. The total is worked out from the lines: Σ cost × qty, less the discount, plus taxRate % of that, in whole cents; the balance is the total. The service is the first line’s item.',
    },
  ),
  iv.read(
    '/api/apps/invoice/{id}',
    'getInvoice',
    'One invoice with payment details',
    invoice.invoiceDetailResponse,
    { params: invoiceId, errors: notFound },
  ),
  iv.write(
    'put',
    '/api/apps/invoice/{id}',
    'updateInvoice',
    'Change an invoice',
    invoice.invoiceInputBody,
    changed(invoice.invoiceDetailResponse, 'The invoice after the change.'),
    {
      description:
        'Replaces the client, dates, lines, tax, discount, salesperson and note; the total is worked out again and the balance is the new total less the payments. With payments recorded, the status becomes Paid when nothing is owed and Partial Payment otherwise; without, it stays.',
      params: invoiceId,
      errors: notFound,
    },
  ),
  iv.remove(
    '/api/apps/invoice/{id}',
    'deleteInvoice',
    'Delete an invoice',
    invoiceId,
    missing('`something went wrong` (SPEC §8).'),
    200,
  ),
  iv.write(
    'post',
    '/api/apps/invoice/{id}/payments',
    'addInvoicePayment',
    'Record a payment',
    invoice.invoicePaymentBody,
    created(
      invoice.invoiceDetailResponse,
      'The invoice with the payment: its balance lower by the amount.',
    ),
    {
      description:
        'The amount must be more than 0 and at most the balance, the date not after today. The status becomes Paid when the balance reaches 0, Partial Payment otherwise.',
      params: invoiceId,
      errors: notFound,
    },
  ),
  iv.write(
    'post',
    '/api/apps/invoice/{id}/send',
    'sendInvoice',
    'Send an invoice by e-mail',
    invoice.invoiceSendBody,
    changed(invoice.invoiceDetailResponse, 'The invoice with the sending recorded.'),
    {
      description: 'Recorded in `sends`. A Draft becomes Sent; any other status stays.',
      params: invoiceId,
      errors: notFound,
    },
  ),
];
