/**
 * Attachments: typed calls and TanStack Query hooks (docs/domain/attachments.md). An upload is
 * sent as a multipart form, a file's content is read as a Blob (screens open or save it from an
 * object URL: the content call is the API's, not a page the browser navigates to).
 */
import type { Attachment, AttachmentListResponse, AttachmentOwnerKind } from '../types/attachments';
import { mutationHook, useApiCall, useApiQuery } from './hooks';
import type { Requester } from './request';

/** What files are attached to: a device or a work order, by number. */
export interface AttachmentOwner {
  kind: AttachmentOwnerKind;
  number: string;
}

export const attachmentKeys = {
  all: ['attachments'] as const,
  list: (owner: AttachmentOwner) => [...attachmentKeys.all, owner.kind, owner.number] as const,
};

const path = '/api/attachments';

export const listAttachments = (request: Requester, owner: AttachmentOwner, signal?: AbortSignal) =>
  request<AttachmentListResponse>(path, {
    query: { ownerKind: owner.kind, owner: owner.number },
    signal,
  });

export interface UploadAttachmentVariables {
  owner: AttachmentOwner;
  file: File;
}

/** Uploads a file: 413 over 10 MB, 415 for a kind refused (the API's message says which). */
export function uploadAttachment(
  request: Requester,
  { owner, file }: UploadAttachmentVariables,
): Promise<Attachment> {
  const form = new FormData();
  form.append('ownerKind', owner.kind);
  form.append('owner', owner.number);
  form.append('file', file, file.name);
  return request<Attachment>(path, { method: 'POST', form });
}

/** The bytes stored, as a Blob of the kind's content type. */
export const attachmentContent = (request: Requester, id: string, signal?: AbortSignal) =>
  request<Blob>(`${path}/${encodeURIComponent(id)}/content`, { file: true, signal });

export const deleteAttachment = (request: Requester, id: string) =>
  request<void>(`${path}/${encodeURIComponent(id)}`, { method: 'DELETE' });

/** The files of a device or work order, newest first. */
export function useAttachments(owner: AttachmentOwner | null | undefined) {
  return useApiQuery(
    attachmentKeys.list(owner ?? { kind: 'device', number: '' }),
    (request, signal) => listAttachments(request, owner!, signal),
    { enabled: !!owner?.number },
  );
}

/** A change refreshes every list of files (an owner's Documents tab, wherever it shows). */
export const useUploadAttachment = mutationHook(uploadAttachment, [attachmentKeys.all]);
export const useDeleteAttachment = mutationHook(deleteAttachment, [attachmentKeys.all]);

/** Reads a file's bytes on demand (open, download): `(id) => Promise<Blob>`. */
export function useAttachmentContentFetch() {
  return useApiCall(attachmentContent);
}
