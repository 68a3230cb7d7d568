/**
 * The attachments' codes (docs/domain/attachments.md): what a file may be attached to, the kinds
 * accepted (decided from the bytes, never from the name or the client's content type) with the
 * content type each is served as, and the size limit. Stable identifiers; screens translate them.
 */

/** What a file is attached to: a device (by number) or a work order (by number). */
export const ATTACHMENT_OWNER_KINDS = ['device', 'workOrder'] as const;
export type AttachmentOwnerKind = (typeof ATTACHMENT_OWNER_KINDS)[number];

/** Photos, PDFs and instrument exports (CSV, plain text, XLSX). */
export const ATTACHMENT_KINDS = [
  'jpeg',
  'png',
  'webp',
  'heic',
  'pdf',
  'csv',
  'text',
  'xlsx',
] as const;
export type AttachmentKind = (typeof ATTACHMENT_KINDS)[number];

/** The content type each kind is served with. */
export const ATTACHMENT_CONTENT_TYPES: Record<AttachmentKind, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  heic: 'image/heic',
  pdf: 'application/pdf',
  csv: 'text/csv; charset=utf-8',
  text: 'text/plain; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** The largest file accepted: 10 MB. */
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
/** The longest file name kept (longer names are cut, keeping the extension). */
export const ATTACHMENT_NAME_MAX = 200;
