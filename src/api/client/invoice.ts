/** Invoices: list, clients, single invoice with payment details, delete. */
import type { InvoiceClient, InvoiceDetailResponse, InvoiceListParams, InvoiceListResponse } from '../types/invoice';
import { useApiMutation, useApiQuery } from './hooks';
import type { Requester } from './request';

export const invoiceKeys = {
  all: ['invoices'] as const,
  list: (params: InvoiceListParams) => ['invoices', params] as const,
  clients: () => ['invoices', 'clients'] as const,
  detail: (id: number) => ['invoices', 'detail', id] as const,
};

export function fetchInvoices(request: Requester, params: InvoiceListParams = {}, signal?: AbortSignal): Promise<InvoiceListResponse> {
  const { selectedDateRange, ...rest } = params;
  // The API reads the range as one JSON parameter.
  return request<InvoiceListResponse>('/api/apps/invoice', {
    query: { ...rest, selectedDateRange: selectedDateRange ? JSON.stringify(selectedDateRange) : undefined },
    signal,
  });
}

export function fetchInvoiceClients(request: Requester, signal?: AbortSignal): Promise<InvoiceClient[]> {
  return request<InvoiceClient[]>('/api/apps/invoice/clients', { signal });
}

export function fetchInvoice(request: Requester, id: number, signal?: AbortSignal): Promise<InvoiceDetailResponse> {
  return request<InvoiceDetailResponse>(`/api/apps/invoice/${id}`, { signal });
}

export function deleteInvoice(request: Requester, id: number): Promise<void> {
  return request<void>(`/api/apps/invoice/${id}`, { method: 'DELETE' });
}

export function useInvoices(params: InvoiceListParams = {}) {
  return useApiQuery(invoiceKeys.list(params), (request, signal) => fetchInvoices(request, params, signal), { keepPrevious: true });
}

export function useInvoiceClients() {
  return useApiQuery(invoiceKeys.clients(), fetchInvoiceClients);
}

/** 404 "No invoice found with this id" arrives as `error.status` / `error.message`. */
export function useInvoice(id: number) {
  return useApiQuery(invoiceKeys.detail(id), (request, signal) => fetchInvoice(request, id, signal));
}

export function useDeleteInvoice() {
  return useApiMutation(deleteInvoice, [invoiceKeys.all]);
}
