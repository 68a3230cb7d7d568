/**
 * The email types of the API: inferred from the contract's schemas (src/api/contract/email.ts), the
 * one definition.
 */
export { EMAIL_FOLDERS, EMAIL_LABELS, EMAIL_COMPOSE_LIMITS } from '../contract/email';
export type {
  EmailFolder,
  EmailLabel,
  EmailFilter,
  EmailAddress,
  EmailSender,
  EmailAttachment,
  Email,
  EmailsMeta,
  EmailListParams,
  EmailListResponse,
  EmailPatch,
  EmailUpdateRequest,
  EmailUpdateResponse,
  EmailAttachmentUpload,
  EmailComposeFields,
  EmailSendRequest,
  EmailDraftRequest,
  EmailComposeResponse,
} from '../contract/email';
