/**
 * The server's tables as Kysely sees them (the migrations in migrations.ts create them). Dates
 * (`YYYY-MM-DD`) come back as text (see the type parsers in open.ts), timestamps as Date.
 */
import type { ColumnType, Generated, JSONColumnType } from 'kysely';

import type { AbilityRule } from '../../src/api/contract/auth';
import type {
  DeviceThresholds,
  HistoryChange,
  Nameplate,
  NameplateField,
} from '../../src/api/contract/devices';
import type { ImportRecord } from '../../src/api/contract/imports';
import type {
  ChecklistItem,
  Isolation,
  LabourLine,
  PartLine,
  WorkOrder,
} from '../../src/api/contract/work-orders';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** A timestamp the database fills in when the insert does not give it. */
type DefaultedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface RolesTable {
  name: string;
  ability_rules: JSONColumnType<AbilityRule[]>;
}

export interface UsersTable {
  id: Generated<number>;
  email: string;
  full_name: string;
  username: string;
  avatar: Generated<string>;
  role: string;
  password_hash: string;
  created_at: DefaultedTimestamp;
}

export interface SessionsTable {
  /** sha256 of the token: a copy of the table gives no usable token. */
  token_hash: string;
  user_id: number;
  created_at: DefaultedTimestamp;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
}

export interface AuditLogTable {
  id: Generated<string>;
  at: DefaultedTimestamp;
  user_id: number | null;
  operation: string;
  entity_id: string;
}

export interface DeviceTypesTable {
  id: Generated<number>;
  code: string;
  name: string;
  category: string;
  description: string;
  inspection_interval_days: number;
  nameplate_fields: JSONColumnType<NameplateField[]>;
  thresholds: JSONColumnType<DeviceThresholds>;
  updated_at: Timestamp;
  version: number;
}

/** Devices of the register per type and status, kept by triggers (migration 0006). */
export interface DeviceTypeCountsTable {
  type_id: number;
  status: string;
  /** bigint: read as text. */
  devices: string;
}

export interface DeviceLocationsTable {
  id: Generated<number>;
  parent_id: number | null;
  name: string;
  kind: string;
  code: string;
  address: string;
  lat: number;
  lng: number;
  manager: string;
  version: number;
}

export interface DevicesTable {
  /**
   * The register's own order (the simulation's array order): a new device goes last, a deleted
   * one takes the next value so deleted devices list in the order they were deleted.
   */
  seq: Generated<string>;
  number: string;
  name: string;
  type_id: number;
  model: string;
  manufacturer: string;
  serial_number: string;
  status: string;
  condition: number;
  location_id: number;
  parent_number: string | null;
  install_date: string | null;
  commission_date: string | null;
  warranty_until: string | null;
  last_inspection: string | null;
  next_inspection: string | null;
  responsible: string;
  tags: JSONColumnType<string[]>;
  notes: string;
  nameplate: JSONColumnType<Nameplate>;
  created_at: Timestamp;
  updated_at: Timestamp;
  version: number;
  deleted_at: Timestamp | null;
  deleted_by: string | null;
  /** The type's and location's names when the device was deleted (they may change later). */
  deleted_type_code: string | null;
  deleted_type_name: string | null;
  deleted_location_names: JSONColumnType<string[]> | null;
}

export interface MaintenanceRecordsTable {
  id: Generated<number>;
  device_number: string;
  kind: string;
  date: string;
  technician: string;
  status: string;
  result: string | null;
  notes: string;
  cost: number;
  downtime_hours: number;
}

export interface DeviceDocumentsTable {
  id: Generated<number>;
  device_number: string;
  name: string;
  kind: string;
  /** bigint: read back as text. */
  size_bytes: ColumnType<string, number, number>;
  date: string;
}

export interface DeviceHistoryTable {
  id: Generated<number>;
  device_number: string;
  at: Timestamp;
  actor: string;
  action: string;
  changes: JSONColumnType<HistoryChange[]>;
}

export interface DashboardProjectsTable {
  id: number;
  logo: string;
  name: string;
  /** The project's category (the simulation's `date` field). */
  date: string;
  leader: string;
  team: JSONColumnType<string[]>;
  status: number;
}

/** The last serial given in a year: WO-YYYY-NNNNN's NNNNN. */
export interface WorkOrderSerialsTable {
  year: number;
  last: number;
}

/** A work order (server/db/migrations/0007_work_orders.ts says why its parts are jsonb). */
export interface WorkOrdersTable {
  number: string;
  title: string;
  kind: string;
  priority: string;
  status: string;
  device_number: string;
  plan_id: number | null;
  parent_number: string | null;
  requested_by_id: number | null;
  requested_by_name: string;
  assignee_id: number | null;
  due_date: string | null;
  planned_start: string | null;
  estimated_hours: number | null;
  needs_isolation: boolean;
  isolation: JSONColumnType<Isolation | null, string | null, string | null>;
  checklist: JSONColumnType<ChecklistItem[]>;
  labour: JSONColumnType<LabourLine[]>;
  parts: JSONColumnType<PartLine[]>;
  downtime_start: Timestamp | null;
  downtime_end: Timestamp | null;
  cost: number;
  completed_at: Timestamp | null;
  completed_by_id: number | null;
  sign_off: JSONColumnType<WorkOrder['signOff'], string | null, string | null>;
  notes: string;
  created_at: Timestamp;
  updated_at: Timestamp;
  version: number;
}

export interface WorkOrderEventsTable {
  id: Generated<string>;
  order_number: string;
  at: Timestamp;
  user_id: number | null;
  user_name: string;
  from_status: string | null;
  to_status: string;
  reason: string;
}

export interface WorkOrderCommentsTable {
  id: Generated<number>;
  order_number: string;
  at: Timestamp;
  user_id: number;
  user_name: string;
  text: string;
}

/** A maintenance plan (server/db/migrations/0009_maintenance_plans.ts). */
export interface MaintenancePlansTable {
  id: Generated<number>;
  name: string;
  active: boolean;
  device_type_id: number | null;
  device_number: string | null;
  kind: string;
  checklist: JSONColumnType<unknown[]>;
  needs_isolation: boolean;
  estimated_hours: number | null;
  trigger: string;
  every: number;
  unit: string;
  start_date: string;
  lead_days: number;
  assignee_id: number | null;
  priority: string;
  is_type_default: boolean;
  created_at: Timestamp;
  updated_at: Timestamp;
  version: number;
}

/** What a plan counts from for one device besides the plan: its last completion or skip. */
export interface MaintenancePlanAnchorsTable {
  plan_id: number;
  device_number: string;
  anchor: string | null;
  due_override: string | null;
}

/** A file and its bytes (server/db/migrations/0012_attachments.ts). */
export interface AttachmentsTable {
  id: string;
  owner_kind: string;
  owner_number: string;
  name: string;
  kind: string;
  content_type: string;
  size: number;
  sha256: string;
  content: Uint8Array;
  uploaded_by: number;
  uploaded_by_name: string;
  uploaded_at: Timestamp;
}

/** An electrical test result (server/db/migrations/0011_test_results.ts). */
export interface TestResultsTable {
  id: Generated<number>;
  device_number: string;
  work_order_number: string | null;
  template: string;
  performed_at: Timestamp;
  performed_by_id: number;
  performed_by_name: string;
  instrument: ColumnType<
    { model: string; serial: string; calibrationDue: string | null } | null,
    string | null,
    string | null
  >;
  values: JSONColumnType<Record<string, number | string>>;
  limits: JSONColumnType<Record<string, number>>;
  verdict: string;
  rule: JSONColumnType<{ key: string; params: Record<string, number | string> }>;
  remarks: string;
  corrective_order_number: string | null;
  condition_before: number;
  condition_after: number;
  keep_condition_reason: string | null;
}

/** A device type's own test limits by template, versioned for If-Match. */
export interface DeviceTypeTestLimitsTable {
  type_id: number;
  limits: JSONColumnType<Record<string, Record<string, number>>>;
  version: number;
}

/** A device's arc-flash study (server/db/migrations/0013_arc_flash.ts). */
export interface ArcFlashStudiesTable {
  device_number: string;
  nominal_voltage: number;
  working_distance: number;
  arc_flash_boundary: number;
  incident_energy: number | null;
  ppe_category: number | null;
  limited_approach: number | null;
  restricted_approach: number | null;
  /** YYYY-MM-DD: dates are read as text (server/db/open.ts). */
  study_date: string;
  studied_by: string;
  reference: string;
  version: number;
  updated_at: Timestamp;
  updated_by_id: number | null;
}

/** An import (server/db/migrations/0014_imports.ts). */
export interface ImportsTable {
  id: Generated<number>;
  entity: string;
  file_name: string;
  at: Timestamp;
  by_id: number;
  by_name: string;
  mode: string;
  counts: JSONColumnType<ImportRecord['counts']>;
  numbers: JSONColumnType<string[]>;
  updated_numbers: JSONColumnType<string[]>;
  location_ids: JSONColumnType<number[]>;
  versions: JSONColumnType<Record<string, number>>;
  before: JSONColumnType<Record<string, Record<string, unknown>>>;
  undone_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface Database {
  roles: RolesTable;
  users: UsersTable;
  sessions: SessionsTable;
  audit_log: AuditLogTable;
  device_types: DeviceTypesTable;
  device_type_counts: DeviceTypeCountsTable;
  device_locations: DeviceLocationsTable;
  devices: DevicesTable;
  maintenance_records: MaintenanceRecordsTable;
  device_documents: DeviceDocumentsTable;
  device_history: DeviceHistoryTable;
  dashboard_projects: DashboardProjectsTable;
  work_order_serials: WorkOrderSerialsTable;
  work_orders: WorkOrdersTable;
  work_order_events: WorkOrderEventsTable;
  work_order_comments: WorkOrderCommentsTable;
  maintenance_plans: MaintenancePlansTable;
  maintenance_plan_anchors: MaintenancePlanAnchorsTable;
  attachments: AttachmentsTable;
  test_results: TestResultsTable;
  device_type_test_limits: DeviceTypeTestLimitsTable;
  arc_flash_studies: ArcFlashStudiesTable;
  imports: ImportsTable;
}
