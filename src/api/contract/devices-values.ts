/**
 * The codes of the device domain (statuses, kinds, categories, sort keys): plain values with no
 * schema library behind them, so a screen that only needs a list of statuses does not load zod.
 * The schemas in devices.ts are built on these.
 */
export const DEVICE_CATEGORIES = [
  'transformation',
  'distribution',
  'protection',
  'metering',
  'backup_power',
  'cabling',
  'load',
] as const;
/** Every nameplate field a type may list; values are in the unit the name ends with. */
export const NAMEPLATE_FIELDS = [
  'ratedVoltageKv',
  'ratedCurrentA',
  'ratedPowerKva',
  'frequencyHz',
  'phases',
  'breakingCapacityKa',
  'impedancePercent',
  'vectorGroup',
  'insulationMedium',
  'ipRating',
] as const;
/** The nameplate fields that hold text; all others hold numbers. */
export const TEXT_NAMEPLATE_FIELDS = ['vectorGroup', 'insulationMedium', 'ipRating'] as const;
export const DEVICE_STATUSES = [
  'in_service',
  'standby',
  'maintenance',
  'fault',
  'retired',
] as const;
/** The statuses whose devices send live readings (/api/live answers the others `ignored`). */
export const LIVE_STATUSES = [
  'in_service',
  'fault',
] as const satisfies readonly (typeof DEVICE_STATUSES)[number][];

/** Whether a device of this status sends live readings. */
export function sendsReadings(status: (typeof DEVICE_STATUSES)[number]): boolean {
  return (LIVE_STATUSES as readonly string[]).includes(status);
}

/** site → substation or building → room or floor → panel or bay. */
export const LOCATION_KINDS = [
  'site',
  'substation',
  'building',
  'room',
  'floor',
  'panel',
  'bay',
] as const;
export const MAINTENANCE_KINDS = ['inspection', 'preventive', 'corrective', 'test'] as const;
export const MAINTENANCE_STATUSES = ['planned', 'in_progress', 'done'] as const;
export const MAINTENANCE_RESULTS = ['pass', 'pass_with_remarks', 'fail'] as const;
export const DOCUMENT_KINDS = ['manual', 'test_report', 'drawing', 'certificate'] as const;
export const HISTORY_ACTIONS = [
  'created',
  'updated',
  'status_changed',
  'maintenance_added',
  'inspection_done',
  'deleted',
  'imported',
] as const;
/**
 * The register's deleted devices (issue 35.11): left out (the default), listed with the others,
 * or listed alone. Only a session allowed to delete devices sees them; for others the list is
 * always without.
 */
export const DEVICE_DELETED_FILTERS = ['exclude', 'include', 'only'] as const;
export const READING_METRICS = ['voltage', 'current', 'load', 'temperature'] as const;
export const ALARM_SEVERITIES = ['warning', 'critical'] as const;
export const DEVICE_TYPE_SORT_KEYS = [
  'code',
  'name',
  'category',
  'deviceCount',
  'inServiceCount',
  'inspectionIntervalDays',
  'updatedAt',
] as const;
export const DEVICE_SORT_KEYS = [
  'number',
  'name',
  'type',
  'status',
  'location',
  'nextInspection',
  'condition',
] as const;
export const MAINTENANCE_SORT_KEYS = ['date', 'kind', 'status', 'technician', 'cost'] as const;
export const DOCUMENT_SORT_KEYS = ['name', 'kind', 'date', 'size'] as const;

export type TextNameplateField = (typeof TEXT_NAMEPLATE_FIELDS)[number];
export type MaintenanceKind = (typeof MAINTENANCE_KINDS)[number];
export type MaintenanceStatus = (typeof MAINTENANCE_STATUSES)[number];
export type MaintenanceResult = (typeof MAINTENANCE_RESULTS)[number];
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];
export type HistoryAction = (typeof HISTORY_ACTIONS)[number];
export type DeviceDeletedFilter = (typeof DEVICE_DELETED_FILTERS)[number];
export type ReadingMetric = (typeof READING_METRICS)[number];
export type AlarmSeverity = (typeof ALARM_SEVERITIES)[number];
export type DeviceTypeSortKey = (typeof DEVICE_TYPE_SORT_KEYS)[number];
export type DeviceSortKey = (typeof DEVICE_SORT_KEYS)[number];
export type MaintenanceSortKey = (typeof MAINTENANCE_SORT_KEYS)[number];

/** First serial of a type code in a commissioning year. */
export const FIRST_SERIAL = 10001;

/**
 * Commissioning year (2 digits) + type code (2 capital letters) + a five-digit serial from
 * 10001, e.g. `24DC10001`. Groups: 1 year, 2 type code, 3 serial.
 */
export const DEVICE_NUMBER_RE =
  /^(\d{2})([A-Z]{2})(1000[1-9]|100[1-9]\d|10[1-9]\d{2}|1[1-9]\d{3}|[2-9]\d{4})$/;

/**
 * The part of a number before the serial: two-digit commissioning year and type code, e.g. `24DC`.
 */
export function deviceNumberPrefix(year: number, code: string): string {
  return `${String(((year % 100) + 100) % 100).padStart(2, '0')}${code}`;
}
