/**
 * Who may change the sample apps' and pages' data (users, roles, invoices, e-commerce, e-mail,
 * chat, calendar, academy, profile, …): a session allowed to on the Apps subject (the admin's
 * `manage all`); the client account reads only (docs/spec.md §6). Opening a chat marks it seen, a
 * change of the reader's own data: it needs a session that may read the apps.
 */
import { APPS_SUBJECT } from '@/auth/subjects';

import { guardOf } from './guard';

export const { asAllowedUser, allowedWrite } = guardOf(APPS_SUBJECT, 'notAllowedChange');
