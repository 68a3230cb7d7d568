/** The e-mail client (SPEC.md §4, §7): folders, trash, starred, labels, counts, updates. */
import { EMAIL_FOLDERS, EMAIL_LABELS, type Email, type EmailLabel, type EmailListResponse, type EmailPatch, type EmailsMeta, type EmailUpdateResponse } from '../../types/email';
import type { MockDb } from '../db';
import { isRecord } from '../handlers/http';
import { matchesText, newestFirst, textParam, toInt, type ParamSource } from '../query';
import { BodyReader } from './body';
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

/** `ids`: one id or a list of ids (numbers or numeric text). */
function readIds(value: unknown): number[] | undefined {
  const list = Array.isArray(value) ? value : [value];
  const ids = list.map(toInt);
  return ids.length && ids.every((id): id is number => id !== undefined) ? ids : undefined;
}

function readPatch(value: unknown, r: BodyReader): EmailPatch {
  if (!isRecord(value)) {
    r.fail('data', 'data must be an object');
    return {};
  }
  const d = new BodyReader(value);
  const patch: EmailPatch = {};
  const isRead = d.optionalBool('isRead');
  const isStarred = d.optionalBool('isStarred');
  const isDeleted = d.optionalBool('isDeleted');
  const folder = d.optionalEnum('folder', EMAIL_FOLDERS);
  if (isRead !== undefined) patch.isRead = isRead;
  if (isStarred !== undefined) patch.isStarred = isStarred;
  if (isDeleted !== undefined) patch.isDeleted = isDeleted;
  if (folder !== undefined) patch.folder = folder;
  if (value.labels !== undefined) {
    const labels = value.labels;
    if (Array.isArray(labels) && labels.every((l) => (EMAIL_LABELS as readonly unknown[]).includes(l))) patch.labels = [...new Set(labels as EmailLabel[])];
    else d.fail('labels', `labels must be a list of: ${EMAIL_LABELS.join(', ')}`);
  }
  for (const [field, messages] of Object.entries(d.errors)) messages.forEach((m) => r.fail(`data.${field}`, m));
  return patch;
}

/** With `label`: toggles it on each chosen e-mail. Otherwise applies `data` to them. */
export function updateEmails(db: EmailDb, body: unknown): Outcome<EmailUpdateResponse> {
  const r = new BodyReader(body);
  const ids = readIds(r.body.ids);
  if (!ids) r.fail('ids', 'ids must be an e-mail id or a list of ids');
  const label = r.optionalEnum('label', EMAIL_LABELS);
  const patch = label === undefined && r.body.label === undefined ? readPatch(r.body.data, r) : {};
  if (!r.valid || !ids) return invalid(r.errors);
  const chosen = new Set(ids);
  const emails = db.emails.filter((e) => chosen.has(e.id));
  for (const e of emails) {
    if (label) e.labels = e.labels.includes(label) ? e.labels.filter((l) => l !== label) : [...e.labels, label];
    else Object.assign(e, patch);
  }
  return ok({ emails });
}
