/**
 * The attachment types of the API: inferred from the contract's schemas
 * (src/api/contract/attachments.ts), the one definition.
 */
// The codes from their zod-free module: importing the list of kinds must not load the schemas.
export {
  ATTACHMENT_CONTENT_TYPES,
  ATTACHMENT_KINDS,
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_OWNER_KINDS,
} from '../contract/attachments-values';
export type { AttachmentKind, AttachmentOwnerKind } from '../contract/attachments-values';
export type { Attachment, AttachmentListResponse } from '../contract/attachments';
