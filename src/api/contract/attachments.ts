/**
 * Attachments (docs/domain/attachments.md) as schemas: a file's record (what it is attached to,
 * its kind decided from the bytes, size, SHA-256, who uploaded it and when), the upload's form
 * fields and the list's parameters. The rules on the bytes (kind, size, location data) are in
 * src/api/shared/attachments.ts, which both targets apply.
 */
import { z } from 'zod';

import {
  ATTACHMENT_KINDS,
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_NAME_MAX,
  ATTACHMENT_OWNER_KINDS,
} from './attachments-values';
import { count, isoDateTime, requiredText } from './common';

export const attachmentOwnerKind = z.enum(ATTACHMENT_OWNER_KINDS).meta({
  description: 'What the file is attached to: a device or a work order.',
});
export const attachmentKind = z.enum(ATTACHMENT_KINDS).meta({
  description:
    'What the bytes are, read from their signatures (never the name or the content type sent): jpeg, png, webp, heic photos; pdf; xlsx; csv or text (UTF-8 text; csv when its first lines hold the same number of commas, semicolons or tabs).',
});

/** The number of the device or work order a file is attached to. */
const ownerNumber = requiredText(20).meta({
  description: 'The device number (e.g. 24DC10001) or work order number (e.g. WO-2026-00001).',
});

/** An attachment's id: a UUID. */
export const attachmentId = z.uuid();

export const attachment = z
  .object({
    id: attachmentId,
    name: z.string().max(ATTACHMENT_NAME_MAX).meta({
      description:
        'The file name as uploaded: its last path part, without control characters or quotes.',
    }),
    kind: attachmentKind,
    contentType: z.string().meta({ description: 'The content type its bytes are served with.' }),
    size: count.max(ATTACHMENT_MAX_BYTES).meta({ description: 'Bytes stored.' }),
    sha256: z
      .string()
      .regex(/^[0-9a-f]{64}$/)
      .meta({ description: 'SHA-256 of the bytes stored (what the content call answers).' }),
    owner: z.object({ kind: attachmentOwnerKind, number: z.string() }),
    uploadedBy: z.object({ id: z.int(), name: z.string() }),
    uploadedAt: isoDateTime,
  })
  .meta({ id: 'Attachment' });
export type Attachment = z.infer<typeof attachment>;

/** The fields of POST /api/attachments besides the file: what the file is attached to. */
export const attachmentOwnerFields = z.strictObject({
  ownerKind: attachmentOwnerKind,
  owner: ownerNumber,
});
export type AttachmentOwnerFields = z.infer<typeof attachmentOwnerFields>;

/** The form of POST /api/attachments (multipart/form-data): the owner and the file. */
export const attachmentUploadForm = attachmentOwnerFields
  .extend({
    file: z.file().max(ATTACHMENT_MAX_BYTES).meta({
      description:
        'The file, at most 10 MB (413). Its kind is read from its bytes (415 for any other, and for a program whatever its name); a JPEG’s EXIF, XMP and IPTC metadata (the GPS position) are removed before it is stored.',
    }),
  })
  .meta({ id: 'AttachmentUpload' });

/** GET /api/attachments: the files of one device or work order. */
export const attachmentListQuery = attachmentOwnerFields;

export const attachmentListResponse = z
  .object({ attachments: z.array(attachment), total: count })
  .meta({
    id: 'AttachmentList',
    description: 'Newest first (ties by name).',
  });
export type AttachmentListResponse = z.infer<typeof attachmentListResponse>;
