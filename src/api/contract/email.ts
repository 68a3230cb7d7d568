/** The e-mail client: docs/spec.md §3 "E-mail", §4 flags, §7 GET/POST /api/apps/email. */
import { z } from 'zod';

import {
  choiceParam,
  id,
  isoDateTime,
  LIMITS,
  messageKey,
  queryText,
  requiredText,
  text,
  type ValidationKey,
} from './common';
import { rulesMeta } from './rules';

export const EMAIL_FOLDERS = ['inbox', 'draft', 'spam', 'sent'] as const;
export type EmailFolder = (typeof EMAIL_FOLDERS)[number];
export const EMAIL_LABELS = ['private', 'company', 'personal', 'important'] as const;
export type EmailLabel = (typeof EMAIL_LABELS)[number];
const emailFolder = z.enum(EMAIL_FOLDERS);
/** What the list can show: the deleted ones, the starred ones, or a folder. */
export const EMAIL_FILTERS = ['trashed', 'starred', ...EMAIL_FOLDERS] as const;
const emailLabel = z.enum(EMAIL_LABELS);

/** What the list shows: a folder, the trash or the starred e-mails. */
export type EmailFilter = EmailFolder | 'trashed' | 'starred';

export const emailAddress = z.object({ email: z.string(), name: z.string() });
export type EmailAddress = z.infer<typeof emailAddress>;
export const emailSender = emailAddress.extend({ avatar: z.string() });
export type EmailSender = z.infer<typeof emailSender>;
export const emailAttachment = z.object({
  fileName: z.string(),
  thumbnail: z.string(),
  url: z.string(),
  size: z.string().meta({ description: 'Size text, e.g. "5mb".' }),
});
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
  filter: choiceParam(EMAIL_FILTERS).meta({
    description:
      'inbox (default), trashed, starred, or a folder (draft, spam, sent); a value not listed is ignored (the inbox).',
  }),
  label: choiceParam(EMAIL_LABELS).meta({
    description: 'A label; with no filter it spans every folder. A value not listed is ignored.',
  }),
});
export interface EmailListParams {
  q?: string;
  filter?: EmailFilter;
  label?: EmailLabel;
}

export const emailListResponse = z
  .object({ emails: z.array(email), emailsMeta })
  .meta({ id: 'EmailList' });
export type EmailListResponse = z.infer<typeof emailListResponse>;

export const emailPatch = z
  .strictObject({
    isRead: z.boolean().optional(),
    isStarred: z.boolean().optional(),
    isDeleted: z.boolean().optional(),
    folder: emailFolder.optional(),
    labels: z.array(emailLabel).max(EMAIL_LABELS.length).optional(),
  })
  .meta({
    id: 'EmailPatch',
    description: 'The fields a general update may set on the chosen e-mails.',
  });
/** The fields a general update may set on the chosen e-mails. */
export type EmailPatch = z.infer<typeof emailPatch>;

/** One id or a list; ids may come as numeric text. */
const emailIds = z
  .union([id, z.array(id).min(1).max(LIMITS.items)])
  .meta({ description: 'One e-mail id or a list of ids.' });

/** POST /api/apps/email: with `label` it toggles that label, otherwise it applies `data`. */
export const emailUpdateBody = z
  .strictObject({ ids: emailIds, data: emailPatch.optional(), label: emailLabel.optional() })
  .superRefine((body, ctx) => {
    // A call that changes nothing is a client's mistake worth telling, not a silent 200.
    if (!body.label && Object.values(body.data ?? {}).every((v) => v === undefined))
      ctx.addIssue({
        code: 'custom',
        path: ['data'],
        params: { key: 'required' },
        input: body.data,
      });
  })
  .meta({
    id: 'EmailUpdateRequest',
    ...rulesMeta('mailUpdateChanges'),
    description:
      'With label: toggles it on each chosen e-mail. Otherwise applies data (at least one field). Every id must name an e-mail (else 404, nothing changed).',
  });
export type EmailUpdateRequest = z.infer<typeof emailUpdateBody>;

export const emailUpdateResponse = z
  .object({ emails: z.array(email).meta({ description: 'The chosen e-mails after the change.' }) })
  .meta({ id: 'EmailUpdateResponse' });
export type EmailUpdateResponse = z.infer<typeof emailUpdateResponse>;

// ---------------------------------------------------------------------------------------------
// Composing: send and save a draft (our additions to SPEC §7, for the compose dialog)
// ---------------------------------------------------------------------------------------------

/** The limits of a composed e-mail. */
export const EMAIL_COMPOSE_LIMITS = {
  /** Addresses in each of to, cc and bcc. */
  recipients: 50,
  /** Characters of the HTML body. */
  message: 50_000,
  /** Files attached. */
  attachments: 10,
  /** Bytes of one attached file (10 MB). */
  attachmentBytes: 10 * 1024 * 1024,
} as const;

/** One address as typed: trimmed, at most 254 characters, a valid e-mail address. */
export const emailAddressText = z
  .string()
  .trim()
  .min(1)
  .max(LIMITS.email)
  .pipe(z.email(messageKey('emailFormat')))
  .meta({ description: 'An e-mail address.', examples: ['anna.berg@example.com'] });

const recipients = (what: string) =>
  z
    .array(emailAddressText)
    .max(EMAIL_COMPOSE_LIMITS.recipients)
    .default([])
    .meta({ description: `${what} addresses.` });

/** A file sent with an e-mail: its name and size (the simulation keeps no file content). */
export const emailAttachmentUpload = z
  .strictObject({
    fileName: requiredText(LIMITS.line),
    size: z
      .int()
      .min(0)
      .max(
        EMAIL_COMPOSE_LIMITS.attachmentBytes,
        messageKey('fileTooLarge', { max: EMAIL_COMPOSE_LIMITS.attachmentBytes / 1024 / 1024 }),
      )
      .meta({ description: 'Bytes.' }),
  })
  .meta({ id: 'EmailAttachmentUpload' });
export type EmailAttachmentUpload = z.infer<typeof emailAttachmentUpload>;

/**
 * Whether an HTML body has something to read: text, or a picture (an editor's empty `<p></p>` has
 * not).
 */
export function htmlHasContent(html: string): boolean {
  if (/<img\b/i.test(html)) return true;
  return (
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;|&#160;|\u00a0/gi, '')
      .trim() !== ''
  );
}

/** What the compose dialog sends, for both calls: recipients, subject, HTML body, files. */
export const emailComposeFields = z.strictObject({
  to: recipients('Recipient'),
  cc: recipients('Copy'),
  bcc: recipients('Blind copy'),
  subject: text(LIMITS.line).default(''),
  message: z
    .string()
    .max(EMAIL_COMPOSE_LIMITS.message)
    .default('')
    .meta({ description: 'HTML; sanitised by whoever renders it.' }),
  attachments: z.array(emailAttachmentUpload).max(EMAIL_COMPOSE_LIMITS.attachments).default([]),
  draftId: id.optional().meta({
    description: 'The draft this continues: sending moves it to sent, saving changes it.',
  }),
  inReplyTo: id
    .optional()
    .meta({ description: 'The e-mail this answers: a sent reply joins its thread too.' }),
});
export type EmailComposeFields = z.output<typeof emailComposeFields>;

type ComposeCheck = Pick<EmailComposeFields, 'to' | 'cc' | 'bcc' | 'subject' | 'message'>;
interface IssueSink {
  addIssue: (issue: {
    code: 'custom';
    path: string[];
    params: { key: ValidationKey };
    input: unknown;
  }) => void;
}

/** What a mail must have to be sent: someone to send it to, and a subject or a message. */
export function sendRules(value: ComposeCheck, ctx: IssueSink): void {
  if (value.to.length + value.cc.length + value.bcc.length === 0)
    ctx.addIssue({
      code: 'custom',
      path: ['to'],
      params: { key: 'recipientRequired' },
      input: value.to,
    });
  if (!value.subject.trim() && !htmlHasContent(value.message))
    ctx.addIssue({
      code: 'custom',
      path: ['subject'],
      params: { key: 'subjectOrMessage' },
      input: value.subject,
    });
}

/** What a draft must have: anything at all (an empty draft is not kept). */
export function draftRules(value: ComposeCheck, ctx: IssueSink): void {
  if (
    value.to.length + value.cc.length + value.bcc.length === 0 &&
    !value.subject.trim() &&
    !htmlHasContent(value.message)
  )
    ctx.addIssue({
      code: 'custom',
      path: ['subject'],
      params: { key: 'draftEmpty' },
      input: value.subject,
    });
}

/** POST /api/apps/email/send: the mail lands in sent. */
export const emailSendBody = emailComposeFields.superRefine(sendRules).meta({
  id: 'EmailSendRequest',
  ...rulesMeta('mailToSend'),
  description:
    'At least one recipient (to, cc or bcc), every address valid, and a subject or a message.',
});
export type EmailSendRequest = z.input<typeof emailSendBody>;

/** POST /api/apps/email/draft: the mail is kept in draft. */
export const emailDraftBody = emailComposeFields.superRefine(draftRules).meta({
  id: 'EmailDraftRequest',
  ...rulesMeta('draftNotEmpty'),
  description: 'Every address valid; something written (a recipient, a subject or a message).',
});
export type EmailDraftRequest = z.input<typeof emailDraftBody>;

export const emailComposeResponse = z
  .object({ email })
  .meta({ id: 'EmailComposeResponse', description: 'The e-mail as stored.' });
export type EmailComposeResponse = z.infer<typeof emailComposeResponse>;
