/**
 * Invoices: list, clients, one invoice with payment details, delete; create, change, record a
 * payment, send.
 */
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';

import type {
  InvoiceClient,
  InvoiceDetailResponse,
  InvoiceInput,
  InvoiceListParams,
  InvoiceListResponse,
  InvoicePaymentInput,
  InvoiceSendInput,
} from '../types/invoice';
import { useRequester } from './api-provider';
import { bulkChangeHook, invalidateAll, useApiCall, useApiMutation, useApiQuery } from './hooks';
import { ApiError, type Requester } from './request';
import { deleteCall, postCall, recordCall, type PostCall, type RecordCall } from './rest';

export const invoiceKeys = {
  all: ['invoices'] as const,
  list: (params: InvoiceListParams) => ['invoices', params] as const,
  clients: () => ['invoices', 'clients'] as const,
  detail: (id: number) => ['invoices', 'detail', id] as const,
};

const path = '/api/apps/invoice';

export function fetchInvoices(
  request: Requester,
  params: InvoiceListParams = {},
  signal?: AbortSignal,
): Promise<InvoiceListResponse> {
  const { selectedDateRange, status, ...rest } = params;
  // The API reads the range as one JSON parameter, and several statuses repeated.
  return request<InvoiceListResponse>(path, {
    query: {
      ...rest,
      status: typeof status === 'string' ? status : status?.length ? status : undefined,
      selectedDateRange: selectedDateRange ? JSON.stringify(selectedDateRange) : undefined,
    },
    signal,
  });
}

export function fetchInvoiceClients(
  request: Requester,
  signal?: AbortSignal,
): Promise<InvoiceClient[]> {
  return request<InvoiceClient[]>(`${path}/clients`, { signal });
}

export const fetchInvoice: RecordCall<InvoiceDetailResponse> = recordCall(path);
export const deleteInvoice = deleteCall(path);
/** A new invoice (a Draft owing its total). */
export const createInvoice: PostCall<InvoiceInput, InvoiceDetailResponse> = postCall(path);

export interface UpdateInvoiceVariables {
  id: number;
  body: InvoiceInput;
}

/** Replaces what a person writes of an invoice; the API works out the total and balance again. */
export function updateInvoice(
  request: Requester,
  { id, body }: UpdateInvoiceVariables,
): Promise<InvoiceDetailResponse> {
  return request<InvoiceDetailResponse>(`${path}/${id}`, { method: 'PUT', body });
}

export interface AddInvoicePaymentVariables {
  id: number;
  payment: InvoicePaymentInput;
}

/** Records a payment: the balance falls by its amount (Paid at zero, Partial Payment otherwise). */
export function addInvoicePayment(
  request: Requester,
  { id, payment }: AddInvoicePaymentVariables,
): Promise<InvoiceDetailResponse> {
  return request<InvoiceDetailResponse>(`${path}/${id}/payments`, {
    method: 'POST',
    body: payment,
  });
}

export interface SendInvoiceVariables {
  id: number;
  email: InvoiceSendInput;
}

/** Sends the invoice by e-mail; a Draft becomes Sent. */
export function sendInvoice(
  request: Requester,
  { id, email }: SendInvoiceVariables,
): Promise<InvoiceDetailResponse> {
  return request<InvoiceDetailResponse>(`${path}/${id}/send`, { method: 'POST', body: email });
}

export function useInvoices(params: InvoiceListParams = {}, options: { enabled?: boolean } = {}) {
  return useApiQuery(
    invoiceKeys.list(params),
    (request, signal) => fetchInvoices(request, params, signal),
    { keepPrevious: true, ...options },
  );
}

export function useInvoiceClients() {
  return useApiQuery(invoiceKeys.clients(), fetchInvoiceClients);
}

/** 404 "No invoice found with this id" arrives as `error.status` / `error.message`. */
export function useInvoice(id: number, options: { enabled?: boolean } = {}) {
  return useApiQuery(
    invoiceKeys.detail(id),
    (request, signal) => fetchInvoice(request, id, signal),
    options,
  );
}

/**
 * A delete answered 404: the invoice was already gone (deleted elsewhere), which the caller may say
 * as such.
 */
export function isInvoiceGone(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/**
 * Deletes an invoice; the lists and figures are refetched. Also after a 404: the invoice is gone
 * all the same, and the lists on screen still show it.
 */
export function useDeleteInvoice() {
  const request = useRequester();
  const client = useQueryClient();
  return useMutation<void, Error, number>({
    mutationFn: (id) => deleteInvoice(request, id),
    onSettled: (_result, error) =>
      error && !isInvoiceGone(error) ? undefined : invalidateAll(client, [invoiceKeys.all]),
  });
}

/** Deletes the selected invoices; the lists and figures refresh even when some failed. */
export const useBulkDeleteInvoices = bulkChangeHook(
  (request, id: number) => deleteInvoice(request, id),
  [invoiceKeys.all],
);

/**
 * One invoice with its payment details, on demand (a PDF download from a list row): `(id) =>
 * Promise`.
 */
export function useInvoiceFetch() {
  return useApiCall(fetchInvoice);
}

/** A changed invoice goes straight into its detail query; the lists are refetched. */
const afterWrite = (client: QueryClient, result: InvoiceDetailResponse) => {
  client.setQueryData(invoiceKeys.detail(result.invoice.id), result);
  return invalidateAll(client, [invoiceKeys.all]);
};

export function useCreateInvoice() {
  return useApiMutation(createInvoice, afterWrite);
}

export function useUpdateInvoice() {
  return useApiMutation(updateInvoice, afterWrite);
}

export function useAddInvoicePayment() {
  return useApiMutation(addInvoicePayment, afterWrite);
}

export function useSendInvoice() {
  return useApiMutation(sendInvoice, afterWrite);
}
