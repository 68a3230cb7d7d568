/** The attachment calls (docs/domain/attachments.md). */
import { z } from 'zod';

import { ATTACHMENT_SUBJECT } from '@/auth/subjects';

import * as at from '../attachments';
import { ATTACHMENT_CONTENT_TYPES } from '../attachments-values';
import { secured, tagged, type Errors, type Operation } from '../operation';

const TAG = 'Attachments';
const t = tagged(TAG);
const attachmentIdParam = z.object({
  id: at.attachmentId.meta({ description: 'The attachment’s id.' }),
});
const ownerNotFound: Errors = {
  404: [
    'message',
    'No device or work order has this number: `The device or work order to attach this file to was not found` (`attachmentOwnerNotFound`).',
  ],
};
const attachmentNotFound: Errors = {
  404: ['message', 'No attachment has this id: `Attachment not found` (`attachmentNotFound`).'],
};
/** The content types a file is served with, without their parameters. */
const MEDIA = [...new Set(Object.values(ATTACHMENT_CONTENT_TYPES).map((t) => t.split(';')[0]))];

/** Uploads and deletes are kept by the attachment store, not the simulation's journal. */
const ownStorage = (op: Operation): Operation => ({ ...op, ownStorage: true });

export const attachmentOperations: Operation[] = [
  t.read(
    '/api/attachments',
    'listAttachments',
    'The files of a device or work order',
    at.attachmentListResponse,
    {
      description: 'Every file attached to the device or work order, newest first.',
      query: at.attachmentListQuery,
      errors: { 400: ['fields', 'ownerKind or owner missing or refused.'], ...ownerNotFound },
    },
  ),
  ownStorage(
    secured(
      {
        method: 'post',
        path: '/api/attachments',
        operationId: 'uploadAttachment',
        tag: TAG,
        summary: 'Attach a file',
        description:
          'A multipart/form-data upload of `ownerKind`, `owner` and `file`. The kind is decided from the bytes, never the name or the part’s content type; a JPEG’s location data is removed; the answer’s `size` and `sha256` are those of the bytes stored, which GET …/content gives back.',
        form: at.attachmentUploadForm,
        ok: { status: 201, schema: at.attachment, description: 'The file’s record.' },
        errors: {
          400: [
            'either',
            'Refused fields (`file` missing or empty: `required`), or a body that is not multipart/form-data (`{ message }`).',
          ],
          ...ownerNotFound,
          413: [
            'message',
            'The file is larger than 10 MB: `The file is larger than 10 MB` (`attachmentTooLarge`).',
          ],
          415: [
            'message',
            'The bytes are no kind accepted (`attachmentKindRefused`), or a program whatever its name says (`attachmentExecutable`: `This file is a program, not a document or a photo, whatever its name says: it was refused`).',
          ],
        },
      },
      ATTACHMENT_SUBJECT,
    ),
  ),
  {
    method: 'get',
    path: '/api/attachments/{id}/content',
    operationId: 'getAttachmentContent',
    tag: TAG,
    summary: 'The file’s bytes',
    description:
      'The bytes stored, with the content type of the kind read from them, `Content-Disposition: attachment` with the name (RFC 5987 `filename*` for any character) and `X-Content-Type-Options: nosniff`.',
    params: attachmentIdParam,
    ok: { status: 200, description: 'The file’s bytes.', media: MEDIA },
    errors: attachmentNotFound,
  },
  ownStorage(
    secured(
      t.remove('/api/attachments/{id}', 'deleteAttachment', 'Delete a file', attachmentIdParam, {
        ...attachmentNotFound,
      }),
      ATTACHMENT_SUBJECT,
    ),
  ),
];
