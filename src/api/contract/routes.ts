/**
 * Every call of the API: method, path, parameters, body and answers, each with the contract's
 * schemas, one file of calls per domain (ops/). The OpenAPI document is generated from this
 * table, and a test holds it equal to the routes the simulation answers, so neither can drift
 * from the other.
 */
import { deviceOperations, deviceTypeOperations, locationOperations } from './ops/devices';
import { authOperations } from './ops/auth';
import { searchOperations } from './ops/search';
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
import type { Errors, Operation } from './operation';

export { ERROR_SCHEMAS, type ErrorShape, type Method, type Operation } from './operation';

/**
 * Whether an operation changes stored data: every write but signing in (which only issues a
 * token), and the one read that writes (opening a chat marks it seen, SPEC §4).
 */
const changesData = (op: Operation) => (op.method !== 'get' && op.operationId !== 'login') || op.operationId === 'openChat';

/** What a change answers when it cannot be stored: 507, and nothing was changed. */
function stored(op: Operation): Operation {
  if (!changesData(op)) return op;
  const errors: Errors = { 507: ['message', 'The change could not be stored (the storage is full or unavailable): nothing was changed. `Could not save: the browser’s storage is full`.'] };
  return { ...op, mutates: true, errors: { ...op.errors, ...errors } };
}

/** Every operation, in the order the document lists them. */
export const operations: readonly Operation[] = [
  ...deviceOperations,
  ...deviceTypeOperations,
  ...locationOperations,
  ...authOperations,
  ...searchOperations,
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
].map(stored);
