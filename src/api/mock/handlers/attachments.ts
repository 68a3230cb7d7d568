/**
 * Attachment calls of docs/domain/attachments.md. Thin: the session first (401; 403 for one that
 * may change no owner), then the multipart form read into parts, the query in
 * `queries/attachments.ts`, the answer; the content call answers the bytes with the headers that
 * make a browser save them rather than run them.
 */
import { http, HttpResponse, type HttpHandler } from 'msw';

import { ATTACHMENT_MAX_BYTES } from '@/api/contract/attachments-values';
import {
  attachmentTooLarge,
  contentDisposition,
  mayHandleAttachments,
  type UploadParts,
} from '@/api/shared/attachments';
import { failure } from '@/api/shared/outcome';

import { sessionUser } from '../auth-query';
import {
  attachmentContent,
  deleteAttachment,
  listAttachments,
  uploadAttachment,
} from '../queries/attachments';
import { api, type KitDbRef } from './http';
import { respond, searchParams } from './respond';

/** Room for the form's boundaries and text fields around the file. */
const FORM_OVERHEAD = 64 * 1024;

/** The parts of a multipart form; anything else reads as an empty form (its fields required). */
async function partsOf(request: Request): Promise<UploadParts> {
  const parts: UploadParts = { fields: {}, files: [] };
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return parts;
  }
  for (const [field, value] of form.entries())
    if (typeof value === 'string') parts.fields[field] = value;
    else
      parts.files.push({
        field,
        name: value.name,
        bytes: new Uint8Array(await value.arrayBuffer()),
      });
  return parts;
}

/** The session's user when it may upload or delete some file; else the 401 or 403 answer. */
function sessionFor(db: KitDbRef, request: Request) {
  const user = sessionUser(db(), request.headers.get('authorization'));
  if (!user) return respond(failure('signInAgain', 401));
  if (!mayHandleAttachments(user.abilityRules)) return respond(failure('notAllowedChange', 403));
  return user;
}

export function attachmentHandlers(db: KitDbRef): HttpHandler[] {
  return [
    http.get(api('/api/attachments'), async ({ request }) =>
      respond(await listAttachments(db(), searchParams(request))),
    ),
    http.post(api('/api/attachments'), async ({ request }) => {
      const user = sessionFor(db, request);
      if (user instanceof Response) return user;
      if (Number(request.headers.get('content-length')) > ATTACHMENT_MAX_BYTES + FORM_OVERHEAD)
        return respond(attachmentTooLarge());
      return respond(await uploadAttachment(db(), await partsOf(request), user));
    }),
    http.get(api('/api/attachments/:id/content'), async ({ params }) => {
      const content = await attachmentContent(db(), params.id);
      if (!content.ok) return respond(content);
      const { record, bytes } = content.value;
      return new HttpResponse(bytes as Uint8Array<ArrayBuffer>, {
        status: 200,
        headers: {
          'Content-Type': record.contentType,
          'Content-Length': String(bytes.byteLength),
          'Content-Disposition': contentDisposition(record.name),
          'X-Content-Type-Options': 'nosniff',
        },
      });
    }),
    http.delete(api('/api/attachments/:id'), async ({ request, params }) => {
      const user = sessionFor(db, request);
      if (user instanceof Response) return user;
      return respond(await deleteAttachment(db(), params.id, user));
    }),
  ];
}
