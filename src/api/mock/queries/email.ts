/** The e-mail client (SPEC.md §4, §7): folders, trash, starred, labels, counts, updates. */
import { emailUpdateBody, type Email, type EmailLabel, type EmailListResponse, type EmailsMeta, type EmailUpdateResponse } from '../../contract/email';
import { check } from '../../contract/common';
import type { MockDb } from '../db';
import { matchesText, newestFirst, textParam, type ParamSource } from '../query';
import { invalid, ok, type Outcome } from './outcome';

type EmailDb = Pick<MockDb, 'emails'>;

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

export function emailsMeta(db: EmailDb): EmailsMeta {
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

export function listEmails(db: EmailDb, params: ParamSource): EmailListResponse {
  const q = textParam(params, 'q');
  const filter = textParam(params, 'filter');
  const label = textParam(params, 'label');
  const inView = filterRule(filter, label);
  const emails = db.emails.filter((e) => inView(e) && (!label || e.labels.includes(label as EmailLabel)) && matchesText(q, e.from.name, e.subject));
  return { emails: newestFirst(emails, (e) => e.time), emailsMeta: emailsMeta(db) };
}

/** With `label`: toggles it on each chosen e-mail. Otherwise applies `data` to them. */
export function updateEmails(db: EmailDb, body: unknown): Outcome<EmailUpdateResponse> {
  const parsed = check(emailUpdateBody, body);
  if (!parsed.ok) return invalid(parsed.issues);
  const { ids, label, data = {} } = parsed.data;
  const chosen = new Set(([] as number[]).concat(ids));
  const patch = Object.fromEntries(Object.entries({ ...data, labels: data.labels && [...new Set(data.labels)] }).filter(([, v]) => v !== undefined));
  const emails = db.emails.filter((e) => chosen.has(e.id));
  for (const e of emails) {
    if (label) e.labels = e.labels.includes(label) ? e.labels.filter((l) => l !== label) : [...e.labels, label];
    else Object.assign(e, patch);
  }
  return ok({ emails });
}
