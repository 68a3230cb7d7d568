/**
 * Who may change work orders (docs/domain/work-orders.md): a session whose abilities allow the
 * call's action on work orders (the admin manages all; the technician creates and updates them).
 * No valid token answers 401, a session without the right 403 `notAllowedChange`; reads stay open
 * as the device domain's do. Which order a user may work on is the shared rules' (notYourOrder).
 */
import { WORK_ORDER_SUBJECT } from '@/auth/subjects';

import { guardOf } from './guard';

export const { asAllowedUser, allowedWrite } = guardOf(WORK_ORDER_SUBJECT, 'notAllowedChange');
