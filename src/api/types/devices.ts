/**
 * The device domain of DEVICE-DOMAIN.md: device types, devices, their locations, readings,
 * alarms, maintenance, documents and history. Codes (statuses, kinds, categories) are stable
 * identifiers; screens translate them into labels.
 */

// ---------------------------------------------------------------------------------------------
// Shared list shapes
// ---------------------------------------------------------------------------------------------

export type SortOrder = 'asc' | 'desc';

/** Paging of every list call (SPEC.md §5: missing or not numbers → page 1, 10 items). */
export interface PagingParams {
  page?: number;
  /** -1 = all rows. */
  itemsPerPage?: number;
}

/** `{ errors: { field: [message] } }`: the 400 body of every form call. */
export type DeviceFieldErrors = Record<string, string[]>;

// ---------------------------------------------------------------------------------------------
// Device types
// ---------------------------------------------------------------------------------------------

export const DEVICE_CATEGORIES = [
  'transformation',
  'distribution',
  'protection',
  'metering',
  'backup_power',
  'cabling',
  'load',
] as const;
export type DeviceCategory = (typeof DEVICE_CATEGORIES)[number];

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
export type NameplateField = (typeof NAMEPLATE_FIELDS)[number];

/** The nameplate fields that hold text; all others hold numbers. */
export const TEXT_NAMEPLATE_FIELDS = ['vectorGroup', 'insulationMedium', 'ipRating'] as const satisfies readonly NameplateField[];
export type TextNameplateField = (typeof TEXT_NAMEPLATE_FIELDS)[number];
export type NumericNameplateField = Exclude<NameplateField, TextNameplateField>;

/** A device's nameplate: only the fields its type lists are present. */
export type Nameplate = Partial<Record<NumericNameplateField, number> & Record<TextNameplateField, string>>;

/** Alarm limits of a type: a reading past one is an alarm. */
export interface DeviceThresholds {
  /** Highest allowed temperature, °C. */
  maxTemperatureC: number;
  /** Highest allowed load, % of rating. */
  maxLoadPercent: number;
}

/** A device type as the simulation stores it (counts are derived on every read). */
export interface DeviceTypeRecord {
  id: number;
  /** Two capital letters, unique: DC, TR, SG, … */
  code: string;
  name: string;
  category: DeviceCategory;
  description: string;
  /** 1–3650 days between inspections. */
  inspectionIntervalDays: number;
  nameplateFields: NameplateField[];
  thresholds: DeviceThresholds;
  /** ISO date-time. */
  updatedAt: string;
}

/** A device type as the API answers it. */
export interface DeviceType extends DeviceTypeRecord {
  deviceCount: number;
  inServiceCount: number;
}

export const DEVICE_TYPE_SORT_KEYS = [
  'code',
  'name',
  'category',
  'deviceCount',
  'inServiceCount',
  'inspectionIntervalDays',
  'updatedAt',
] as const;
export type DeviceTypeSortKey = (typeof DEVICE_TYPE_SORT_KEYS)[number];

export interface DeviceTypeListParams extends PagingParams {
  q?: string;
  category?: DeviceCategory;
  sortBy?: DeviceTypeSortKey;
  orderBy?: SortOrder;
}

export interface DeviceTypeListResponse {
  types: DeviceType[];
  total: number;
}

/** Body of POST /api/device-types (PUT takes any subset). */
export interface DeviceTypeInput {
  code: string;
  name: string;
  category: DeviceCategory;
  description?: string;
  inspectionIntervalDays: number;
  nameplateFields?: NameplateField[];
  thresholds: DeviceThresholds;
}

// ---------------------------------------------------------------------------------------------
// Locations
// ---------------------------------------------------------------------------------------------

/** site → substation or building → room or floor → panel or bay. */
export const LOCATION_KINDS = ['site', 'substation', 'building', 'room', 'floor', 'panel', 'bay'] as const;
export type LocationKind = (typeof LOCATION_KINDS)[number];

/** A location as stored: a flat list linked by `parentId`. */
export interface DeviceLocation {
  id: number;
  name: string;
  kind: LocationKind;
  /** null for a site (a root of the tree). */
  parentId: number | null;
  code: string;
  address: string;
  lat: number;
  lng: number;
  manager: string;
}

/** One step of a breadcrumb, root first. */
export interface LocationPathItem {
  id: number;
  name: string;
  kind: LocationKind;
}

/** A node of GET /api/device-locations; `deviceCount` includes the descendants' devices. */
export interface DeviceLocationNode extends DeviceLocation {
  deviceCount: number;
  children: DeviceLocationNode[];
}

export interface LocationTreeResponse {
  tree: DeviceLocationNode[];
  /** Number of locations in the whole tree. */
  total: number;
}

/** GET /api/device-locations/{id}: the location, its path, children and a page of its devices. */
export interface LocationDetailResponse {
  location: DeviceLocation & { deviceCount: number };
  /** Root first, ending with the location itself. */
  path: LocationPathItem[];
  children: Array<DeviceLocation & { deviceCount: number }>;
  /** Devices in the location and its descendants (device list rules for paging/sorting). */
  devices: DeviceListItem[];
  total: number;
}

/** Body of POST /api/device-locations (PUT takes any subset; `parentId` moves it). */
export interface DeviceLocationInput {
  name: string;
  kind: LocationKind;
  parentId?: number | null;
  code?: string;
  address?: string;
  lat?: number;
  lng?: number;
  manager?: string;
}

// ---------------------------------------------------------------------------------------------
// Devices
// ---------------------------------------------------------------------------------------------

export const DEVICE_STATUSES = ['in_service', 'standby', 'maintenance', 'fault', 'retired'] as const;
export type DeviceStatus = (typeof DEVICE_STATUSES)[number];

/** Condition grade: 1 good … 5 replace. */
export type DeviceCondition = 1 | 2 | 3 | 4 | 5;

/** A device as stored. Dates are `YYYY-MM-DD`; timestamps ISO date-time. */
export interface Device {
  /** Commissioning year (2 digits) + type code + serial from 10001, e.g. `24DC10001`. Immutable. */
  number: string;
  name: string;
  typeId: number;
  model: string;
  manufacturer: string;
  serialNumber: string;
  status: DeviceStatus;
  condition: DeviceCondition;
  locationId: number;
  /** The device this one sits in (a breaker inside a cabinet), or null. */
  parentNumber: string | null;
  installDate: string | null;
  commissionDate: string | null;
  warrantyUntil: string | null;
  lastInspection: string | null;
  /** lastInspection (else commissionDate) + the type's interval; overdue when before today. */
  nextInspection: string | null;
  /** The person responsible (a user's full name). */
  responsible: string;
  tags: string[];
  notes: string;
  nameplate: Nameplate;
  createdAt: string;
  updatedAt: string;
}

/** A row of the device list: the device plus what a table shows beside it. */
export interface DeviceListItem extends Device {
  typeCode: string;
  typeName: string;
  locationName: string;
  /** nextInspection is before today and the device is not retired. */
  overdue: boolean;
}

/** GET /api/devices/{number}. */
export interface DeviceDetail extends DeviceListItem {
  type: DeviceType;
  /** Root first, ending with the device's own location. */
  locationPath: LocationPathItem[];
  /** Devices whose parentNumber is this one (breakers in a cabinet). */
  childNumbers: string[];
}

export const DEVICE_SORT_KEYS = ['number', 'name', 'type', 'status', 'location', 'nextInspection', 'condition'] as const;
export type DeviceSortKey = (typeof DEVICE_SORT_KEYS)[number];

export interface DeviceListParams extends PagingParams {
  /** Part of the number or name, case-insensitive. */
  q?: string;
  typeId?: number | number[];
  /** One status or several (sent repeated). */
  status?: DeviceStatus | DeviceStatus[];
  /** A location: its descendants' devices are included. */
  locationId?: number;
  /** true: only overdue devices; false: only devices not overdue. */
  overdue?: boolean;
  sortBy?: DeviceSortKey;
  orderBy?: SortOrder;
}

export interface DeviceListResponse {
  devices: DeviceListItem[];
  total: number;
}

/**
 * Body of POST /api/devices (PUT takes any subset; `number` cannot change). An empty number
 * on POST is generated from the commissioning year and the type code.
 */
export interface DeviceInput {
  number?: string;
  name: string;
  typeId: number;
  locationId: number;
  model?: string;
  manufacturer?: string;
  serialNumber?: string;
  status?: DeviceStatus;
  condition?: DeviceCondition;
  parentNumber?: string | null;
  installDate?: string | null;
  commissionDate?: string | null;
  warrantyUntil?: string | null;
  lastInspection?: string | null;
  responsible?: string;
  tags?: string[];
  notes?: string;
  nameplate?: Nameplate;
}

export interface NextDeviceNumberResponse {
  number: string;
}

// ---------------------------------------------------------------------------------------------
// Maintenance, documents, history
// ---------------------------------------------------------------------------------------------

export const MAINTENANCE_KINDS = ['inspection', 'preventive', 'corrective', 'test'] as const;
export type MaintenanceKind = (typeof MAINTENANCE_KINDS)[number];

export const MAINTENANCE_STATUSES = ['planned', 'in_progress', 'done'] as const;
export type MaintenanceStatus = (typeof MAINTENANCE_STATUSES)[number];

export const MAINTENANCE_RESULTS = ['pass', 'pass_with_remarks', 'fail'] as const;
export type MaintenanceResult = (typeof MAINTENANCE_RESULTS)[number];

export interface MaintenanceRecord {
  id: number;
  deviceNumber: string;
  kind: MaintenanceKind;
  /** `YYYY-MM-DD`. */
  date: string;
  technician: string;
  status: MaintenanceStatus;
  /** null until the work is done. */
  result: MaintenanceResult | null;
  notes: string;
  /** CNY. */
  cost: number;
  downtimeHours: number;
}

export const MAINTENANCE_SORT_KEYS = ['date', 'kind', 'status', 'technician', 'cost'] as const;
export type MaintenanceSortKey = (typeof MAINTENANCE_SORT_KEYS)[number];

export interface MaintenanceListParams extends PagingParams {
  sortBy?: MaintenanceSortKey;
  orderBy?: SortOrder;
}

/** Newest first unless sorted. */
export interface MaintenanceListResponse {
  records: MaintenanceRecord[];
  total: number;
}

export interface MaintenanceInput {
  kind: MaintenanceKind;
  date: string;
  technician: string;
  status?: MaintenanceStatus;
  result?: MaintenanceResult | null;
  notes?: string;
  cost?: number;
  downtimeHours?: number;
}

export const DOCUMENT_KINDS = ['manual', 'test_report', 'drawing', 'certificate'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export interface DeviceDocument {
  id: number;
  deviceNumber: string;
  name: string;
  kind: DocumentKind;
  sizeBytes: number;
  /** `YYYY-MM-DD`. */
  date: string;
}

export interface DeviceDocumentListResponse {
  documents: DeviceDocument[];
  total: number;
}

export const HISTORY_ACTIONS = ['created', 'updated', 'status_changed', 'maintenance_added', 'inspection_done'] as const;
export type HistoryAction = (typeof HISTORY_ACTIONS)[number];

export type HistoryValue = string | number | boolean | null;

export interface HistoryChange {
  field: string;
  from: HistoryValue;
  to: HistoryValue;
}

/** Who changed what and when. */
export interface HistoryEntry {
  id: number;
  deviceNumber: string;
  /** ISO date-time. */
  at: string;
  actor: string;
  action: HistoryAction;
  changes: HistoryChange[];
}

export interface HistoryListResponse {
  /** Newest first. */
  entries: HistoryEntry[];
  total: number;
}

// ---------------------------------------------------------------------------------------------
// Readings and alarms
// ---------------------------------------------------------------------------------------------

export const READING_METRICS = ['voltage', 'current', 'load', 'temperature'] as const;
export type ReadingMetric = (typeof READING_METRICS)[number];

export interface ReadingPoint {
  /** Epoch ms. */
  t: number;
  v: number;
}

export interface ReadingParams {
  metric?: ReadingMetric;
  /** ISO date-time or epoch ms; default 24 h before `to`. */
  from?: string | number;
  /** ISO date-time or epoch ms; default the simulation's "now". */
  to?: string | number;
}

/** GET /api/devices/{number}/readings. */
export interface ReadingSeries {
  deviceNumber: string;
  metric: ReadingMetric;
  unit: string;
  /** The alarm limit for this metric, or null when the metric has none. */
  threshold: number | null;
  from: number;
  to: number;
  /** Distance between points, ms (chosen so a range has at most ~500 points). */
  stepMs: number;
  points: ReadingPoint[];
}

export type AlarmSeverity = 'warning' | 'critical';

/** A run of consecutive readings past the threshold. */
export interface Alarm {
  id: string;
  deviceNumber: string;
  deviceName: string;
  metric: ReadingMetric;
  unit: string;
  threshold: number;
  /** ISO date-time of the first reading past the threshold. */
  startedAt: string;
  /** ISO date-time of the last reading past the threshold. */
  endedAt: string;
  peak: number;
  /** critical when the peak is more than 10 % past the threshold. */
  severity: AlarmSeverity;
}

export interface AlarmParams {
  from?: string | number;
  to?: string | number;
}

export interface AlarmListResponse {
  /** Newest first. */
  alarms: Alarm[];
  total: number;
}

// ---------------------------------------------------------------------------------------------
// Home page figures
// ---------------------------------------------------------------------------------------------

export interface DeviceStats {
  total: number;
  inService: number;
  faults: number;
  overdue: number;
  byStatus: Array<{ status: DeviceStatus; count: number }>;
  byType: Array<{ typeId: number; code: string; name: string; count: number }>;
  /** Count of devices whose next inspection falls in the next 30 days (today included). */
  dueSoonTotal: number;
  /** The first of those, soonest first (at most 10). */
  dueSoon: DeviceListItem[];
  /** Alarms of the last 24 h over all devices, newest first (at most 10). */
  latestAlarms: Alarm[];
}
