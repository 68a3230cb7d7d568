/**
 * The e-mail client (docs/spec.md §4, §7): folders, trash, starred, labels, counts, updates,
 * sending and drafts.
 */
import { check } from '@/api/contract/common';
import {
  emailDraftBody,
  emailListQuery,
  emailSendBody,
  emailUpdateBody,
  type Email,
  type EmailAddress,
  type EmailComposeFields,
  type EmailComposeResponse,
  type EmailListResponse,
  type EmailsMeta,
  type EmailUpdateResponse,
} from '@/api/contract/email';
import { created, invalid, notFound, ok, type Failure, type Outcome } from '@/api/shared/outcome';

import type { MockDb } from '../db';
import { EMAIL_OWNER } from '../db/apps/email';
import { matchesText, newestFirst, readParams, type ParamSource } from '../query';
import { writeStamp } from './records';

type EmailDb = Pick<MockDb, 'emails' | 'meta'>;

/**
 * Which e-mails a filter shows: trashed shows deleted ones, starred shows starred ones not
 * deleted, a folder shows its e-mails not deleted. With a label and no filter every folder
 * counts (the label view spans folders); with neither the inbox is the default.
 */
function filterRule(filter: string, label: string): (e: Email) => boolean {
  if (filter === 'trashed') return (e) => e.isDeleted;
  if (filter === 'starred') return (e) => e.isStarred && !e.isDeleted;
  if (!filter && label) return (e) => !e.isDeleted;
  const folder = filter || 'inbox';
  return (e) => e.folder === folder && !e.isDeleted;
}

export function emailsMeta(db: Pick<MockDb, 'emails'>): EmailsMeta {
  let inbox = 0;
  let draft = 0;
  let spam = 0;
  for (const e of db.emails) {
    if (e.folder === 'draft') draft++;
    if (!e.isDeleted && !e.isRead && e.folder === 'inbox') inbox++;
    if (!e.isDeleted && !e.isRead && e.folder === 'spam') spam++;
  }
  return { inbox, draft, spam };
}

export function listEmails(db: Pick<MockDb, 'emails'>, params: ParamSource): EmailListResponse {
  // Read through the contract: a filter or label it does not list is ignored, as the document says.
  const { q, filter, label } = readParams(emailListQuery, params);
  const inView = filterRule(filter, label);
  const emails = db.emails.filter(
    (e) =>
      inView(e) && (!label || e.labels.includes(label)) && matchesText(q, e.from.name, e.subject),
  );
  return { emails: newestFirst(emails, (e) => e.time), emailsMeta: emailsMeta(db) };
}

/**
 * With `label`: toggles it on each chosen e-mail. Otherwise applies `data` to them. An id that
 * names no e-mail refuses the whole call (404) before anything changes.
 */
export function updateEmails(
  db: Pick<MockDb, 'emails'>,
  body: unknown,
): Outcome<EmailUpdateResponse> {
  const parsed = check(emailUpdateBody, body);
  if (!parsed.ok) return invalid(parsed.issues);
  const { ids, label, data = {} } = parsed.data;
  const chosen = new Set(([] as number[]).concat(ids));
  const patch = Object.fromEntries(
    Object.entries({ ...data, labels: data.labels && [...new Set(data.labels)] }).filter(
      ([, v]) => v !== undefined,
    ),
  );
  const emails = db.emails.filter((e) => chosen.has(e.id));
  if (emails.length < chosen.size) return notFound('emailNotFound');
  for (const e of emails) {
    if (label)
      e.labels = e.labels.includes(label)
        ? e.labels.filter((l) => l !== label)
        : [...e.labels, label];
    else Object.assign(e, patch);
  }
  return ok({ emails });
}

/** Every e-mail and reply, for ids and known names. */
function* everyEmail(emails: readonly Email[]): Generator<Email> {
  for (const e of emails) {
    yield e;
    yield* everyEmail(e.replies);
  }
}

/**
 * A recipient's name: the one the mailbox already knows for that address, else the address's local
 * part.
 */
function addressOf(db: Pick<MockDb, 'emails'>, address: string): EmailAddress {
  const lower = address.toLowerCase();
  for (const e of everyEmail(db.emails)) {
    if (e.from.email.toLowerCase() === lower) return { email: address, name: e.from.name };
    const to = e.to.find((t) => t.email.toLowerCase() === lower);
    if (to) return { email: address, name: to.name };
  }
  return { email: address, name: address.split('@')[0] };
}

/** "5mb", "340kb": the size text of the samples, from bytes. */
export function sizeText(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round((bytes / 1024 / 1024) * 10) / 10}mb`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)}kb`;
  return `${bytes}b`;
}

/** The stored e-mail a compose call makes, in `folder`, from the mailbox owner. */
function composed(
  db: EmailDb,
  fields: EmailComposeFields,
  folder: 'sent' | 'draft',
  id: number,
): Email {
  return {
    id,
    to: fields.to.map((a) => addressOf(db, a)),
    from: { ...EMAIL_OWNER, avatar: '' },
    subject: fields.subject,
    cc: fields.cc,
    bcc: fields.bcc,
    message: fields.message,
    attachments: fields.attachments.map((a) => ({
      fileName: a.fileName,
      thumbnail: '',
      url: '',
      size: sizeText(a.size),
    })),
    isStarred: false,
    labels: [],
    time: writeStamp(db),
    replies: [],
    folder,
    isRead: true,
    isDeleted: false,
  };
}

function nextEmailId(db: Pick<MockDb, 'emails'>): number {
  let max = 0;
  for (const e of everyEmail(db.emails)) if (e.id > max) max = e.id;
  return max + 1;
}

/** The draft a compose call continues: in the draft folder and not trashed. */
function draftOf(
  db: Pick<MockDb, 'emails'>,
  draftId: number | undefined,
): Email | null | undefined {
  if (draftId === undefined) return undefined;
  return db.emails.find((e) => e.id === draftId && e.folder === 'draft' && !e.isDeleted) ?? null;
}

/**
 * What a compose call stored: the e-mail as kept, the e-mail as written, and the e-mail it answers.
 */
interface Composition {
  ok: true;
  stored: Email;
  written: Email;
  original: Email | undefined;
}

/**
 * The steps both compose calls share: the body checked by the call's rules, then the draft it
 * continues (in the draft folder, not trashed) and the e-mail it answers must exist. The e-mail
 * is stored in `folder`: a continued draft becomes it, keeping its id, labels and star;
 * otherwise it is added with a new id.
 */
function compose(
  db: EmailDb,
  rules: typeof emailSendBody | typeof emailDraftBody,
  body: unknown,
  folder: 'sent' | 'draft',
): Composition | Failure {
  const parsed = check(rules, body);
  if (!parsed.ok) return invalid(parsed.issues);
  const fields = parsed.data;
  const draft = draftOf(db, fields.draftId);
  if (draft === null) return notFound('draftNotFound');
  const original =
    fields.inReplyTo === undefined ? undefined : db.emails.find((e) => e.id === fields.inReplyTo);
  if (fields.inReplyTo !== undefined && !original) return notFound('emailNotFound');
  const written = composed(db, fields, folder, draft?.id ?? nextEmailId(db));
  if (draft) Object.assign(draft, written, { labels: draft.labels, isStarred: draft.isStarred });
  else db.emails.push(written);
  return { ok: true, stored: draft ?? written, written, original };
}

/**
 * POST /api/apps/email/send: the e-mail is stored in sent (a continued draft becomes it, keeping
 * its id); a reply also joins the thread of the e-mail it answers.
 */
export function sendEmail(db: EmailDb, body: unknown): Outcome<EmailComposeResponse> {
  const sent = compose(db, emailSendBody, body, 'sent');
  if (!sent.ok) return sent;
  // The thread gets the reply as written: a continued draft's labels and star stay the draft's.
  sent.original?.replies.push({ ...sent.written, replies: [] });
  return created({ email: sent.stored });
}

/** POST /api/apps/email/draft: a new draft, or the named draft changed. */
export function saveEmailDraft(db: EmailDb, body: unknown): Outcome<EmailComposeResponse> {
  const saved = compose(db, emailDraftBody, body, 'draft');
  return saved.ok ? ok({ email: saved.stored }) : saved;
}
