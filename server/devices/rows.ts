/**
 * Devices between their rows and the contract's shapes: the columns a device is read with, the
 * location paths (recursive, from each site down) a row is shown with, and the mapping to Device
 * and DeviceListItem exactly as the simulation answers them (docs/domain/devices.md).
 */
import { sql, type Kysely, type QueryCreator, type Selectable } from 'kysely';

import type {
  Device,
  DeviceCondition,
  DeviceListItem,
  DeviceStatus,
  LocationPathItem,
} from '../../src/api/contract/devices';
import type { Database, DevicesTable } from '../db/schema';
import { isOverdue } from '../devices/overdue';

export type DeviceRow = Omit<Selectable<DevicesTable>, 'seq'>;

/** A register row joined with what it is listed with. */
export interface DeviceListRow extends DeviceRow {
  type_code: string | null;
  type_name: string | null;
  location_names: string[] | null;
  location_items: LocationPathItem[] | null;
}

/** Every column of a device but its place in the register's order. */
export const DEVICE_COLUMNS = [
  'd.number',
  'd.name',
  'd.type_id',
  'd.model',
  'd.manufacturer',
  'd.serial_number',
  'd.status',
  'd.condition',
  'd.location_id',
  'd.parent_number',
  'd.install_date',
  'd.commission_date',
  'd.warranty_until',
  'd.last_inspection',
  'd.next_inspection',
  'd.responsible',
  'd.tags',
  'd.notes',
  'd.nameplate',
  'd.created_at',
  'd.updated_at',
  'd.version',
  'd.deleted_at',
  'd.deleted_by',
  'd.deleted_type_code',
  'd.deleted_type_name',
  'd.deleted_location_names',
] as const;

/**
 * `location_paths(id, names, items)`: each location with the names (and breadcrumb items) from its
 * site down. Locations are a tree of tens of rows; the recursion walks it once per query.
 */
/** The tables of a query with `location_paths`. */
export type WithLocationPaths = Database & {
  location_paths: { id: number; names: string[]; items: LocationPathItem[] };
};

export function withLocationPaths(db: Kysely<Database>): QueryCreator<WithLocationPaths> {
  return db.withRecursive('location_paths(id, names, items)', (qb) =>
    qb
      .selectFrom('device_locations')
      .select([
        'id',
        sql<string[]>`array[name]`.as('names'),
        sql<
          LocationPathItem[]
        >`jsonb_build_array(jsonb_build_object('id', id, 'name', name, 'kind', kind))`.as('items'),
      ])
      .where('parent_id', 'is', null)
      .unionAll((sub) =>
        sub
          .selectFrom('device_locations as l')
          .innerJoin('location_paths as p', 'p.id', 'l.parent_id')
          .select([
            'l.id',
            sql<string[]>`p.names || l.name`.as('names'),
            sql<
              LocationPathItem[]
            >`p.items || jsonb_build_array(jsonb_build_object('id', l.id, 'name', l.name, 'kind', l.kind))`.as(
              'items',
            ),
          ]),
      ),
  );
}

const iso = (value: Date | string): string => new Date(value).toISOString();

export function toDevice(row: DeviceRow): Device {
  return {
    number: row.number,
    name: row.name,
    typeId: row.type_id,
    model: row.model,
    manufacturer: row.manufacturer,
    serialNumber: row.serial_number,
    status: row.status as DeviceStatus,
    condition: row.condition as DeviceCondition,
    locationId: row.location_id,
    parentNumber: row.parent_number,
    installDate: row.install_date,
    commissionDate: row.commission_date,
    warrantyUntil: row.warranty_until,
    lastInspection: row.last_inspection,
    nextInspection: row.next_inspection,
    responsible: row.responsible,
    tags: row.tags,
    notes: row.notes,
    nameplate: row.nameplate,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    version: row.version,
  };
}

/**
 * A row of the list: a deleted device with its type and location as they were named when it was
 * deleted, never overdue; any other with its current type and location path.
 */
export function toListItem(row: DeviceListRow, today: string): DeviceListItem {
  const device = toDevice(row);
  if (row.deleted_at) {
    const names = row.deleted_location_names ?? [];
    return {
      ...device,
      typeCode: row.deleted_type_code ?? '',
      typeName: row.deleted_type_name ?? '',
      locationName: names.at(-1) ?? '',
      locationNames: [...names],
      overdue: false,
      deletedAt: iso(row.deleted_at),
      deletedBy: row.deleted_by,
    };
  }
  const names = row.location_names ?? [];
  return {
    ...device,
    typeCode: row.type_code ?? '',
    typeName: row.type_name ?? '',
    locationName: names.at(-1) ?? '',
    locationNames: names,
    overdue: isOverdue(device, today),
    deletedAt: null,
    deletedBy: null,
  };
}
