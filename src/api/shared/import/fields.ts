/**
 * What an import brings in (docs/domain/import.md): the entities and the fields a column may
 * map to. Plain values, so the wizard's column menu needs no schema library.
 */
export const IMPORT_ENTITIES = ['devices', 'locations', 'deviceTypes'] as const;
export type ImportEntity = (typeof IMPORT_ENTITIES)[number];

export const DEVICE_IMPORT_FIELDS = [
  'number',
  'name',
  'type',
  'location',
  'parent',
  'model',
  'manufacturer',
  'serialNumber',
  'status',
  'condition',
  'installDate',
  'commissionDate',
  'warrantyUntil',
  'lastInspection',
  'responsible',
  'tags',
  'notes',
] as const;
export const LOCATION_IMPORT_FIELDS = [
  'name',
  'kind',
  'parent',
  'code',
  'address',
  'lat',
  'lng',
  'manager',
] as const;
export const DEVICE_TYPE_IMPORT_FIELDS = [
  'code',
  'name',
  'category',
  'description',
  'inspectionIntervalDays',
  'maxTemperatureC',
  'maxLoadPercent',
] as const;

export const IMPORT_FIELDS = {
  devices: DEVICE_IMPORT_FIELDS,
  locations: LOCATION_IMPORT_FIELDS,
  deviceTypes: DEVICE_TYPE_IMPORT_FIELDS,
} as const;
export type DeviceImportField = (typeof DEVICE_IMPORT_FIELDS)[number];
export type ImportField =
  | DeviceImportField
  | (typeof LOCATION_IMPORT_FIELDS)[number]
  | (typeof DEVICE_TYPE_IMPORT_FIELDS)[number];

export const IMPORT_MODES = ['create', 'upsert'] as const;
export type ImportMode = (typeof IMPORT_MODES)[number];
export const IMPORT_MATCH_BY = ['number', 'serial'] as const;
export type ImportMatchBy = (typeof IMPORT_MATCH_BY)[number];

/** The most rows one import takes, and the longest cell (characters). */
export const IMPORT_LIMITS = {
  rows: 20_000,
  cell: 4_000,
  columns: 200,
  /** The body of one import, in bytes: 20,000 rows of a wide register fit. */
  bodyBytes: 32 * 1024 * 1024,
} as const;
