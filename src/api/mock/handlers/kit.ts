/**
 * The handlers of the package's simulation: sign-in, search, devices, device types, locations, the
 * home dashboard, work orders, maintenance plans, attachments, electrical tests.
 */
import type { HttpHandler } from 'msw';

import { appBarSearchHandlers } from './app-bar-search';
import { arcFlashHandlers } from './arc-flash';
import { attachmentHandlers } from './attachments';
import { authHandlers } from './auth';
import { dashboardHandlers } from './dashboard';
import { deviceLocationHandlers } from './device-locations';
import { deviceTypeHandlers } from './device-types';
import { deviceHandlers } from './devices';
import { electricalTestHandlers } from './electrical-tests';
import type { KitDbRef } from './http';
import { importHandlers } from './imports';
import { maintenancePlanHandlers } from './maintenance-plans';
import { workOrderHandlers } from './work-orders';

export type { KitDbRef } from './http';

/** The package's handlers over the database `db()` returns. */
export function createKitHandlers(db: KitDbRef): HttpHandler[] {
  return [
    ...authHandlers(db),
    ...appBarSearchHandlers(db),
    // Device stats/readings routes are registered before `/api/devices/:number` inside their file.
    ...deviceHandlers(db),
    ...deviceTypeHandlers(db),
    ...deviceLocationHandlers(db),
    ...dashboardHandlers(db),
    ...workOrderHandlers(db),
    ...maintenancePlanHandlers(db),
    ...attachmentHandlers(db),
    ...electricalTestHandlers(db),
    ...arcFlashHandlers(db),
    ...importHandlers(db),
  ];
}
