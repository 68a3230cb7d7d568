/** Every handler of the simulation, one file per domain, all reading the database through `db`. */
import type { HttpHandler } from 'msw';
import type { DbRef } from './http';
import { academyHandlers } from './academy';
import { appBarSearchHandlers } from './app-bar-search';
import { authHandlers } from './auth';
import { calendarHandlers } from './calendar';
import { chatHandlers } from './chat';
import { deviceLocationHandlers } from './device-locations';
import { deviceTypeHandlers } from './device-types';
import { deviceHandlers } from './devices';
import { ecommerceHandlers } from './ecommerce';
import { emailHandlers } from './email';
import { invoiceHandlers } from './invoice';
import { logisticsHandlers } from './logistics';
import { pagesHandlers } from './pages';
import { permissionsHandlers } from './permissions';
import { usersHandlers } from './users';
import { rolesHandlers } from './roles';

export type { DbRef } from './http';

/** All handlers over the database `db()` returns. */
export function createHandlers(db: DbRef): HttpHandler[] {
  return [
    ...authHandlers(db),
    ...appBarSearchHandlers(db),
    // Device stats/readings routes are registered before `/api/devices/:number` inside their file.
    ...deviceHandlers(db),
    ...deviceTypeHandlers(db),
    ...deviceLocationHandlers(db),
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
