/**
 * A device's maintenance, documents and history in SQL (docs/domain/devices.md), as the
 * simulation's listMaintenance, listDocuments and listHistory answer them
 * (src/api/mock/queries/devices.ts): newest first (by the date, then the id), or sorted by an
 * allowed key with ties in that order, and paged. Each reads one device's rows through its index
 * (device, date desc, id desc). A deleted device's records only for a viewer who sees deleted
 * devices; to anyone else, and for a number no device has, 404.
 */
import { sql, type Kysely, type Selectable } from 'kysely';

import {
  DOCUMENT_SORT_KEYS,
  documentListQuery,
  historyListQuery,
  maintenanceListQuery,
  type DeviceDocument,
  type DeviceDocumentListResponse,
  type HistoryAction,
  type HistoryEntry,
  type HistoryListResponse,
  type MaintenanceListResponse,
  type MaintenanceRecord,
  type MaintenanceSortKey,
} from '../../src/api/contract/devices';
import { notFound, ok, type Outcome } from '../../src/api/shared/outcome';
import { readParams, type ParamSource } from '../../src/api/shared/params';
import type {
  Database,
  DeviceDocumentsTable,
  DeviceHistoryTable,
  MaintenanceRecordsTable,
} from '../db/schema';
import { normalizeNumber } from '../devices/detail';
import type { DeviceViewer } from '../devices/list';
import { orderOf, pageOf, plainKey, textKey, type SortSql } from './order';

/** The stored number of a device the viewer may read, by the number a request names. */
export async function visibleDevice(
  db: Kysely<Database>,
  number: unknown,
  viewer: DeviceViewer,
): Promise<string | undefined> {
  const wanted = normalizeNumber(number);
  if (!wanted) return undefined;
  let query = db.selectFrom('devices').select('number').where('number', '=', wanted);
  if (!viewer.seesDeleted) query = query.where('deleted_at', 'is', null);
  return (await query.executeTakeFirst())?.number;
}

type RecordTable = 'maintenance_records' | 'device_documents' | 'device_history';

/** The rows of one device's page and the device's total, in the asked order. */
async function devicePage<T extends RecordTable>(
  db: Kysely<Database>,
  table: T,
  number: string,
  paging: { page: number; itemsPerPage: number },
  order: ReturnType<typeof orderOf>,
) {
  const counted = await db
    .selectFrom(table as RecordTable)
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .where('device_number', '=', number)
    .executeTakeFirstOrThrow();
  const total = Number(counted.total);
  const window = pageOf(total, paging.page, paging.itemsPerPage);
  if (!window) return { rows: [], total };
  const rows = await db
    .selectFrom(table as RecordTable)
    .selectAll()
    .where('device_number', '=', number)
    .orderBy(order)
    .limit(window.limit)
    .offset(window.offset)
    .execute();
  return { rows, total };
}

const MAINTENANCE_SORT: Record<MaintenanceSortKey, SortSql> = {
  date: plainKey('date'),
  kind: textKey('kind'),
  status: textKey('status'),
  technician: textKey('technician'),
  cost: plainKey('cost'),
};

/** GET /api/devices/{number}/maintenance: newest first unless sorted; paging as §5. */
export async function listMaintenance(
  db: Kysely<Database>,
  number: unknown,
  source: ParamSource,
  viewer: DeviceViewer,
): Promise<Outcome<MaintenanceListResponse>> {
  const device = await visibleDevice(db, number, viewer);
  if (!device) return notFound('deviceNotFound');
  const { sortBy, orderBy, page, itemsPerPage } = readParams(maintenanceListQuery, source);
  const order = orderOf(sortBy && MAINTENANCE_SORT[sortBy], orderBy, sql`date desc, id desc`);
  const found = await devicePage(db, 'maintenance_records', device, { page, itemsPerPage }, order);
  const records = (found.rows as Selectable<MaintenanceRecordsTable>[]).map(
    (m): MaintenanceRecord => ({
      id: m.id,
      deviceNumber: m.device_number,
      kind: m.kind as MaintenanceRecord['kind'],
      date: m.date,
      technician: m.technician,
      status: m.status as MaintenanceRecord['status'],
      result: m.result as MaintenanceRecord['result'],
      notes: m.notes,
      cost: m.cost,
      downtimeHours: m.downtime_hours,
    }),
  );
  return ok({ records, total: found.total });
}

const DOCUMENT_SORT: Record<(typeof DOCUMENT_SORT_KEYS)[number], SortSql> = {
  name: textKey('name'),
  kind: textKey('kind'),
  date: plainKey('date'),
  size: plainKey('size_bytes'),
};

/** GET /api/devices/{number}/documents: newest first unless sorted (name, kind, date, size). */
export async function listDocuments(
  db: Kysely<Database>,
  number: unknown,
  source: ParamSource,
  viewer: DeviceViewer,
): Promise<Outcome<DeviceDocumentListResponse>> {
  const device = await visibleDevice(db, number, viewer);
  if (!device) return notFound('deviceNotFound');
  const { sortBy, orderBy, page, itemsPerPage } = readParams(documentListQuery, source);
  const order = orderOf(sortBy && DOCUMENT_SORT[sortBy], orderBy, sql`date desc, id desc`);
  const found = await devicePage(db, 'device_documents', device, { page, itemsPerPage }, order);
  const documents = (found.rows as Selectable<DeviceDocumentsTable>[]).map((d): DeviceDocument => ({
    id: d.id,
    deviceNumber: d.device_number,
    name: d.name,
    kind: d.kind as DeviceDocument['kind'],
    sizeBytes: Number(d.size_bytes),
    date: d.date,
  }));
  return ok({ documents, total: found.total });
}

/** A stored history row as the contract's entry. */
export function historyEntryOf(h: Selectable<DeviceHistoryTable>): HistoryEntry {
  return {
    id: h.id,
    deviceNumber: h.device_number,
    at: new Date(h.at).toISOString(),
    actor: h.actor,
    action: h.action as HistoryAction,
    changes: h.changes,
  };
}

/** GET /api/devices/{number}/history: newest first (sortBy=at&orderBy=asc for oldest first). */
export async function listHistory(
  db: Kysely<Database>,
  number: unknown,
  source: ParamSource,
  viewer: DeviceViewer,
): Promise<Outcome<HistoryListResponse>> {
  const device = await visibleDevice(db, number, viewer);
  if (!device) return notFound('deviceNotFound');
  const { sortBy, orderBy, page, itemsPerPage } = readParams(historyListQuery, source);
  const order = orderOf(sortBy && plainKey('at'), orderBy, sql`at desc, id desc`);
  const found = await devicePage(db, 'device_history', device, { page, itemsPerPage }, order);
  return ok({
    entries: (found.rows as Selectable<DeviceHistoryTable>[]).map(historyEntryOf),
    total: found.total,
  });
}
