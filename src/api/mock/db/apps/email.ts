/**
 * The e-mail samples: a mailbox of an electrical maintenance office. Every folder and label,
 * read and unread, starred and trashed mail, threads with replies, attachments of several sizes,
 * and three hostile bodies (a script, an image with onerror, a javascript: link) that must render
 * inert wherever they are shown.
 */
import { HOSTILE_HTML, isoMinutes, person } from '@/api/sample/pools';
import { createRng, type Rng } from '@/api/sample/random';
import {
  EMAIL_LABELS,
  type Email,
  type EmailAttachment,
  type EmailFolder,
  type EmailLabel,
} from '@/api/types/email';

import type { GeneratorContext } from '../index';

export const EMAIL_COUNT = 30;

/** The mailbox owner: the logged-in admin. Sent mail and drafts are from this address. */
export const EMAIL_OWNER = { email: 'admin@demo.com', name: 'John Doe' } as const;

interface Template {
  subject: string;
  body: string;
  folder: EmailFolder;
  files?: readonly (readonly [string, string])[];
  /** Follow-ups in the thread: who wrote (the sender or the owner) and what. */
  replies?: readonly (readonly ['them' | 'me', string])[];
  labels?: readonly EmailLabel[];
  deleted?: boolean;
}

const p = (...paragraphs: string[]) => paragraphs.map((x) => `<p>${x}</p>`).join('');

/**
 * One template per e-mail, in order (newest first). Subjects differ, so one can be found by
 * its subject; the hostile bodies are at 3 (inbox), 13 (inbox) and 23 (spam).
 */
const TEMPLATES: readonly Template[] = [
  {
    subject: 'Inspection schedule for substation 4',
    body: p(
      'Hi John,',
      'The inspection of the 35 kV switchgear at substation 4 is planned for <strong>Tuesday at 08:00</strong>. The feeder will be off for about three hours.',
      'Please confirm that the outage window works for operations.',
      'Regards,<br>Maintenance planning',
    ),
    folder: 'inbox',
    files: [['inspection-plan-s4.pdf', '2mb']],
    replies: [
      [
        'me',
        p('Thanks, Tuesday works. Please make sure the backup feeder is tested the day before.'),
      ],
      [
        'them',
        p('Will do. The test is booked for Monday afternoon; I will send the results right after.'),
      ],
    ],
    labels: ['company', 'important'],
  },
  {
    subject: 'Purchase request for insulation testers',
    body: p(
      'Hello procurement,',
      'We need two new insulation resistance testers (5 kV) for the field teams. Quotes are attached.',
    ),
    folder: 'draft',
    files: [['quotes-insulation-testers.xlsx', '340kb']],
  },
  {
    subject: 'Breaker replacement quote',
    body: p(
      'Dear John,',
      'Please find our quote for replacing the six 630 A breakers in panel LV-2. Delivery takes four weeks from the order.',
      'The quote is valid for 30 days.',
    ),
    folder: 'sent',
    files: [['quote-breakers-lv2.pdf', '1mb']],
  },
  {
    subject: 'Please review the attached report',
    body: HOSTILE_HTML[0],
    folder: 'inbox',
    files: [['report.pdf', '5mb']],
  },
  {
    subject: 'Transformer maintenance report',
    body: p(
      'Hi,',
      'Attached is the monthly maintenance report for the power transformers. Oil samples of T2 show slightly raised moisture; everything else is within limits.',
      'No critical findings.',
    ),
    folder: 'inbox',
    files: [
      ['transformer-report-may.pdf', '3mb'],
      ['oil-analysis-t2.xlsx', '120kb'],
    ],
    labels: ['company'],
  },
  {
    subject: 'Safety training reminder',
    body: p(
      'Reminder: the annual arc-flash safety training takes place on Thursday in room B. Attendance is required for every field technician.',
    ),
    folder: 'inbox',
    labels: ['important'],
  },
  {
    subject: 'Your parcel has shipped',
    body: p(
      'Good news! Your order of thermal imaging camera spares has shipped and will arrive within three working days.',
    ),
    folder: 'inbox',
    labels: ['personal'],
  },
  {
    subject: 'Team meeting notes',
    body: p(
      'Notes from Monday’s team meeting:',
      '<ul><li>Inspection backlog down to 12 devices</li><li>New device types added for the solar site</li><li>Holiday planning for July</li></ul>',
    ),
    folder: 'inbox',
    replies: [
      ['me', p('Thanks for the notes. Could we add the spare parts review to next week’s agenda?')],
    ],
    labels: ['company'],
  },
  {
    subject: 'New device types added',
    body: p(
      'Hello,',
      'The device types for inverters and battery storage are now in the register, with their inspection intervals.',
    ),
    folder: 'sent',
  },
  {
    subject: 'Invoice #4991 is due',
    body: p(
      'Dear customer,',
      'This is a reminder that invoice #4991 is due at the end of the month. Thank you for your business.',
    ),
    folder: 'inbox',
    files: [['invoice-4991.pdf', '180kb']],
    labels: ['private'],
  },
  {
    subject: 'Win a free holiday!!!',
    body: p(
      'Congratulations! You have been selected. Reply with your bank details to claim your prize.',
    ),
    folder: 'spam',
  },
  {
    subject: 'Relay settings for feeder F7',
    body: p(
      'Hi John,',
      'Here are the proposed overcurrent relay settings for feeder F7. Please check them against the coordination study before Friday.',
    ),
    folder: 'inbox',
    files: [['relay-settings-f7.pdf', '450kb']],
    labels: ['important'],
  },
  {
    subject: 'Holiday cover for July',
    body: p('Team,', 'During July the on-call rota changes as follows:'),
    folder: 'draft',
  },
  { subject: 'Quarterly numbers', body: HOSTILE_HTML[1], folder: 'inbox', labels: ['company'] },
  {
    subject: 'Cable route survey results',
    body: p(
      'The survey of the new cable route between the substation and the solar site is complete. Two crossings need permits.',
    ),
    folder: 'inbox',
    files: [
      ['cable-route-survey.pdf', '6mb'],
      ['route-map.png', '2mb'],
    ],
  },
  {
    subject: 'Generator load test booked',
    body: p(
      'The load test of the standby generator is booked for the 20th, 06:00–09:00. The site will run on mains only.',
    ),
    folder: 'sent',
  },
  {
    subject: 'Thermal imaging of panel LV-3',
    body: p(
      'We found a hot spot of 78 °C on the busbar joint of LV-3, phase L2. Please schedule a retightening soon.',
    ),
    folder: 'inbox',
    files: [['lv3-thermal.jpg', '900kb']],
    labels: ['important'],
  },
  {
    subject: 'Lunch on Friday?',
    body: p(
      'Hi John, are you free for lunch on Friday? The new place near the depot is supposed to be good.',
    ),
    folder: 'inbox',
    labels: ['personal'],
  },
  {
    subject: 'Software licence renewal',
    body: p(
      'Your licence of the protection coordination software expires in 30 days. Renew now to keep receiving updates.',
    ),
    folder: 'inbox',
    labels: ['company'],
    deleted: true,
  },
  {
    subject: 'Cheap meds online',
    body: p('Best prices, no prescription needed. Click now!'),
    folder: 'spam',
  },
  {
    subject: 'Spare parts inventory',
    body: p('The spare parts inventory is updated. We are low on 400 A fuses and surge arresters.'),
    folder: 'inbox',
    files: [['spare-parts.xlsx', '210kb']],
    labels: ['company'],
  },
  {
    subject: 'Out of office',
    body: p(
      'I am out of the office until Monday with limited access to e-mail. For urgent matters call the control room.',
    ),
    folder: 'inbox',
    deleted: true,
  },
  {
    subject: 'Inspection checklist changes',
    body: p('Proposed changes to the switchgear inspection checklist:'),
    folder: 'draft',
  },
  { subject: 'Confirm your account', body: HOSTILE_HTML[2], folder: 'spam' },
  {
    subject: 'Earthing measurements',
    body: p(
      'The earthing resistance of the new transformer station is 0.8 Ω, well under the required 2 Ω.',
    ),
    folder: 'inbox',
    labels: ['company'],
  },
  {
    subject: 'Welcome to the maintenance portal',
    body: p(
      'Welcome! Your account for the maintenance portal is ready. You can now log inspections from the field.',
    ),
    folder: 'inbox',
  },
  {
    subject: 'Your password expires soon',
    body: p('Your password expires in 5 days. Change it in your profile settings.'),
    folder: 'inbox',
    labels: ['private'],
  },
  {
    subject: 'Annual budget for equipment',
    body: p(
      'Attached is the draft budget for equipment replacement next year. Comments by the end of the month, please.',
    ),
    folder: 'sent',
    files: [['equipment-budget.xlsx', '520kb']],
  },
  {
    subject: 'You won an e-reader',
    body: p('You are our lucky visitor! Claim your e-reader today.'),
    folder: 'spam',
    deleted: true,
  },
  {
    subject: 'Visit of the fire inspector',
    body: p(
      'The fire inspector visits the main building on the 28th. Please make sure the cable penetrations are sealed.',
    ),
    folder: 'inbox',
    labels: ['important'],
  },
];

function attachments(files: Template['files']): EmailAttachment[] {
  return (files ?? []).map(([fileName, size]) => ({ fileName, thumbnail: '', url: '', size }));
}

function labelsOf(rng: Rng, template: Template): EmailLabel[] {
  return template.labels ? [...template.labels] : rng.chance(0.3) ? [rng.pick(EMAIL_LABELS)] : [];
}

export function createEmails(ctx: GeneratorContext): Email[] {
  const rng = createRng(ctx.seed + 401);
  let replyId = 1000;
  return TEMPLATES.slice(0, EMAIL_COUNT).map((template, i): Email => {
    const them = person(rng, i);
    const other = { email: `${them.handle}@example.com`, name: them.fullName };
    const outgoing = template.folder === 'sent' || template.folder === 'draft';
    // Newest first, about seven hours apart: the list spans a little over a week.
    const minutesAgo = i * 397 + rng.int(3, 90);
    const time = isoMinutes(ctx.now, -minutesAgo);
    const replies = (template.replies ?? []).map(([who, message], k): Email => {
      const mine = who === 'me';
      return {
        id: ++replyId,
        to: [mine ? other : EMAIL_OWNER],
        from: { ...(mine ? EMAIL_OWNER : other), avatar: '' },
        subject: `Re: ${template.subject}`,
        cc: [],
        bcc: [],
        message,
        attachments: [],
        isStarred: false,
        labels: [],
        // Each follow-up comes after the previous message, and before "now".
        time: isoMinutes(
          ctx.now,
          -Math.round(minutesAgo * (1 - (k + 1) / ((template.replies?.length ?? 0) + 1))),
        ),
        replies: [],
        folder: 'inbox',
        isRead: true,
        isDeleted: false,
      };
    });
    return {
      id: i + 1,
      to: [outgoing ? other : EMAIL_OWNER],
      from: outgoing ? { ...EMAIL_OWNER, avatar: '' } : { ...other, avatar: '' },
      subject: template.subject,
      cc: !outgoing && rng.chance(0.2) ? ['office@example.com'] : [],
      bcc: [],
      message: template.body,
      attachments: attachments(template.files),
      isStarred: rng.chance(0.25),
      labels: labelsOf(rng, template),
      time,
      replies,
      folder: template.folder,
      // Sent mail and drafts are the owner's own: read.
      isRead: outgoing || (i > 1 && rng.chance(0.5)),
      isDeleted: template.deleted === true,
    };
  });
}
