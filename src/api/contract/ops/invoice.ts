/** The Invoices calls (SPEC.md §7, §8). */
import { z } from 'zod';
import * as invoice from '../invoice';
import { idParam, missing, tagged, type Operation } from '../operation';

const iv = tagged('Invoices');

export const invoiceOperations: Operation[] = [
  iv.read('/api/apps/invoice/clients', 'listInvoiceClients', 'The first 5 clients', z.array(invoice.invoiceClient).meta({ id: 'InvoiceClientList' })),
  iv.list('/api/apps/invoice', 'listInvoices', 'Invoices', invoice.invoiceListQuery, invoice.invoiceListResponse, 'Newest first.'),
  iv.read('/api/apps/invoice/{id}', 'getInvoice', 'One invoice with payment details', invoice.invoiceDetailResponse, { params: idParam('invoice'), errors: missing('`No invoice found with this id` (SPEC §8).') }),
  iv.remove('/api/apps/invoice/{id}', 'deleteInvoice', 'Delete an invoice', idParam('invoice'), missing('`something went wrong` (SPEC §8).'), 200),
];
