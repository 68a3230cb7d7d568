/**
 * The compose form: its values, its schema (the contract's fields and rules: the send rules on
 * Send, the draft rules on Save draft) and the values a reply, a forward or a draft opens with.
 */
import type { TFunction } from 'i18next';

import { draftRules, emailComposeFields, sendRules } from '@/api/contract/email';
import type { Email, EmailAttachment, EmailAttachmentUpload } from '@/api/types/email';
import { htmlToText, sanitizeHtml } from '@/components/ui/sanitize-html';
import type { KitNs } from '@/i18n/namespace';

import { bytesOf, isOutgoing, namesOf } from './email-format';

export interface ComposeValues {
  to: string[];
  cc: string[];
  bcc: string[];
  subject: string;
  message: string;
  attachments: EmailAttachmentUpload[];
}

/** Which button submits: Send checks the send rules, Save draft the draft rules. */
export type ComposeIntent = 'send' | 'draft';

/** The form's schema; `intent` is read when the form validates, so one form serves both buttons. */
export function composeSchema(intent: { readonly current: ComposeIntent }) {
  return emailComposeFields
    .pick({ to: true, cc: true, bcc: true, subject: true, message: true, attachments: true })
    .superRefine((values, ctx) =>
      intent.current === 'send' ? sendRules(values, ctx) : draftRules(values, ctx),
    );
}

/** What opens the compose dialog: a new message, a reply, a forward or a draft to continue. */
export interface ComposeRequest {
  /** Changes with each opening, so the dialog starts afresh. */
  key: number;
  kind: 'new' | 'reply' | 'forward' | 'draft';
  values: ComposeValues;
  /** Files of the original (a forward, a draft): sent along unless removed. */
  kept: EmailAttachment[];
  draftId?: number;
  inReplyTo?: number;
}

export const EMPTY_COMPOSE: ComposeValues = {
  to: [],
  cc: [],
  bcc: [],
  subject: '',
  message: '',
  attachments: [],
};

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
/** Text made safe to put in HTML. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]);
}

/** Blocks of a quote that take their direction from their own text. */
const QUOTE_BLOCKS = 'p, h1, h2, h3, h4, h5, h6, ul, ol, li, blockquote';
/** Elements that are a block of their own at the top of a quote (anything else is inline text). */
const BLOCK_TAGS = new Set([
  'P',
  'H1',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
  'UL',
  'OL',
  'LI',
  'BLOCKQUOTE',
  'DIV',
  'PRE',
  'TABLE',
  'HR',
]);

/**
 * The original's body to quote: sanitised (its hostile parts gone before the editor sees it), or
 * its text where there is no DOM. Each of its blocks is `dir="auto"`: the original is in its
 * writer's language, not the replier's, and an English message quoted in an Arabic reply laid
 * out right to left puts its full stops at the wrong end. Loose text at its top becomes a
 * paragraph, so it has a block to carry that too.
 */
function quoted(html: string): string {
  const safe = sanitizeHtml(html);
  if (safe === null) return `<p dir="auto">${escapeHtml(htmlToText(html))}</p>`;
  const template = document.createElement('template');
  template.innerHTML = safe;
  const root = template.content;
  let run: HTMLParagraphElement | null = null;
  for (const node of [...root.childNodes]) {
    if (node instanceof Element && BLOCK_TAGS.has(node.tagName)) {
      run = null;
      continue;
    }
    if (!run) {
      if (node.nodeType === Node.TEXT_NODE && !node.textContent?.trim()) continue;
      run = document.createElement('p');
      root.insertBefore(run, node);
    }
    run.append(node);
  }
  for (const block of root.querySelectorAll(QUOTE_BLOCKS))
    if (!block.hasAttribute('dir')) block.setAttribute('dir', 'auto');
  return template.innerHTML;
}

/** An attachment of the original as the compose call sends it (bytes from its size text). */
export function keptUpload(a: EmailAttachment): EmailAttachmentUpload {
  return { fileName: a.fileName, size: bytesOf(a.size) ?? 0 };
}

type EmailT = TFunction<KitNs<'email'>>;

/** "Re: subject", without stacking prefixes. */
function prefixed(prefix: string, subject: string): string {
  return subject.toLocaleLowerCase().startsWith(prefix.toLocaleLowerCase())
    ? subject
    : `${prefix} ${subject}`.trim();
}

let nextKey = 1;

export function newMessage(): ComposeRequest {
  return { key: nextKey++, kind: 'new', values: EMPTY_COMPOSE, kept: [] };
}

/** A reply to the other party of the conversation, the original quoted under the caret. */
export function replyTo(
  email: Email,
  t: EmailT,
  dateTime: (iso: string) => string,
): ComposeRequest {
  const to = isOutgoing(email) ? email.to.map((a) => a.email) : [email.from.email];
  const header = escapeHtml(
    t('compose.quoteHeader', {
      date: dateTime(email.time),
      name: email.from.name || email.from.email,
    }),
  );
  return {
    key: nextKey++,
    kind: 'reply',
    inReplyTo: email.id,
    kept: [],
    values: {
      ...EMPTY_COMPOSE,
      to,
      subject: prefixed(t('compose.rePrefix'), email.subject),
      message: `<p></p><p>${header}</p><blockquote dir="auto">${quoted(email.message)}</blockquote>`,
    },
  };
}

/** A forward: no recipient yet, the original's header and body quoted, its files attached. */
export function forwardOf(
  email: Email,
  t: EmailT,
  dateTime: (iso: string) => string,
): ComposeRequest {
  const lines = [
    t('compose.forwardFrom', { sender: `${email.from.name} <${email.from.email}>` }),
    t('compose.forwardDate', { date: dateTime(email.time) }),
    t('compose.forwardSubject', { subject: email.subject }),
    t('compose.forwardTo', { names: namesOf(email.to) }),
  ].map(escapeHtml);
  return {
    key: nextKey++,
    kind: 'forward',
    kept: email.attachments,
    values: {
      ...EMPTY_COMPOSE,
      subject: prefixed(t('compose.fwdPrefix'), email.subject),
      message: `<p></p><p>${escapeHtml(t('compose.forwardHeader'))}<br>${lines.join('<br>')}</p>${quoted(email.message)}`,
      attachments: email.attachments.map(keptUpload),
    },
  };
}

/** A draft to continue: everything it holds, sent or saved as that draft. */
export function continueDraft(email: Email): ComposeRequest {
  return {
    key: nextKey++,
    kind: 'draft',
    draftId: email.id,
    kept: email.attachments,
    values: {
      to: email.to.map((a) => a.email),
      cc: [...email.cc],
      bcc: [...email.bcc],
      subject: email.subject,
      message: email.message,
      attachments: email.attachments.map(keptUpload),
    },
  };
}
