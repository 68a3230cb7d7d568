/** E-mail: GET /api/apps/email (list + counts) and POST (label toggle or field update). */
import type { EmailListParams, EmailListResponse, EmailUpdateRequest, EmailUpdateResponse } from '../types/email';
import { useApiMutation, useApiQuery } from './hooks';
import type { Requester } from './request';

export const emailKeys = {
  all: ['emails'] as const,
  list: (params: EmailListParams) => ['emails', params] as const,
};

export function fetchEmails(request: Requester, params: EmailListParams = {}, signal?: AbortSignal): Promise<EmailListResponse> {
  return request<EmailListResponse>('/api/apps/email', { query: { ...params }, signal });
}

export function updateEmails(request: Requester, body: EmailUpdateRequest): Promise<EmailUpdateResponse> {
  return request<EmailUpdateResponse>('/api/apps/email', { method: 'POST', body });
}

export function useEmails(params: EmailListParams = {}) {
  return useApiQuery(emailKeys.list(params), (request, signal) => fetchEmails(request, params, signal));
}

/** Mark read, star, trash, move or toggle a label; every list and count refreshes. */
export function useUpdateEmails() {
  return useApiMutation(updateEmails, [emailKeys.all]);
}
