/**
 * The demo database: the kit's demo accounts (admin@demo.com / admin, client@demo.com / client,
 * the technician tech@demo.com / tech) and the simulation's deterministic samples (src/api/sample:
 * devices with their records, the home dashboard's projects, the work orders, the maintenance
 * plans), so a demo server shows what `npm start` shows. Only ever written into an empty database:
 * a team's accounts are never joined by accounts whose passwords everyone knows.
 */
import { sql, type Kysely } from 'kysely';

import type { ProjectAnalyticsRow } from '../src/api/contract/dashboard';
import type {
  DeletedDeviceRecord,
  Device,
  DeviceDocument,
  DeviceLocation,
  DeviceTypeRecord,
  HistoryEntry,
  MaintenanceRecord,
} from '../src/api/contract/devices';
import { createAuthData } from '../src/api/sample/auth';
import {
  deviceSamplesContext,
  generatorContext,
  type MockDbOptions,
} from '../src/api/sample/context';
import { createProjectAnalytics } from '../src/api/sample/dashboard';
import { createDeviceData } from '../src/api/sample/devices';
import { createMaintenancePlanData, samplePlanOrders } from '../src/api/sample/maintenance-plans';
import { createWorkOrderData, type WorkOrderRecord } from '../src/api/sample/work-orders';
import { createAccount, ensureRoles } from './auth/users';
import type { Database } from './db/schema';
import type { PlanFields } from './plans/rows';
import { seedPlans, type PlanStateSeed } from './plans/seed';
import { seedWorkOrders } from './work-orders/seed';

/**
 * The tables a seed writes (the simulation's, as it holds them): the devices with their types and
 * locations, and, when given, each device's records, the home dashboard's projects, the work orders
 * and the maintenance plans.
 */
export interface DeviceSeed {
  deviceTypes: readonly DeviceTypeRecord[];
  deviceLocations: readonly DeviceLocation[];
  devices: readonly Device[];
  deletedDevices: readonly DeletedDeviceRecord[];
  maintenance?: readonly MaintenanceRecord[];
  documents?: readonly DeviceDocument[];
  history?: readonly HistoryEntry[];
  projectAnalytics?: readonly ProjectAnalyticsRow[];
  /** The work orders, with their events and comments (their users must be seeded first). */
  workOrders?: readonly WorkOrderRecord[];
  /** The last serial given in each year (`'2026'` → 412). */
  workOrderSerials?: Readonly<Record<string, number>>;
  /** The maintenance plans; none given: each type's default plan from `now`. */
  maintenancePlans?: readonly PlanFields[];
  /** Each plan's state on a device (anchor, postponement). */
  planStates?: readonly PlanStateSeed[];
  /** The seed's clock (the default plans' start), as an ISO instant; the real one by default. */
  now?: string;
}

const CHUNK = 500;

async function insertChunks<T>(
  rows: readonly T[],
  insert: (chunk: T[]) => Promise<unknown>,
): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

const deviceColumns = (d: Device) => ({
  number: d.number,
  name: d.name,
  type_id: d.typeId,
  model: d.model,
  manufacturer: d.manufacturer,
  serial_number: d.serialNumber,
  status: d.status,
  condition: d.condition,
  location_id: d.locationId,
  parent_number: d.parentNumber,
  install_date: d.installDate,
  commission_date: d.commissionDate,
  warranty_until: d.warrantyUntil,
  last_inspection: d.lastInspection,
  next_inspection: d.nextInspection,
  responsible: d.responsible,
  tags: JSON.stringify(d.tags),
  notes: d.notes,
  nameplate: JSON.stringify(d.nameplate),
  created_at: d.createdAt,
  updated_at: d.updatedAt,
  version: d.version,
});

/**
 * Writes device types, locations and devices with their own ids, in the order given (the
 * register's).
 */
export async function seedDevices(db: Kysely<Database>, data: DeviceSeed): Promise<void> {
  await db.transaction().execute(async (tx) => {
    await insertChunks(data.deviceTypes, (chunk) =>
      tx
        .insertInto('device_types')
        .values(
          chunk.map((t) => ({
            id: t.id,
            code: t.code,
            name: t.name,
            category: t.category,
            description: t.description,
            inspection_interval_days: t.inspectionIntervalDays,
            nameplate_fields: JSON.stringify(t.nameplateFields),
            thresholds: JSON.stringify(t.thresholds),
            updated_at: t.updatedAt,
            version: t.version,
          })),
        )
        .execute(),
    );
    // Parents before children (the samples' order), as the foreign key asks.
    await insertChunks(data.deviceLocations, (chunk) =>
      tx
        .insertInto('device_locations')
        .values(
          chunk.map((l) => ({
            id: l.id,
            parent_id: l.parentId,
            name: l.name,
            kind: l.kind,
            code: l.code,
            address: l.address,
            lat: l.lat,
            lng: l.lng,
            manager: l.manager,
            version: l.version,
          })),
        )
        .execute(),
    );
    await insertChunks(data.devices, (chunk) =>
      tx.insertInto('devices').values(chunk.map(deviceColumns)).execute(),
    );
    await insertChunks(data.deletedDevices, (chunk) =>
      tx
        .insertInto('devices')
        .values(
          chunk.map((d) => ({
            ...deviceColumns(d),
            deleted_at: d.deletedAt,
            deleted_by: d.deletedBy,
            deleted_type_code: d.typeCode,
            deleted_type_name: d.typeName,
            deleted_location_names: JSON.stringify(d.locationNames),
          })),
        )
        .execute(),
    );
    await seedRecords(tx, data);
    await seedWorkOrders(tx, data.workOrders ?? [], data.workOrderSerials);
    await seedPlans(
      tx,
      data.maintenancePlans,
      data.planStates ?? [],
      data.deviceTypes,
      data.now ?? new Date().toISOString(),
    );
    // Ids given with the rows: the next generated one follows them (the simulation's max + 1, or
    // 1 in an empty table).
    for (const table of [
      'device_types',
      'device_locations',
      'maintenance_records',
      'device_documents',
      'device_history',
    ] as const) {
      await sql`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce((select max(id) from ${sql.table(table)}), 0) + 1, false)`.execute(
        tx,
      );
    }
  });
  // The planner's statistics of what was just loaded (PGlite runs no autovacuum to gather them).
  await sql`analyze`.execute(db);
}

/** A device's maintenance, documents and history with their own ids, and the dashboard's projects. */
async function seedRecords(db: Kysely<Database>, data: DeviceSeed): Promise<void> {
  await insertChunks(data.maintenance ?? [], (chunk) =>
    db
      .insertInto('maintenance_records')
      .values(
        chunk.map((m) => ({
          id: m.id,
          device_number: m.deviceNumber,
          kind: m.kind,
          date: m.date,
          technician: m.technician,
          status: m.status,
          result: m.result,
          notes: m.notes,
          cost: m.cost,
          downtime_hours: m.downtimeHours,
        })),
      )
      .execute(),
  );
  await insertChunks(data.documents ?? [], (chunk) =>
    db
      .insertInto('device_documents')
      .values(
        chunk.map((d) => ({
          id: d.id,
          device_number: d.deviceNumber,
          name: d.name,
          kind: d.kind,
          size_bytes: d.sizeBytes,
          date: d.date,
        })),
      )
      .execute(),
  );
  await insertChunks(data.history ?? [], (chunk) =>
    db
      .insertInto('device_history')
      .values(
        chunk.map((h) => ({
          id: h.id,
          device_number: h.deviceNumber,
          at: h.at,
          actor: h.actor,
          action: h.action,
          changes: JSON.stringify(h.changes),
        })),
      )
      .execute(),
  );
  await insertChunks(data.projectAnalytics ?? [], (chunk) =>
    db
      .insertInto('dashboard_projects')
      .values(
        chunk.map((p) => ({
          id: p.id,
          logo: p.logo,
          name: p.name,
          date: p.date,
          leader: p.leader,
          team: JSON.stringify(p.team),
          status: p.status,
        })),
      )
      .execute(),
  );
}

/** The demo accounts with their roles, passwords hashed. */
export async function seedDemoAccounts(db: Kysely<Database>): Promise<void> {
  await ensureRoles(db);
  for (const user of createAuthData().loginUsers) {
    await createAccount(db, {
      email: user.email,
      password: user.password,
      fullName: user.fullName,
      username: user.username,
      role: user.role,
      avatar: user.avatar,
    });
  }
}

/**
 * True when the database holds no account and no device: the only database a demo seed writes into.
 */
export async function isEmpty(db: Kysely<Database>): Promise<boolean> {
  const users = await db.selectFrom('users').select('id').limit(1).execute();
  const devices = await db.selectFrom('devices').select('number').limit(1).execute();
  return users.length === 0 && devices.length === 0;
}

/**
 * Seeds the demo accounts and the samples of `options` (the simulation's defaults: seed 2024, now).
 */
export async function seedDemo(db: Kysely<Database>, options: MockDbOptions = {}): Promise<void> {
  await seedDemoAccounts(db);
  const ctx = generatorContext(options);
  const devices = createDeviceData(deviceSamplesContext(ctx));
  const orders = createWorkOrderData(ctx, devices.devices, createAuthData().loginUsers);
  // The sample plans and the orders they have due at "now", as the simulation's samples hold them.
  const plans = createMaintenancePlanData(ctx, devices.deviceTypes, devices.devices);
  samplePlanOrders(
    orders,
    plans,
    devices.devices.map((d) => ({ ...d, deleted: false })),
    ctx.now.toISOString(),
  );
  await seedDevices(db, {
    ...devices,
    projectAnalytics: createProjectAnalytics(ctx),
    workOrders: orders.workOrders,
    workOrderSerials: orders.workOrderSerials,
    ...plans,
  });
}
