/**
 * The calls the package's screens make (devices, device types, locations, sign-in, search, the
 * home dashboard): the route table of the package's simulation and of its OpenAPI document.
 * routes.ts adds the sample apps' calls for the demo app.
 */
import type { Errors, Operation } from './operation';
import { arcFlashOperations } from './ops/arc-flash';
import { attachmentOperations } from './ops/attachments';
import { authOperations } from './ops/auth';
import { dashboardOperations } from './ops/dashboard';
import { deviceOperations, deviceTypeOperations, locationOperations } from './ops/devices';
import { electricalTestOperations } from './ops/electrical-tests';
import { importOperations } from './ops/imports';
import { maintenancePlanOperations } from './ops/maintenance-plans';
import { searchOperations } from './ops/search';
import { workOrderOperations } from './ops/work-orders';

/**
 * Whether an operation changes stored data: every write but signing in (which only issues a
 * token), and the one read that writes (opening a chat marks it seen, SPEC §4).
 */
const changesData = (op: Operation) =>
  (op.method !== 'get' && op.operationId !== 'login') || op.operationId === 'openChat';

/** What a change answers when it cannot be stored: 507, and nothing was changed. */
export function stored(op: Operation): Operation {
  if (!changesData(op)) return op;
  const errors: Errors = {
    507: [
      'message',
      'The change could not be stored (the storage is full or unavailable): nothing was changed. `Could not save: the browser’s storage is full`.',
    ],
  };
  return { ...op, mutates: true, errors: { ...op.errors, ...errors } };
}

/**
 * Marks the open reads of `ids` that read a session when one is sent (Bearer optional in the
 * document): what they answer depends on who asks, which a backend must know.
 */
export function sessionOptional(ids: readonly string[]) {
  const marked = new Set(ids);
  return (op: Operation): Operation =>
    marked.has(op.operationId) ? { ...op, sessionOptional: true } : op;
}

/**
 * The device reads a session that may delete devices sees deleted devices in; the search finds
 * people for one that may read the sample apps.
 */
const KIT_READS_WITH_SESSION = [
  'listDevices',
  'getDevice',
  'getReadings',
  'getAlarms',
  'listMaintenance',
  'listHistory',
  'listDocuments',
  'appBarSearch',
];

/** The package's operations, in the order the document lists them. */
export const kitOperations: readonly Operation[] = [
  ...deviceOperations,
  ...deviceTypeOperations,
  ...locationOperations,
  ...authOperations,
  ...searchOperations,
  ...dashboardOperations,
  ...workOrderOperations,
  ...maintenancePlanOperations,
  ...attachmentOperations,
  ...electricalTestOperations,
  ...arcFlashOperations,
  ...importOperations,
]
  .map(stored)
  .map(sessionOptional(KIT_READS_WITH_SESSION));
