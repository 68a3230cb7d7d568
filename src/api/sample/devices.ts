/**
 * The device domain of docs/domain/devices.md: twelve device types, a location tree of three sites,
 * 122 devices per unit of scale (24DC10001–24DC10005 among them) with maintenance records,
 * documents and history. Readings are not stored: they are computed from the device number
 * (see src/api/shared/readings.ts), so any range can be asked for.
 */
import { runAtOnce, type Steps } from '@/lib/steps';

import { deviceNumberPrefix, FIRST_SERIAL } from '../contract/devices';
import type {
  DeletedDeviceRecord,
  Device,
  DeviceCondition,
  DeviceDocument,
  DeviceLocation,
  DeviceStatus,
  DeviceTypeRecord,
  HistoryEntry,
  MaintenanceRecord,
  Nameplate,
} from '../types/devices';
import type { GeneratorContext } from './context';
import { addDays, computeNextInspection, dateToMs, DAY_MS, toDateString } from './devices/dates';
import { currentFromPower } from './devices/electrical';
import { createLocations } from './devices/location-catalog';
import { chooseProduct, type Product, type ProductDraws } from './devices/product-lines';
import { typeSpecs, type TypeSpec } from './devices/type-catalog';
import { createRng, type Rng, type SeekableRng } from './random';

export interface DeviceData {
  deviceTypes: DeviceTypeRecord[];
  devices: Device[];
  /** Flat list linked by parentId (parents before children). */
  deviceLocations: DeviceLocation[];
  maintenance: MaintenanceRecord[];
  documents: DeviceDocument[];
  history: HistoryEntry[];
  /**
   * Devices deleted from the register, kept with their records (issue 35.11); none in the samples.
   */
  deletedDevices: DeletedDeviceRecord[];
}

/** People who answer for devices and do the work (the first is the admin login user). */
export const DEVICE_PEOPLE = [
  'John Doe',
  'Wang Wei',
  'Li Na',
  'Zhang Wei',
  'Liu Yang',
  'Chen Jing',
  'Yang Fan',
  'Zhao Lei',
  'Huang Min',
  'Zhou Jie',
] as const;
const TECHNICIANS = [
  'Wu Xiaoming',
  'Sun Hao',
  'Ma Lin',
  'Zhu Qiang',
  'Hu Jun',
  'Guo Ping',
] as const;
const TAGS = [
  'critical',
  'outdoor',
  'backup',
  'PV',
  'HVAC',
  'lighting',
  'production line',
  'IT load',
  'fire safety',
] as const;
const NOTES = [
  '',
  '',
  'Thermal imaging shows a warm terminal on phase B; recheck at next inspection.',
  'Spare parts kept in the substation store.',
  'Access needs a work permit from the site manager.',
  'Replaced the surge arrester in 2025.',
  'Label faded; reprint the QR label.',
] as const;
const MAINTENANCE_NOTES = [
  '',
  'Cleaned and re-torqued terminals.',
  'Insulation resistance within limits.',
  'Replaced a cooling fan.',
  'Firmware updated.',
  'Infrared scan normal.',
] as const;

/** Offsets so each stream of this domain is independent of the others. */
const SEED_OFFSET = 7001;

/** Serial counters per commissioning year and type code: `24DC` → next serial. */
type SerialCounter = Map<string, number>;

function nextNumber(counter: SerialCounter, year: number, code: string): string {
  const prefix = deviceNumberPrefix(year, code);
  const serial = counter.get(prefix) ?? FIRST_SERIAL;
  counter.set(prefix, serial + 1);
  return `${prefix}${serial}`;
}

function pickStatus(rng: Rng): DeviceStatus {
  const r = rng.next();
  if (r < 0.7) return 'in_service';
  if (r < 0.8) return 'standby';
  if (r < 0.87) return 'maintenance';
  if (r < 0.93) return 'fault';
  return 'retired';
}

function pickCondition(rng: Rng, status: DeviceStatus): DeviceCondition {
  if (status === 'fault') return rng.pick([3, 4, 5] as const);
  if (status === 'retired') return rng.pick([4, 5] as const);
  return rng.pick([1, 1, 1, 2, 2, 3] as const);
}

/** Keeps only the fields the type lists (a generator may add more than it should). */
function nameplateFor(spec: TypeSpec, rng: Rng): Nameplate {
  const raw = spec.nameplate(rng) as Record<string, unknown>;
  // A loop, not Object.fromEntries over filter/map: it runs once per device (12,200 at scale 100).
  const plate: Record<string, unknown> = {};
  for (const field of spec.nameplateFields) if (raw[field] !== undefined) plate[field] = raw[field];
  return plate as Nameplate;
}

/**
 * The maker, model and nameplate of a device: its type's lines, its host's voltage and current, a
 * motor's current from its power.
 */
function productFor(
  spec: TypeSpec,
  name: string,
  drawn: Nameplate,
  draws: ProductDraws,
  host: Nameplate | undefined,
): Product {
  const product = chooseProduct(spec.lines, name, drawn, draws, host);
  if (spec.currentFromPower && product.nameplate.ratedCurrentA !== undefined) {
    const current = currentFromPower(product.nameplate);
    if (current !== undefined) product.nameplate.ratedCurrentA = Math.round(current);
  }
  return product;
}

interface DatePlan {
  installDate: string;
  commissionDate: string;
  warrantyUntil: string;
  lastInspection: string | null;
  nextInspection: string | null;
}

/**
 * Dates of one device relative to "today": about 12 % overdue, 20 % due within 30 days, the
 * rest later, so the home page and the overdue filter always have something to show.
 */
function planDates(rng: Rng, nowMs: number, interval: number, forcedYear?: number): DatePlan {
  const today = toDateString(nowMs);
  const year = forcedYear ?? rng.int(2016, 2025);
  const latest = Math.min(Date.UTC(year, 11, 31), nowMs - 30 * DAY_MS);
  const commissionMs = Math.min(Date.UTC(year, 0, 1) + rng.int(0, 364) * DAY_MS, latest);
  const commissionDate = toDateString(commissionMs);
  const installDate = addDays(commissionDate, -rng.int(5, 40));
  const warrantyUntil = addDays(commissionDate, 365 * rng.int(2, 5));
  const r = rng.next();
  const dueIn =
    r < 0.12
      ? -rng.int(1, 90)
      : r < 0.32
        ? rng.int(0, 30)
        : rng.int(Math.min(31, interval - 1), interval - 1);
  let lastInspection: string | null = addDays(today, dueIn - interval);
  if (dateToMs(lastInspection) < commissionMs || lastInspection > today) lastInspection = null;
  return {
    installDate,
    commissionDate,
    warrantyUntil,
    lastInspection,
    nextInspection: computeNextInspection(lastInspection, commissionDate, interval),
  };
}

interface Builders {
  rng: SeekableRng;
  nowMs: number;
  nextId: { maintenance: number; documents: number; history: number };
  data: DeviceData;
}

function at(date: string, time: string): string {
  return `${date}T${time}.000Z`;
}

/** The history's first entry of every device. */
function createdEntry(id: number, deviceNumber: string, at: string): HistoryEntry {
  return { id, deviceNumber, at, actor: 'John Doe', action: 'created', changes: [] };
}

/** The record of a device's last inspection: the only draws the extras of a plain device make. */
function lastInspectionRecord(
  rng: Rng,
  id: number,
  deviceNumber: string,
  date: string,
  fault: boolean,
): MaintenanceRecord {
  return {
    id,
    deviceNumber,
    kind: 'inspection',
    date,
    technician: rng.pick(TECHNICIANS),
    status: 'done',
    result: fault ? 'fail' : rng.chance(0.8) ? 'pass' : 'pass_with_remarks',
    notes: rng.pick(MAINTENANCE_NOTES),
    cost: rng.int(2, 20) * 100,
    downtimeHours: rng.pick([0, 0, 1, 2, 4]),
  };
}

/**
 * How many draws `lastInspectionRecord` makes (kept in step with it:
 * tests/unit/mock-sample-equality.test.ts fails otherwise).
 */
const lastInspectionDraws = (fault: boolean) => (fault ? 4 : 5);

/**
 * The extras of the plain devices (at scale > 1, all but the first scale-1 worth of each type):
 * one history entry each, and the last inspection's record. Kept as what they are made of (the
 * device's number, dates, fault and the stream's place), and made when the table is first read:
 * a register's first page needs the devices only (12,000 records each at scale 100, ~30 % of the
 * build). The same records, with the same ids, as if made in turn with the devices. Plain data
 * (a structured clone keeps it: the sample cache stores it).
 */
export interface PlainExtras {
  numbers: string[];
  createdAt: string[];
  lastInspection: (string | null)[];
  fault: boolean[];
  rngState: number[];
  /** 0 where the device has no last inspection. */
  maintenanceId: number[];
  historyId: number[];
}

const noPlainExtras = (): PlainExtras => ({
  numbers: [],
  createdAt: [],
  lastInspection: [],
  fault: [],
  rngState: [],
  maintenanceId: [],
  historyId: [],
});

/** Takes the device's extras' ids and skips their draws (the devices after it draw on). */
function addPlain(plain: PlainExtras, b: Builders, device: Device): void {
  const fault = device.status === 'fault';
  plain.numbers.push(device.number);
  plain.createdAt.push(device.createdAt);
  plain.lastInspection.push(device.lastInspection);
  plain.fault.push(fault);
  plain.rngState.push(b.rng.state());
  plain.historyId.push(b.nextId.history++);
  if (device.lastInspection) {
    plain.maintenanceId.push(b.nextId.maintenance++);
    b.rng.skip(lastInspectionDraws(fault));
  } else {
    plain.maintenanceId.push(0);
  }
}

function plainMaintenance(plain: PlainExtras): MaintenanceRecord[] {
  const records: MaintenanceRecord[] = [];
  for (let i = 0; i < plain.numbers.length; i++) {
    const date = plain.lastInspection[i];
    if (date)
      records.push(
        lastInspectionRecord(
          createRng(plain.rngState[i]),
          plain.maintenanceId[i],
          plain.numbers[i],
          date,
          plain.fault[i],
        ),
      );
  }
  return records;
}

function plainHistory(plain: PlainExtras): HistoryEntry[] {
  return plain.numbers.map((number, i) =>
    createdEntry(plain.historyId[i], number, plain.createdAt[i]),
  );
}

/** Two lists each in id order, as one. */
function mergeById<T extends { id: number }>(a: T[], b: T[]): T[] {
  if (b.length === 0) return a;
  const out: T[] = new Array<T>(a.length + b.length);
  let i = 0;
  let j = 0;
  for (let k = 0; k < out.length; k++)
    out[k] = j >= b.length || (i < a.length && a[i].id < b[j].id) ? a[i++] : b[j++];
  return out;
}

/**
 * Makes `key` of `target` a table made on first read (or replaced on first write); from then on
 * a plain property. Enumerable, so JSON.stringify and a spread read it whole. Whatever object the
 * property is copied to (by its descriptor) gets the same array.
 */
export function lazyTable<T extends object, K extends keyof T>(
  target: T,
  key: K,
  make: () => T[K],
): void {
  let made: { value: T[K] } | undefined;
  const settle = (on: object, value: unknown) =>
    Object.defineProperty(on, key, { value, writable: true, enumerable: true, configurable: true });
  Object.defineProperty(target, key, {
    enumerable: true,
    configurable: true,
    get(this: object) {
      made ??= { value: make() };
      settle(this, made.value);
      return made.value;
    },
    set(this: object, value: unknown) {
      settle(this, value);
    },
  });
}

/**
 * The full set of maintenance, documents and history of one device (the plain ones: PlainExtras).
 */
function addExtras(b: Builders, device: Device, spec: TypeSpec): void {
  const { rng, data, nextId } = b;
  const today = toDateString(b.nowMs);
  const technician = () => rng.pick(TECHNICIANS);
  const record = (partial: Omit<MaintenanceRecord, 'id' | 'deviceNumber'>) =>
    data.maintenance.push({ id: nextId.maintenance++, deviceNumber: device.number, ...partial });
  const history = (entry: Omit<HistoryEntry, 'id' | 'deviceNumber'>) =>
    data.history.push({ id: nextId.history++, deviceNumber: device.number, ...entry });

  data.history.push(createdEntry(nextId.history++, device.number, device.createdAt));
  if (device.lastInspection) {
    data.maintenance.push(
      lastInspectionRecord(
        rng,
        nextId.maintenance++,
        device.number,
        device.lastInspection,
        device.status === 'fault',
      ),
    );
    history({
      at: at(device.lastInspection, '10:30:00'),
      actor: rng.pick(TECHNICIANS),
      action: 'inspection_done',
      changes: [
        { field: 'nextInspection', from: device.lastInspection, to: device.nextInspection },
      ],
    });
  }

  const since = dateToMs(device.commissionDate ?? today);
  const until = dateToMs(device.lastInspection ?? today);
  for (let i = rng.int(1, 3); i > 0 && until - since > 10 * DAY_MS; i--) {
    const kind = rng.pick(['preventive', 'corrective', 'test'] as const);
    record({
      kind,
      date: toDateString(since + rng.int(1, Math.floor((until - since) / DAY_MS) - 1) * DAY_MS),
      technician: technician(),
      status: 'done',
      result: kind === 'corrective' ? 'pass_with_remarks' : 'pass',
      notes: rng.pick(MAINTENANCE_NOTES),
      cost: rng.int(3, 80) * 100,
      downtimeHours: kind === 'test' ? rng.int(1, 6) : rng.int(0, 12),
    });
  }
  if (device.status === 'maintenance' || device.status === 'fault') {
    record({
      kind: 'corrective',
      date: addDays(today, -rng.int(1, 5)),
      technician: technician(),
      status: 'in_progress',
      result: null,
      notes: 'Fault found during patrol; repair under way.',
      cost: 0,
      downtimeHours: 0,
    });
  }
  if (
    device.nextInspection &&
    device.nextInspection >= today &&
    device.status !== 'retired' &&
    rng.chance(0.3)
  ) {
    record({
      kind: 'inspection',
      date: device.nextInspection,
      technician: technician(),
      status: 'planned',
      result: null,
      notes: '',
      cost: 0,
      downtimeHours: 0,
    });
  }
  if (device.status !== 'in_service') {
    const changedOn = addDays(device.lastInspection ?? device.commissionDate ?? today, 1);
    if (changedOn < today) {
      history({
        at: at(changedOn, '14:05:00'),
        actor: device.responsible,
        action: 'status_changed',
        changes: [{ field: 'status', from: 'in_service', to: device.status }],
      });
    }
  }

  const document = (partial: Omit<DeviceDocument, 'id' | 'deviceNumber'>) =>
    data.documents.push({ id: nextId.documents++, deviceNumber: device.number, ...partial });
  document({
    name: `${device.model} user manual.pdf`,
    kind: 'manual',
    sizeBytes: rng.int(800, 12_000) * 1024,
    date: device.installDate ?? today,
  });
  if (rng.chance(0.7))
    document({
      name: `Certificate of conformity ${device.serialNumber}.pdf`,
      kind: 'certificate',
      sizeBytes: rng.int(90, 600) * 1024,
      date: device.commissionDate ?? today,
    });
  if (device.lastInspection)
    document({
      name: `Test report ${device.number} ${device.lastInspection}.pdf`,
      kind: 'test_report',
      sizeBytes: rng.int(120, 2_400) * 1024,
      date: device.lastInspection,
    });
  if (spec.placement === 'room' || rng.chance(0.3))
    document({
      name: `Single-line diagram ${device.number}.dwg`,
      kind: 'drawing',
      sizeBytes: rng.int(300, 6_000) * 1024,
      date: device.installDate ?? today,
    });
}

/**
 * Devices made between two yields of `deviceDataSteps`: a short task even cold
 * (docs/performance.md#figures-the-code-relies-on).
 */
const DEVICES_PER_STEP = 1000;

export function createDeviceData(ctx: GeneratorContext): DeviceData {
  return runAtOnce(deviceDataSteps(ctx));
}

/**
 * The same, yielding between steps (src/lib/steps.ts), as scale 100's 12,200 devices are too long a
 * task cold.
 */
export function* deviceDataSteps(ctx: GeneratorContext): Steps<DeviceData> {
  return deviceDataOf(yield* deviceDataPartsSteps(ctx));
}

/**
 * What the device data is made of: its tables as built, the plain devices' maintenance and
 * history still as what they are made of (`plain`). Plain data, which the sample cache stores.
 */
export interface DeviceDataParts extends DeviceData {
  plain: PlainExtras;
}

/**
 * The device data of its parts (which it takes over): the plain devices' maintenance and history
 * are merged into their tables when those are first read.
 */
export function deviceDataOf(parts: DeviceDataParts): DeviceData {
  const { plain, ...data } = parts;
  if (plain.numbers.length > 0) {
    const rich = { maintenance: data.maintenance, history: data.history };
    lazyTable(data, 'maintenance', () => mergeById(rich.maintenance, plainMaintenance(plain)));
    lazyTable(data, 'history', () => mergeById(rich.history, plainHistory(plain)));
  }
  return data;
}

export function* deviceDataPartsSteps(ctx: GeneratorContext): Steps<DeviceDataParts> {
  const rng = createRng(ctx.seed + SEED_OFFSET);
  const nowMs = ctx.now.getTime();
  const specs = typeSpecs();
  const data: DeviceDataParts = {
    deviceTypes: specs.map((spec, i) => ({
      id: i + 1,
      code: spec.code,
      name: spec.name,
      category: spec.category,
      description: spec.description,
      inspectionIntervalDays: spec.inspectionIntervalDays,
      nameplateFields: [...spec.nameplateFields],
      thresholds: { ...spec.thresholds },
      updatedAt: new Date(nowMs - (20 + i * 9) * DAY_MS).toISOString(),
      version: 1,
    })),
    devices: [],
    deviceLocations: createLocations(),
    maintenance: [],
    documents: [],
    history: [],
    deletedDevices: [],
    plain: noPlainExtras(),
  };
  const builders: Builders = {
    rng,
    nowMs,
    nextId: { maintenance: 1, documents: 1, history: 1 },
    data,
  };
  const rooms = data.deviceLocations.filter((l) => l.kind === 'room' || l.kind === 'floor');
  const panels = data.deviceLocations.filter((l) => l.kind === 'panel' || l.kind === 'bay');
  const serials: SerialCounter = new Map();
  const byCode = new Map<string, Device[]>();

  // Types in catalogue order: cabinets and switchgear exist before the breakers and relays
  // that are mounted inside them.
  let made = 0;
  for (let typeIndex = 0; typeIndex < specs.length; typeIndex++) {
    const spec = specs[typeIndex];
    const typeId = typeIndex + 1;
    const list: Device[] = [];
    byCode.set(spec.code, list);
    for (let k = 0; k < spec.count * ctx.scale; k++) {
      // The documented samples: 24DC10001–24DC10005 are the first five cabinets, in service.
      if (++made % DEVICES_PER_STEP === 0) yield;
      const pinned = spec.code === 'DC' && k < 5;
      const status = pinned ? 'in_service' : pickStatus(rng);
      // Breakers and meters sit in cabinets, relays in switchgear: same place, never older.
      const hostCode =
        spec.code === 'CB' || spec.code === 'MT' ? 'DC' : spec.code === 'RP' ? 'SG' : undefined;
      const host = hostCode && rng.chance(0.6) ? rng.pick(byCode.get(hostCode) ?? []) : undefined;
      const hostYear = host?.commissionDate ? Number(host.commissionDate.slice(0, 4)) : undefined;
      const forcedYear = pinned
        ? 2024
        : hostYear !== undefined
          ? rng.int(hostYear, 2025)
          : undefined;
      const dates = planDates(rng, nowMs, spec.inspectionIntervalDays, forcedYear);
      const year = Number(dates.commissionDate.slice(0, 4));
      const location = host
        ? host.locationId
        : rng.pick(spec.placement === 'room' ? rooms : panels).id;
      const number = nextNumber(serials, year, spec.code);
      // The draws are made in the order the samples always made them (each one draw), and the
      // maker and model are chosen from them once the name and nameplate are known: the rest of
      // every device (its status, dates, place) stays what it was.
      const draws = { maker: rng.next(), model: 0 };
      const kind = rng.pick(spec.names);
      draws.model = rng.next();
      const serial = String(rng.int(100000, 999999));
      const condition = pinned ? 1 : pickCondition(rng, status);
      const responsible = rng.pick(DEVICE_PEOPLE);
      const tags = rng.sample(TAGS, rng.pick([0, 1, 1, 2]));
      const notes = rng.pick(NOTES);
      const product = productFor(spec, kind, nameplateFor(spec, rng), draws, host?.nameplate);
      const device: Device = {
        number,
        name: `${kind} ${String(k + 1).padStart(2, '0')}`,
        typeId,
        model: product.model,
        manufacturer: product.manufacturer,
        serialNumber: `${product.manufacturer.slice(0, 2).toUpperCase()}${year}${serial}`,
        status,
        condition,
        locationId: location,
        parentNumber: host?.number ?? null,
        ...dates,
        responsible,
        tags,
        notes,
        nameplate: product.nameplate,
        createdAt: at(dates.commissionDate, '08:00:00'),
        updatedAt: at(dates.commissionDate, '08:00:00'),
        version: 1,
      };
      list.push(device);
      data.devices.push(device);
      // At scale > 1 only the first scale-1 worth of each type gets the full set of extras,
      // so a 12,000-device benchmark database stays a few MB. The others' few extras are made
      // when first read; they never move `updatedAt` (their one history entry is the creation).
      if (k >= spec.count) {
        addPlain(data.plain, builders, device);
        continue;
      }
      const firstEntry = data.history.length;
      addExtras(builders, device, spec);
      for (let i = firstEntry; i < data.history.length; i++) {
        if (data.history[i].at > device.updatedAt) device.updatedAt = data.history[i].at;
      }
    }
  }
  data.devices.sort((a, b) => (a.number < b.number ? -1 : a.number > b.number ? 1 : 0));
  return data;
}
