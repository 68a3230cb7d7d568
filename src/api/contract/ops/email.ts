/**
 * The E-mail calls (docs/spec.md §7, §8), and sending and drafting from the compose dialog (ours).
 */
import * as email from '../email';
import { changed, created, missing, tagged, type Operation } from '../operation';

const em = tagged('E-mail');

export const emailOperations: Operation[] = [
  em.read(
    '/api/apps/email',
    'listEmails',
    'E-mails of a folder, label, the trash or the starred',
    email.emailListResponse,
    { query: email.emailListQuery },
  ),
  em.write(
    'post',
    '/api/apps/email',
    'updateEmails',
    'Toggle a label or update e-mails',
    email.emailUpdateBody,
    changed(email.emailUpdateResponse, 'The chosen e-mails after the change.'),
    {
      errors: missing('An id names no e-mail: `E-mail not found`; nothing was changed.'),
    },
  ),
  em.write(
    'post',
    '/api/apps/email/send',
    'sendEmail',
    'Send an e-mail',
    email.emailSendBody,
    created(email.emailComposeResponse, 'The sent e-mail, in the sent folder.'),
    {
      description:
        'Stored in the sent folder, from the mailbox owner. With `draftId` the draft becomes the sent e-mail; with `inReplyTo` a copy joins that e-mail’s replies.',
      errors: missing(
        '`draftId` names no draft (`This draft was sent or deleted meanwhile`), or `inReplyTo` no e-mail (`E-mail not found`).',
      ),
    },
  ),
  em.write(
    'post',
    '/api/apps/email/draft',
    'saveEmailDraft',
    'Save a draft',
    email.emailDraftBody,
    changed(email.emailComposeResponse, 'The draft as stored, in the draft folder.'),
    {
      description:
        'Without `draftId` a new draft is stored; with it, that draft is changed. Either answers 200 with the draft.',
      errors: missing('`draftId` names no draft: `This draft was sent or deleted meanwhile`.'),
    },
  ),
];
