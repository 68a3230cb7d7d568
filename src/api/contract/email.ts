/** The e-mail client: SPEC.md §3 "E-mail", §4 flags, §7 GET/POST /api/apps/email. */
import { z } from 'zod';
import { LIMITS, id, isoDateTime, queryText } from './common';

export const EMAIL_FOLDERS = ['inbox', 'draft', 'spam', 'sent'] as const;
export type EmailFolder = (typeof EMAIL_FOLDERS)[number];
export const EMAIL_LABELS = ['private', 'company', 'personal', 'important'] as const;
export type EmailLabel = (typeof EMAIL_LABELS)[number];
const emailFolder = z.enum(EMAIL_FOLDERS);
const emailLabel = z.enum(EMAIL_LABELS);

/** What the list shows: a folder, the trash or the starred e-mails. */
export type EmailFilter = EmailFolder | 'trashed' | 'starred';

export const emailAddress = z.object({ email: z.string(), name: z.string() });
export type EmailAddress = z.infer<typeof emailAddress>;
export const emailSender = emailAddress.extend({ avatar: z.string() });
export type EmailSender = z.infer<typeof emailSender>;
export const emailAttachment = z.object({ fileName: z.string(), thumbnail: z.string(), url: z.string(), size: z.string().meta({ description: 'Size text, e.g. "5mb".' }) });
export type EmailAttachment = z.infer<typeof emailAttachment>;

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

export const email: z.ZodType<Email> = z
  .object({
    id,
    to: z.array(emailAddress),
    from: emailSender,
    subject: z.string(),
    cc: z.array(z.string()),
    bcc: z.array(z.string()),
    message: z.string().meta({ description: 'Untrusted HTML: sanitise before rendering.' }),
    attachments: z.array(emailAttachment),
    isStarred: z.boolean(),
    labels: z.array(emailLabel),
    time: isoDateTime,
    get replies() {
      return z.array(email);
    },
    folder: emailFolder,
    isRead: z.boolean(),
    isDeleted: z.boolean(),
  })
  .meta({ id: 'Email' });

export const emailsMeta = z
  .object({
    inbox: z.int().min(0).meta({ description: 'Unread, not deleted, in the inbox.' }),
    draft: z.int().min(0).meta({ description: 'All drafts.' }),
    spam: z.int().min(0).meta({ description: 'Unread, not deleted, in spam.' }),
  })
  .meta({ id: 'EmailsMeta' });
export type EmailsMeta = z.infer<typeof emailsMeta>;

export const emailListQuery = z.object({
  q: queryText.meta({ description: 'Part of the sender’s name or the subject.' }),
  filter: z.string().catch('').meta({ description: 'inbox (default), trashed, starred, or a folder (draft, spam, sent).' }),
  label: z.string().catch('').meta({ description: `A label (${EMAIL_LABELS.join(', ')}); with no filter it spans every folder.` }),
});
export interface EmailListParams {
  q?: string;
  filter?: EmailFilter;
  label?: EmailLabel;
}

export const emailListResponse = z.object({ emails: z.array(email), emailsMeta }).meta({ id: 'EmailList' });
export type EmailListResponse = z.infer<typeof emailListResponse>;

export const emailPatch = z
  .object({ isRead: z.boolean().optional(), isStarred: z.boolean().optional(), isDeleted: z.boolean().optional(), folder: emailFolder.optional(), labels: z.array(emailLabel).max(EMAIL_LABELS.length).optional() })
  .meta({ id: 'EmailPatch', description: 'The fields a general update may set on the chosen e-mails.' });
/** The fields a general update may set on the chosen e-mails. */
export type EmailPatch = z.infer<typeof emailPatch>;

/** One id or a list; ids may come as numeric text. */
const emailIds = z.union([id, z.array(id).min(1).max(LIMITS.items)]).meta({ description: 'One e-mail id or a list of ids.' });

/** POST /api/apps/email: with `label` it toggles that label, otherwise it applies `data`. */
export const emailUpdateBody = z
  .object({ ids: emailIds, data: emailPatch.optional(), label: emailLabel.optional() })
  .meta({ id: 'EmailUpdateRequest', description: 'With label: toggles it on each chosen e-mail. Otherwise applies data.' });
export type EmailUpdateRequest = z.infer<typeof emailUpdateBody>;

export const emailUpdateResponse = z.object({ emails: z.array(email).meta({ description: 'The chosen e-mails after the change.' }) }).meta({ id: 'EmailUpdateResponse' });
export type EmailUpdateResponse = z.infer<typeof emailUpdateResponse>;
