/** The e-mail samples: every folder and label, some read, starred, trashed; a few hostile bodies. */
import { EMAIL_FOLDERS, EMAIL_LABELS, type Email, type EmailFolder } from '../../../types/email';
import type { GeneratorContext } from '../index';
import { createRng } from '../random';
import { HOSTILE_HTML, isoMinutes, person } from './pools';

export const EMAIL_COUNT = 30;
/** The mailbox owner: the logged-in admin. */
const OWNER = { email: 'admin@demo.com', name: 'John Doe' };

const SUBJECTS = [
  'Inspection schedule for substation 4',
  'Transformer maintenance report',
  'Invoice #4991 is due',
  'Breaker replacement quote',
  'Team meeting notes',
  'New device types added',
  'Your parcel has shipped',
  'Safety training reminder',
] as const;

const BODIES = [
  '<p>Hi John,</p><p>The inspection of the switchgear is planned for next week. Please confirm.</p>',
  '<p>Attached is the monthly maintenance report. No critical findings.</p>',
  '<p>Could you approve the quote for the replacement breakers?</p><p>Regards</p>',
] as const;

export function createEmails(ctx: GeneratorContext): Email[] {
  const rng = createRng(ctx.seed + 401);
  return Array.from({ length: EMAIL_COUNT }, (_, i): Email => {
    const p = person(rng, i);
    // Every folder appears (the first rows go round them), then a random mix.
    const folder: EmailFolder = i < EMAIL_FOLDERS.length ? EMAIL_FOLDERS[i] : rng.pick(['inbox', 'inbox', 'inbox', 'spam', 'sent', 'draft'] as const);
    const sender = { email: `${p.handle}@example.com`, name: p.fullName, avatar: '' };
    const time = isoMinutes(ctx.now, -(i * 173 + rng.int(0, 120)));
    const hostile = i % 10 === 3 ? HOSTILE_HTML[Math.floor(i / 10) % HOSTILE_HTML.length] : undefined;
    return {
      id: i + 1,
      to: [folder === 'sent' || folder === 'draft' ? { email: sender.email, name: sender.name } : OWNER],
      from: folder === 'sent' || folder === 'draft' ? { ...OWNER, avatar: '' } : sender,
      subject: rng.pick(SUBJECTS),
      cc: rng.chance(0.2) ? ['office@example.com'] : [],
      bcc: [],
      message: hostile ?? rng.pick(BODIES),
      attachments: rng.chance(0.3) ? [{ fileName: 'report.pdf', thumbnail: '', url: '', size: `${rng.int(1, 9)}mb` }] : [],
      isStarred: rng.chance(0.25),
      labels: rng.sample(EMAIL_LABELS, rng.int(0, 2)),
      time,
      replies: [],
      folder,
      isRead: rng.chance(0.5),
      isDeleted: i >= 4 && rng.chance(0.12),
    };
  });
}
