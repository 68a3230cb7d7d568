/**
 * Every call of the API: method, path, parameters, body and answers, each with the contract's
 * schemas, one file of calls per domain (ops/). The OpenAPI document is generated from this
 * table, and a test holds it equal to the routes the simulation answers, so neither can drift
 * from the other.
 */
import { APPS_SUBJECT } from '@/auth/subjects';

import { kitOperations, sessionOptional, stored } from './kit-routes';
import { secured, type Operation } from './operation';
import { academyOperations } from './ops/academy';
import { calendarOperations } from './ops/calendar';
import { chatOperations } from './ops/chat';
import { ecommerceOperations } from './ops/ecommerce';
import { emailOperations } from './ops/email';
import { invoiceOperations } from './ops/invoice';
import { logisticsOperations } from './ops/logistics';
import { pagesOperations } from './ops/pages';
import { permissionsOperations } from './ops/permissions';
import { rolesOperations } from './ops/roles';
import { usersOperations } from './ops/users';

export { ERROR_SCHEMAS, type ErrorShape, type Method, type Operation } from './operation';

/**
 * A sample app's call that changes stored data (`mutates`, set by `stored`: every write, and
 * opening a chat, which marks it seen) needs a session allowed to change the sample apps (subject
 * Apps); the client account, which reads only (docs/spec.md §6), is refused.
 */
const appsSecured = (op: Operation): Operation => (op.mutates ? secured(op, APPS_SUBJECT) : op);

/** Every operation (the package's, then the sample apps'), in the order the document lists them. */
export const operations: readonly Operation[] = [
  ...kitOperations,
  ...[
    ...academyOperations,
    ...calendarOperations,
    ...chatOperations,
    ...ecommerceOperations,
    ...emailOperations,
    ...invoiceOperations,
    ...logisticsOperations,
    ...permissionsOperations,
    ...usersOperations,
    ...rolesOperations,
    ...pagesOperations,
  ]
    .map(stored)
    .map(appsSecured)
    // A help article answers with the reader's own vote (`mine`) to a session.
    .map(sessionOptional(['getHelpArticle'])),
];
