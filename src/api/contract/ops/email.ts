/** The E-mail calls (SPEC.md §7, §8). */
import * as email from '../email';
import { changed, tagged, type Operation } from '../operation';

const em = tagged('E-mail');

export const emailOperations: Operation[] = [
  em.read('/api/apps/email', 'listEmails', 'E-mails of a folder, label, the trash or the starred', email.emailListResponse, { query: email.emailListQuery }),
  em.write('post', '/api/apps/email', 'updateEmails', 'Toggle a label or update e-mails', email.emailUpdateBody, changed(email.emailUpdateResponse, 'The chosen e-mails after the change.')),
];
