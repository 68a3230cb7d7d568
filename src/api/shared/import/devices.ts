/**
 * The plan of a device import (docs/domain/import.md): every row read with the user's locale,
 * checked by the contract the Add-device form uses (deviceCreateBody, deviceDateIssues), its
 * references resolved (type by code or name, location path, parent by number in any row order)
 * and, without a number, a number drawn as the form's create draws it. Pure: the simulation and
 * the server apply the same plan, each in one batch.
 */
import { check } from '../../contract/common';
import {
  DEVICE_NUMBER_RE,
  DEVICE_STATUSES,
  deviceCreateBody,
  deviceDateIssues,
  type Device,
  type DeviceInput,
} from '../../contract/devices';
import { nextDeviceNumber } from '../device-numbers';
import type { DeviceImportField, ImportMatchBy, ImportMode } from './fields';
import { headerKey } from './headers';
import {
  LocationIndex,
  typeFinder,
  type NamedType,
  type NewLocation,
  type TreeLocation,
} from './references';
import { readDate, readNumber } from './values';

/** A refused row's reason: its line in the file, the field, the form's message key and params. */
export interface ImportRowError {
  line: number;
  field: string;
  code: string;
  params?: Record<string, string | number>;
}

export interface DeviceImportOptions {
  locale: string;
  /** YYYY-MM-DD: the year of numbers drawn without a commissioning date, the inspection bound. */
  today: string;
  mode: ImportMode;
  matchBy: ImportMatchBy;
  createMissingLocations: boolean;
  /** The file's line of the first row (2: after one header line). */
  firstLine?: number;
}

/** What the plan is checked against: the register, every number ever given, types, the tree. */
export interface DeviceImportWorld {
  types: readonly NamedType[];
  locations: readonly TreeLocation[];
  devices: readonly Pick<Device, 'number' | 'serialNumber'>[];
  /** Numbers of deleted devices: never given again. */
  retiredNumbers: readonly string[];
}

/** A device to create: the checked body with its number, and its location (id or new key). */
export interface PlannedDevice {
  line: number;
  input: DeviceInput & { number: string };
  location: number | string;
}

/** A device to update (upsert): the fields the file maps, as the checked body has them. */
export interface PlannedUpdate {
  line: number;
  number: string;
  changes: Partial<DeviceInput>;
  location: number | string | null;
}

export interface DeviceImportPlan {
  /** Parents before their children. */
  creates: PlannedDevice[];
  updates: PlannedUpdate[];
  /** Locations to create first, parents before children. */
  locations: NewLocation[];
  errors: ImportRowError[];
  /** Blank rows. */
  skipped: number;
}

type Raw = Partial<Record<DeviceImportField, string>>;
const DATE_FIELDS = ['installDate', 'commissionDate', 'warrantyUntil', 'lastInspection'] as const;
const TEXT_FIELDS = [
  'name',
  'model',
  'manufacturer',
  'serialNumber',
  'responsible',
  'notes',
] as const;
/** The body's paths as the file's fields. */
const FIELD_OF_PATH: Record<string, string> = {
  typeId: 'type',
  locationId: 'location',
  parentNumber: 'parent',
};
/** A stand-in id for a reference already refused (or still to create), so the body parses. */
const STAND_IN_ID = 1;

const statusByKey = new Map(DEVICE_STATUSES.map((s) => [headerKey(s), s]));

interface Row {
  line: number;
  raw: Raw;
  errors: ImportRowError[];
  input?: DeviceInput;
  typeCode?: string;
  location: number | string | null;
  /** The register's device this row updates (upsert). */
  matched?: string;
}

/** A row's cells by field; undefined when the row is blank. */
function rawOf(cells: readonly string[], mapping: readonly (string | null)[]): Raw | undefined {
  const raw: Raw = {};
  let blank = true;
  mapping.forEach((field, column) => {
    if (!field) return;
    const cell = (cells[column] ?? '').trim();
    if (cell) blank = false;
    raw[field as DeviceImportField] = cell;
  });
  return blank ? undefined : raw;
}

interface RowContext {
  options: DeviceImportOptions;
  findType: ReturnType<typeof typeFinder>;
  locations: LocationIndex;
}

/** The body a row stands for, with the errors of what the cells could not be read as. */
function bodyOf(row: Row, ctx: RowContext): Record<string, unknown> {
  const { raw, line } = row;
  const refuse = (field: string, code: string, params?: ImportRowError['params']) =>
    row.errors.push({ line, field, code, ...(params && { params }) });
  const body: Record<string, unknown> = { name: raw.name ?? '' };
  for (const f of TEXT_FIELDS) if (raw[f] !== undefined && f !== 'name') body[f] = raw[f];
  if (raw.number) body.number = raw.number.toUpperCase();
  if (raw.parent) body.parentNumber = raw.parent.toUpperCase();
  if (raw.type) {
    const type = ctx.findType(raw.type);
    if (!type) refuse('type', 'unknownDeviceType', { value: raw.type });
    row.typeCode = type?.code;
    body.typeId = type?.id ?? STAND_IN_ID;
  }
  if (raw.location) {
    row.location = ctx.locations.resolve(raw.location, ctx.options.createMissingLocations);
    if (row.location === null) refuse('location', 'unknownLocation', { value: raw.location });
    body.locationId = typeof row.location === 'number' ? row.location : STAND_IN_ID;
  }
  if (raw.status) body.status = statusByKey.get(headerKey(raw.status)) ?? raw.status;
  if (raw.condition) {
    const read = readNumber(raw.condition, ctx.options.locale);
    if (read.ok) body.condition = read.value;
    else refuse('condition', 'notANumber');
  }
  for (const f of DATE_FIELDS) {
    if (!raw[f]) continue;
    const read = readDate(raw[f], ctx.options.locale);
    if (read.ok) body[f] = read.value;
    else refuse(f, 'dateFormat');
  }
  if (raw.tags) body.tags = raw.tags.split(/[,;，；、|]/u);
  return body;
}

/** Reads and checks one row as the form's contract does; its errors land on the row. */
function checkRow(row: Row, ctx: RowContext): void {
  const body = bodyOf(row, ctx);
  const refused = new Set(row.errors.map((e) => e.field));
  const parsed = check(deviceCreateBody, body);
  const issues = parsed.ok
    ? deviceDateIssues(parsed.data, ctx.options.today)
    : [
        ...parsed.issues,
        ...deviceDateIssues(body as DeviceInput, ctx.options.today).filter(
          (i) => !parsed.issues.some((p) => p.path === i.path),
        ),
      ];
  for (const issue of issues) {
    const field = FIELD_OF_PATH[issue.path] ?? issue.path;
    if (refused.has(field)) continue;
    refused.add(field);
    const params = 'params' in issue ? issue.params : undefined;
    row.errors.push({ line: row.line, field, code: issue.key, ...(params && { params }) });
  }
  if (parsed.ok && !row.errors.length) row.input = parsed.data;
}

interface Registers {
  numbers: Set<string>;
  retired: Set<string>;
  bySerial: Map<string, string>;
}

/** The number rules beyond its format: the type's code, taken, retired, twice in the file. */
function checkNumber(
  row: Row,
  reg: Registers,
  seen: Map<string, number>,
  opts: DeviceImportOptions,
) {
  const input = row.input;
  if (!input) return;
  const refuse = (code: string, params?: ImportRowError['params']) => {
    row.errors.push({ line: row.line, field: 'number', code, ...(params && { params }) });
    row.input = undefined;
  };
  if (opts.mode === 'upsert' && opts.matchBy === 'serial' && input.serialNumber)
    row.matched = reg.bySerial.get(input.serialNumber.trim().toUpperCase());
  const number = input.number;
  if (!number) return;
  const match = DEVICE_NUMBER_RE.exec(number);
  if (match && row.typeCode && match[2] !== row.typeCode)
    return refuse('deviceNumberTypeCode', { code: row.typeCode });
  const first = seen.get(number);
  if (first !== undefined) return refuse('deviceNumberTaken', { line: first });
  seen.set(number, row.line);
  if (reg.retired.has(number)) return refuse('deviceNumberRetired');
  if (!reg.numbers.has(number) || row.matched === number) return;
  if (opts.mode === 'upsert' && opts.matchBy === 'number' && !row.matched) row.matched = number;
  else refuse('deviceNumberTaken');
}

/**
 * Parents in any row order: a parent is a device of the register or an accepted row of the file;
 * a row whose parent was refused is refused in turn, and so on until nothing changes; a parent
 * chain that comes back to its row is a cycle.
 */
function checkParents(rows: Row[], reg: Registers): void {
  const numberOf = (row: Row) => row.matched ?? row.input?.number;
  let changed = true;
  while (changed) {
    const accepted = new Map<string, Row>();
    for (const row of rows) {
      const number = numberOf(row);
      if (row.input && number) accepted.set(number, row);
    }
    // Decided over the pass's accepted rows, then applied: both rows of a loop are a cycle.
    const refused: Array<[Row, string]> = [];
    for (const row of rows) {
      const parent = row.input?.parentNumber;
      if (!row.input || !parent) continue;
      const self = numberOf(row);
      if (!reg.numbers.has(parent) && !accepted.has(parent))
        refused.push([row, 'unknownParentDevice']);
      else if (self && chainReaches(parent, self, accepted)) refused.push([row, 'parentCycle']);
    }
    for (const [row, code] of refused) {
      row.errors.push({ line: row.line, field: 'parent', code });
      row.input = undefined;
    }
    changed = refused.length > 0;
  }
}

function chainReaches(start: string, target: string, accepted: Map<string, Row>): boolean {
  const seen = new Set<string>();
  for (let at: string | null | undefined = start; at && !seen.has(at);) {
    if (at === target) return true;
    seen.add(at);
    at = accepted.get(at)?.input?.parentNumber;
  }
  return false;
}

/** Numbers for new devices without one: per type and commissioning year, as the form's create. */
function drawNumbers(rows: Row[], world: DeviceImportWorld, today: string): void {
  const given = [
    ...world.devices,
    ...world.retiredNumbers.map((number) => ({ number })),
    ...rows.flatMap((r) => (r.input?.number ? [{ number: r.input.number }] : [])),
  ];
  const last = new Map<string, string>();
  for (const row of rows) {
    if (!row.input || row.input.number || row.matched || !row.typeCode) continue;
    const year = Number((row.input.commissionDate ?? today).slice(0, 4));
    const key = `${year}:${row.typeCode}`;
    const previous = last.get(key);
    const number = nextDeviceNumber(previous ? [{ number: previous }] : given, row.typeCode, year);
    last.set(key, number);
    row.input.number = number;
  }
}

/** Creates with every parent before its children (parents may come later in the file). */
function parentsFirst(creates: PlannedDevice[]): PlannedDevice[] {
  const byNumber = new Map(creates.map((c) => [c.input.number, c]));
  const done = new Set<string>();
  const ordered: PlannedDevice[] = [];
  const visit = (c: PlannedDevice) => {
    if (done.has(c.input.number)) return;
    done.add(c.input.number);
    const parent = c.input.parentNumber && byNumber.get(c.input.parentNumber);
    if (parent) visit(parent);
    ordered.push(c);
  };
  creates.forEach(visit);
  return ordered;
}

/** The fields of an update: those the file fills, as the checked body has them (blank: kept). */
function changesOf(input: DeviceInput, raw: Raw): Partial<DeviceInput> {
  const out: Record<string, unknown> = {};
  const from: Record<string, unknown> = input;
  const pathOf: Partial<Record<DeviceImportField, string>> = {
    type: 'typeId',
    location: 'locationId',
    parent: 'parentNumber',
  };
  for (const field of Object.keys(raw) as DeviceImportField[]) {
    if (field === 'number' || !raw[field]) continue;
    const path = pathOf[field] ?? field;
    if (from[path] !== undefined) out[path] = from[path];
  }
  return out as Partial<DeviceInput>;
}

/** The plan of importing `rows` (cells by column) mapped by `mapping` (a field per column). */
export function planDeviceImport(
  rows: readonly (readonly string[])[],
  mapping: readonly (string | null)[],
  world: DeviceImportWorld,
  options: DeviceImportOptions,
): DeviceImportPlan {
  const ctx: RowContext = {
    options,
    findType: typeFinder(world.types),
    locations: new LocationIndex(world.locations),
  };
  const reg: Registers = {
    numbers: new Set(world.devices.map((d) => d.number)),
    retired: new Set(world.retiredNumbers),
    bySerial: new Map(
      world.devices
        .filter((d) => d.serialNumber)
        .map((d) => [d.serialNumber.trim().toUpperCase(), d.number]),
    ),
  };
  const firstLine = options.firstLine ?? 2;
  const checked: Row[] = [];
  let skipped = 0;
  const seen = new Map<string, number>();
  rows.forEach((cells, i) => {
    const raw = rawOf(cells, mapping);
    if (!raw) return void skipped++;
    const row: Row = { line: firstLine + i, raw, errors: [], location: null };
    checkRow(row, ctx);
    checkNumber(row, reg, seen, options);
    checked.push(row);
  });
  checkParents(checked, reg);
  drawNumbers(checked, world, options.today);
  const creates: PlannedDevice[] = [];
  const updates: PlannedUpdate[] = [];
  for (const row of checked) {
    if (!row.input) continue;
    if (row.matched)
      updates.push({
        line: row.line,
        number: row.matched,
        changes: changesOf(row.input, row.raw),
        location: row.location,
      });
    else
      creates.push({
        line: row.line,
        input: row.input as PlannedDevice['input'],
        location: row.location ?? row.input.locationId,
      });
  }
  const used = usedLocations(ctx.locations.created, [...creates, ...updates]);
  return {
    creates: parentsFirst(creates),
    updates,
    locations: used,
    // By line: a row refused for its parent is found in a later pass than its neighbours.
    errors: checked.flatMap((r) => r.errors).sort((a, b) => a.line - b.line),
    skipped,
  };
}

/** The new locations a kept row needs (with their new parents): a refused row creates nothing. */
function usedLocations(created: NewLocation[], kept: Array<{ location: number | string | null }>) {
  const byKey = new Map(created.map((l) => [l.key, l]));
  const needed = new Set<string>();
  for (const { location } of kept)
    for (let at = location; typeof at === 'string' && !needed.has(at); at = byKey.get(at)!.parent)
      needed.add(at);
  return created.filter((l) => needed.has(l.key));
}
