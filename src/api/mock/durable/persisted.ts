/**
 * What the browser simulation keeps in localStorage, as schemas: a read that does not match is
 * never trusted (issue 11.5). The database's schema is composed from the contract's own record
 * schemas, so a stored row is held to the same rules as an answer; the journal's entries, the
 * head and the snapshot have schemas of their own.
 */
import { z } from 'zod';

import { arcFlashStudyBody } from '@/api/contract/arc-flash';
import { abilityRule, userData } from '@/api/contract/auth';
import { isoDate, isoDateTime, LIMITS, recordVersion } from '@/api/contract/common';
import { projectAnalyticsRow } from '@/api/contract/dashboard';
import {
  deletedDeviceRecord,
  device,
  deviceDocument,
  deviceLocation,
  deviceTypeRecord,
  historyEntry,
  maintenanceRecord,
} from '@/api/contract/devices';
import { testResult } from '@/api/contract/electrical-tests';
import { importRecord } from '@/api/contract/imports';
import { maintenancePlan } from '@/api/contract/maintenance-plans';
import { searchGroup, searchItem } from '@/api/contract/search';
import { workOrder } from '@/api/contract/work-orders';

import type { KitDb } from '../db/kit';
import type { Simulation } from '../simulation';

const MAX_SAFE = Number.MAX_SAFE_INTEGER;

/** A work order as the database holds it (src/api/sample/work-orders.ts, WorkOrderRecord). */
const storedWorkOrder = workOrder.omit({
  deviceName: true,
  locationId: true,
  locationName: true,
  assigneeName: true,
  overdue: true,
});

/** A maintenance plan as the database holds it (src/api/sample/maintenance-plans.ts). */
const storedPlan = maintenancePlan.omit({
  deviceTypeName: true,
  deviceName: true,
  assigneeName: true,
  openOrders: true,
  nextDue: true,
});
const storedPlanState = z.object({
  planId: z.int(),
  deviceNumber: z.string(),
  anchor: isoDate.nullable(),
  postponedTo: isoDate.nullable(),
});
const storedArcFlashStudy = z.object({
  ...arcFlashStudyBody.shape,
  deviceNumber: z.string(),
  version: recordVersion,
});

/** The largest scale a stored base may name (the benchmarks use 100). */
export const MAX_SCALE = 1000;

/** What the samples are built from: the same base always gives the same samples. */
export const sampleBase = z.object({
  seed: z.int().min(-MAX_SAFE).max(MAX_SAFE),
  now: isoDateTime,
  scale: z.int().min(1).max(MAX_SCALE),
});
export type SampleBase = z.infer<typeof sampleBase>;

/**
 * The package's tables as stored (the sample apps' are added by their simulation). `versioned`
 * false reads a copy saved before records had versions (the v1 snapshot): a missing version is 1.
 */
export function kitDbShape(versioned: boolean) {
  const version = versioned ? recordVersion : recordVersion.default(1);
  return {
    meta: sampleBase,
    loginUsers: z.array(
      userData.extend({ password: z.string(), abilityRules: z.array(abilityRule) }),
    ),
    projectAnalytics: z.array(projectAnalyticsRow),
    // Stored whole: the answer's limit of children per group is applied when it is searched.
    searchGroups: z.array(searchGroup.extend({ children: z.array(searchItem) })),
    deviceTypes: z.array(deviceTypeRecord.extend({ version })),
    devices: z.array(device.extend({ version })),
    deviceLocations: z.array(deviceLocation.extend({ version })),
    maintenance: z.array(maintenanceRecord),
    documents: z.array(deviceDocument),
    history: z.array(historyEntry),
    // A copy stored before devices were kept when deleted has none.
    deletedDevices: z.array(deletedDeviceRecord.extend({ version })).default([]),
    // As stored: what follows from the device, the assignee and the clock is read with the order.
    // A copy stored before work orders existed has none.
    workOrders: z.array(storedWorkOrder).default([]),
    workOrderSerials: z.record(z.string().regex(/^\d{4}$/), z.int().min(0)).default({}),
    // A copy stored before maintenance plans existed has none (its types get no default plan).
    maintenancePlans: z.array(storedPlan).default([]),
    planStates: z.array(storedPlanState).default([]),
    // A copy stored before electrical tests existed has none.
    testResults: z.array(testResult).default([]),
    testLimits: z
      .array(
        z.object({
          typeId: z.int(),
          limits: z.record(z.string(), z.record(z.string(), z.number())),
          version,
        }),
      )
      .default([]),
    // A copy stored before arc-flash studies existed has none.
    arcFlashStudies: z.array(storedArcFlashStudy).default([]),
    // A copy stored before imports existed has none.
    imports: z
      .array(
        importRecord.extend({
          locationIds: z.array(z.int()),
          versions: z.record(z.string(), z.int()),
          before: z.record(z.string(), z.record(z.string(), z.unknown())),
        }),
      )
      .default([]),
  };
}

/** The format of the head, snapshot and entries below; another number is not read. */
export const FORMAT = 2;

/** Names one run of the journal: a reset starts a new one, so no tab mixes entries of two. */
export const epoch = z.string().min(1).max(64);

/**
 * Where the journal stands: its last entry, the samples it applies to, and the snapshot that
 * replaces its first entries (null: none, the entries apply to the samples).
 */
export const head = z.object({
  format: z.literal(FORMAT),
  epoch,
  seq: z.int().min(0).max(MAX_SAFE),
  base: sampleBase,
  snapshot: z.int().min(0).max(MAX_SAFE).nullable(),
});
export type Head = z.infer<typeof head>;

/** A snapshot: the database after the entries up to `seq` of its epoch. */
const snapshotOf = (db: z.ZodType) =>
  z.object({ format: z.literal(FORMAT), epoch, seq: z.int().min(0).max(MAX_SAFE), db });

/**
 * The longest path or Authorization header an entry keeps (a change with longer ones is not
 * stored).
 */
export const ENTRY_TEXT_MAX = 8192;

/** The methods a journaled request may have. */
export const JOURNALED_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/**
 * One successful change as its request: replayed through the same handlers, with its write
 * time pinned, it changes the database the same way again.
 */
export const journalEntry = z.object({
  format: z.literal(FORMAT),
  epoch,
  seq: z.int().min(1).max(MAX_SAFE),
  /** When it was made (ms since 1970): the time its write stamps carry. */
  at: z.number().int().min(0).max(8.64e15),
  method: z.enum(JOURNALED_METHODS),
  /** Path and query, e.g. `/api/devices/24DC10001`. */
  path: z.string().startsWith('/api/').max(ENTRY_TEXT_MAX),
  /** The request body as sent (JSON text), or null. */
  body: z.string().max(LIMITS.bodyBytes).nullable(),
  /** The Authorization header, or null: replayed, the write is made as the same user. */
  auth: z.string().max(ENTRY_TEXT_MAX).nullable(),
});
export type JournalEntry = z.infer<typeof journalEntry>;

/** A recovery not yet told to the user (`device-mock-notice`). */
export const recoveryNotice = z.object({
  reason: z.enum(['unreadable', 'legacy']),
  keys: z.array(z.string().max(200)).max(1000),
});

/** The snapshot of the first version (`device-mock-db`): records without versions. */
const legacySnapshotOf = (db: z.ZodType) => z.object({ version: z.literal(1), db });

export interface StoredSchemas<D extends KitDb> {
  snapshot: z.ZodType<{ format: typeof FORMAT; epoch: string; seq: number; db: D }>;
  legacySnapshot: z.ZodType<{ version: 1; db: D }>;
}

const schemasBySimulation = new WeakMap<object, StoredSchemas<KitDb>>();

/**
 * The snapshot schemas of a simulation's database, built once. The schema holds a stored copy
 * to the contract's records, so what it reads is the simulation's database.
 */
export function storedSchemas<D extends KitDb>(simulation: Simulation<D>): StoredSchemas<D> {
  let schemas = schemasBySimulation.get(simulation);
  if (!schemas) {
    schemas = {
      snapshot: snapshotOf(simulation.storedDb(true)),
      legacySnapshot: legacySnapshotOf(simulation.storedDb(false)),
    } as unknown as StoredSchemas<KitDb>;
    schemasBySimulation.set(simulation, schemas);
  }
  return schemas as unknown as StoredSchemas<D>;
}

/**
 * Parses stored JSON text with a schema: the value, or undefined for anything that does not match.
 */
export function readStored<T extends z.ZodType>(
  schema: T,
  text: string | null,
): z.output<T> | undefined {
  if (text === null) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}
