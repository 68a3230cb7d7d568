/** Invoices: list, clients, single invoice with payment details, delete. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InvoiceClient, InvoiceDetailResponse, InvoiceListParams, InvoiceListResponse } from '../types/invoice';
import { useRequester } from './api-provider';
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
  const request = useRequester();
  return useQuery({ queryKey: invoiceKeys.list(params), queryFn: ({ signal }) => fetchInvoices(request, params, signal), placeholderData: keepPreviousData });
}

export function useInvoiceClients() {
  const request = useRequester();
  return useQuery({ queryKey: invoiceKeys.clients(), queryFn: ({ signal }) => fetchInvoiceClients(request, signal) });
}

/** 404 "No invoice found with this id" arrives as `error.status` / `error.message`. */
export function useInvoice(id: number) {
  const request = useRequester();
  return useQuery({ queryKey: invoiceKeys.detail(id), queryFn: ({ signal }) => fetchInvoice(request, id, signal) });
}

export function useDeleteInvoice() {
  const request = useRequester();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteInvoice(request, id),
    onSuccess: () => client.invalidateQueries({ queryKey: invoiceKeys.all }),
  });
}
