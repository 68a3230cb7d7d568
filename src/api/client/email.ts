/** E-mail: the list with its counts, updates (labels, flags, folders), sending and drafts. */
import { useQuery } from '@tanstack/react-query';

import type {
  EmailComposeResponse,
  EmailDraftRequest,
  EmailListParams,
  EmailListResponse,
  EmailSendRequest,
  EmailUpdateRequest,
  EmailUpdateResponse,
} from '../types/email';
import { useRequester } from './api-provider';
import { useApiMutation } from './hooks';
import type { Requester } from './request';

export const emailKeys = {
  all: ['emails'] as const,
  list: (params: EmailListParams) => ['emails', params] as const,
};

export function fetchEmails(
  request: Requester,
  params: EmailListParams = {},
  signal?: AbortSignal,
): Promise<EmailListResponse> {
  return request<EmailListResponse>('/api/apps/email', { query: { ...params }, signal });
}

export function updateEmails(
  request: Requester,
  body: EmailUpdateRequest,
): Promise<EmailUpdateResponse> {
  return request<EmailUpdateResponse>('/api/apps/email', { method: 'POST', body });
}

export function sendEmail(
  request: Requester,
  body: EmailSendRequest,
): Promise<EmailComposeResponse> {
  return request<EmailComposeResponse>('/api/apps/email/send', { method: 'POST', body });
}

export function saveEmailDraft(
  request: Requester,
  body: EmailDraftRequest,
): Promise<EmailComposeResponse> {
  return request<EmailComposeResponse>('/api/apps/email/draft', { method: 'POST', body });
}

/**
 * The e-mails of a folder, label, the trash or the starred, with the folder counts. While a new
 * search of the same view loads, the last answer stays on screen; another folder or label starts
 * empty (its mail must never show under the other's name).
 */
export function useEmails(params: EmailListParams = {}) {
  const request = useRequester();
  return useQuery({
    queryKey: emailKeys.list(params),
    queryFn: ({ signal }) => fetchEmails(request, params, signal),
    placeholderData: (previous, query) => {
      const shown = query?.queryKey[1] as EmailListParams | undefined;
      return shown && shown.filter === params.filter && shown.label === params.label
        ? previous
        : undefined;
    },
  });
}

/** Mark read, star, trash, move or toggle a label; every list and count refreshes. */
export function useUpdateEmails() {
  return useApiMutation(updateEmails, [emailKeys.all]);
}

/** Send an e-mail (it lands in sent; a continued draft leaves draft). */
export function useSendEmail() {
  return useApiMutation(sendEmail, [emailKeys.all]);
}

/** Save a draft (new, or the one being continued). */
export function useSaveEmailDraft() {
  return useApiMutation(saveEmailDraft, [emailKeys.all]);
}
