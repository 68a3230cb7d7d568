/**
 * Every handler of the demo app's simulation, one file per domain, all reading the database
 * through `db`: the package's (kit.ts), then the sample apps'.
 */
import type { HttpHandler } from 'msw';

import { academyHandlers } from './academy';
import { calendarHandlers } from './calendar';
import { chatHandlers } from './chat';
import { ecommerceHandlers } from './ecommerce';
import { emailHandlers } from './email';
import type { DbRef } from './http';
import { invoiceHandlers } from './invoice';
import { createKitHandlers } from './kit';
import { logisticsHandlers } from './logistics';
import { pagesHandlers } from './pages';
import { permissionsHandlers } from './permissions';
import { rolesHandlers } from './roles';
import { usersHandlers } from './users';

export type { DbRef, KitDbRef } from './http';

/** All handlers over the database `db()` returns. */
export function createHandlers(db: DbRef): HttpHandler[] {
  return [
    ...createKitHandlers(db),
    ...academyHandlers(db),
    ...calendarHandlers(db),
    ...chatHandlers(db),
    ...ecommerceHandlers(db),
    ...emailHandlers(db),
    ...invoiceHandlers(db),
    ...logisticsHandlers(db),
    ...permissionsHandlers(db),
    ...usersHandlers(db),
    ...rolesHandlers(db),
    ...pagesHandlers(db),
  ];
}
