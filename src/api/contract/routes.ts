/**
 * Every call of the API: method, path, parameters, body and answers, each with the contract's
 * schemas, one file of calls per domain (ops/). The OpenAPI document is generated from this
 * table, and a test holds it equal to the routes the simulation answers, so neither can drift
 * from the other.
 */
import { kitOperations, stored } from './kit-routes';
import { academyOperations } from './ops/academy';
import { calendarOperations } from './ops/calendar';
import { chatOperations } from './ops/chat';
import { ecommerceOperations } from './ops/ecommerce';
import { emailOperations } from './ops/email';
import { invoiceOperations } from './ops/invoice';
import { logisticsOperations } from './ops/logistics';
import { permissionsOperations } from './ops/permissions';
import { usersOperations } from './ops/users';
import { rolesOperations } from './ops/roles';
import { pagesOperations } from './ops/pages';
import type { Operation } from './operation';

export { ERROR_SCHEMAS, type ErrorShape, type Method, type Operation } from './operation';

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
  ].map(stored),
];
