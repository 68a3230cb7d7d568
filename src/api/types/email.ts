/** The e-mail client: SPEC.md §3 "E-mail", §4 flags, §7 GET/POST /api/apps/email. */

export const EMAIL_FOLDERS = ['inbox', 'draft', 'spam', 'sent'] as const;
export type EmailFolder = (typeof EMAIL_FOLDERS)[number];

export const EMAIL_LABELS = ['private', 'company', 'personal', 'important'] as const;
export type EmailLabel = (typeof EMAIL_LABELS)[number];

/** What the list shows: a folder, the trash or the starred e-mails. */
export type EmailFilter = EmailFolder | 'trashed' | 'starred';

export interface EmailAddress {
  email: string;
  name: string;
}

export interface EmailSender extends EmailAddress {
  avatar: string;
}

export interface EmailAttachment {
  fileName: string;
  thumbnail: string;
  url: string;
  /** Size text, e.g. "5mb". */
  size: string;
}

export interface Email {
  id: number;
  to: EmailAddress[];
  from: EmailSender;
  subject: string;
  cc: string[];
  bcc: string[];
  /** Untrusted HTML: sanitise before rendering. */
  message: string;
  attachments: EmailAttachment[];
  isStarred: boolean;
  labels: EmailLabel[];
  /** ISO datetime. */
  time: string;
  replies: Email[];
  folder: EmailFolder;
  isRead: boolean;
  isDeleted: boolean;
}

export interface EmailsMeta {
  /** Unread, not deleted, in the inbox. */
  inbox: number;
  /** All drafts. */
  draft: number;
  /** Unread, not deleted, in spam. */
  spam: number;
}

export interface EmailListParams {
  q?: string;
  filter?: EmailFilter;
  label?: EmailLabel;
}

export interface EmailListResponse {
  emails: Email[];
  emailsMeta: EmailsMeta;
}

/** The fields a general update may set on the chosen e-mails. */
export interface EmailPatch {
  isRead?: boolean;
  isStarred?: boolean;
  isDeleted?: boolean;
  folder?: EmailFolder;
  labels?: EmailLabel[];
}

/** POST /api/apps/email: with `label` it toggles that label, otherwise it applies `data`. */
export interface EmailUpdateRequest {
  ids: number | number[];
  data?: EmailPatch;
  label?: EmailLabel;
}

export interface EmailUpdateResponse {
  /** The chosen e-mails after the change. */
  emails: Email[];
}
