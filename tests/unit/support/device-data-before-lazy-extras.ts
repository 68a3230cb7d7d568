/**
 * The device sample generator as it was before the plain devices' extras were made on first read
 * (issue 14, e94f9af), kept verbatim as the reference the new one must match byte for byte
 * (tests/unit/mock-sample-equality.test.ts). Not used by the simulation.
 *
 * Its own header:
 *
 * The device domain of DEVICE-DOMAIN.md: twelve device types, a location tree of three sites,
 * 122 devices per unit of scale (24DC10001–24DC10005 among them) with maintenance records,
 * documents and history. Readings are not stored: they are computed from the device number
 * (see queries/device-readings.ts), so any range can be asked for.
 */
import type {
  Device,
  DeviceCondition,
  DeviceDocument,
  DeviceLocation,
  DeviceStatus,
  DeviceTypeRecord,
  HistoryEntry,
  MaintenanceRecord,
  Nameplate,
} from '../../../src/api/types/devices';
import { FIRST_SERIAL, deviceNumberPrefix } from '../../../src/api/contract/devices';
import type { GeneratorContext } from '../../../src/api/mock/db/kit';
import { createRng, type Rng } from '../../../src/api/mock/db/random';
import { DAY_MS, addDays, computeNextInspection, dateToMs, toDateString } from '../../../src/api/mock/db/devices/dates';
import { createLocations } from '../../../src/api/mock/db/devices/location-catalog';
import { TYPE_SPECS, type TypeSpec } from '../../../src/api/mock/db/devices/type-catalog';

interface DeviceData {
  deviceTypes: DeviceTypeRecord[];
  devices: Device[];
  /** Flat list linked by parentId (parents before children). */
  deviceLocations: DeviceLocation[];
  maintenance: MaintenanceRecord[];
  documents: DeviceDocument[];
  history: HistoryEntry[];
}

/** People who answer for devices and do the work (the first is the admin login user). */
const DEVICE_PEOPLE = ['John Doe', 'Wang Wei', 'Li Na', 'Zhang Wei', 'Liu Yang', 'Chen Jing', 'Yang Fan', 'Zhao Lei', 'Huang Min', 'Zhou Jie'] as const;
const TECHNICIANS = ['Wu Xiaoming', 'Sun Hao', 'Ma Lin', 'Zhu Qiang', 'Hu Jun', 'Guo Ping'] as const;
const TAGS = ['critical', 'outdoor', 'backup', 'PV', 'HVAC', 'lighting', 'production line', 'IT load', 'fire safety'] as const;
const NOTES = [
  '',
  '',
  'Thermal imaging shows a warm terminal on phase B; recheck at next inspection.',
  'Spare parts kept in the substation store.',
  'Access needs a work permit from the site manager.',
  'Replaced the surge arrester in 2025.',
  'Label faded; reprint the QR label.',
] as const;
const MAINTENANCE_NOTES = ['', 'Cleaned and re-torqued terminals.', 'Insulation resistance within limits.', 'Replaced a cooling fan.', 'Firmware updated.', 'Infrared scan normal.'] as const;

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
  return Object.fromEntries(spec.nameplateFields.filter((f) => raw[f] !== undefined).map((f) => [f, raw[f]])) as Nameplate;
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
  const dueIn = r < 0.12 ? -rng.int(1, 90) : r < 0.32 ? rng.int(0, 30) : rng.int(Math.min(31, interval - 1), interval - 1);
  let lastInspection: string | null = addDays(today, dueIn - interval);
  if (dateToMs(lastInspection) < commissionMs || lastInspection > today) lastInspection = null;
  return { installDate, commissionDate, warrantyUntil, lastInspection, nextInspection: computeNextInspection(lastInspection, commissionDate, interval) };
}

interface Builders {
  rng: Rng;
  nowMs: number;
  nextId: { maintenance: number; documents: number; history: number };
  data: DeviceData;
}

function at(date: string, time: string): string {
  return `${date}T${time}.000Z`;
}

/** Maintenance, documents and history of one device; `rich` gives the full set, else the minimum. */
function addExtras(b: Builders, device: Device, spec: TypeSpec, rich: boolean): void {
  const { rng, data, nextId } = b;
  const today = toDateString(b.nowMs);
  const technician = () => rng.pick(TECHNICIANS);
  const record = (partial: Omit<MaintenanceRecord, 'id' | 'deviceNumber'>) =>
    data.maintenance.push({ id: nextId.maintenance++, deviceNumber: device.number, ...partial });
  const history = (entry: Omit<HistoryEntry, 'id' | 'deviceNumber'>) => data.history.push({ id: nextId.history++, deviceNumber: device.number, ...entry });

  history({ at: device.createdAt, actor: 'John Doe', action: 'created', changes: [] });
  if (device.lastInspection) {
    record({
      kind: 'inspection',
      date: device.lastInspection,
      technician: technician(),
      status: 'done',
      result: device.status === 'fault' ? 'fail' : rng.chance(0.8) ? 'pass' : 'pass_with_remarks',
      notes: rng.pick(MAINTENANCE_NOTES),
      cost: rng.int(2, 20) * 100,
      downtimeHours: rng.pick([0, 0, 1, 2, 4]),
    });
    if (rich) {
      history({
        at: at(device.lastInspection, '10:30:00'),
        actor: rng.pick(TECHNICIANS),
        action: 'inspection_done',
        changes: [{ field: 'nextInspection', from: device.lastInspection, to: device.nextInspection }],
      });
    }
  }
  if (!rich) return;

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
    record({ kind: 'corrective', date: addDays(today, -rng.int(1, 5)), technician: technician(), status: 'in_progress', result: null, notes: 'Fault found during patrol; repair under way.', cost: 0, downtimeHours: 0 });
  }
  if (device.nextInspection && device.nextInspection >= today && device.status !== 'retired' && rng.chance(0.3)) {
    record({ kind: 'inspection', date: device.nextInspection, technician: technician(), status: 'planned', result: null, notes: '', cost: 0, downtimeHours: 0 });
  }
  if (device.status !== 'in_service') {
    const changedOn = addDays(device.lastInspection ?? device.commissionDate ?? today, 1);
    if (changedOn < today) {
      history({ at: at(changedOn, '14:05:00'), actor: device.responsible, action: 'status_changed', changes: [{ field: 'status', from: 'in_service', to: device.status }] });
    }
  }

  const document = (partial: Omit<DeviceDocument, 'id' | 'deviceNumber'>) => data.documents.push({ id: nextId.documents++, deviceNumber: device.number, ...partial });
  document({ name: `${device.model} user manual.pdf`, kind: 'manual', sizeBytes: rng.int(800, 12_000) * 1024, date: device.installDate ?? today });
  if (rng.chance(0.7)) document({ name: `Certificate of conformity ${device.serialNumber}.pdf`, kind: 'certificate', sizeBytes: rng.int(90, 600) * 1024, date: device.commissionDate ?? today });
  if (device.lastInspection) document({ name: `Test report ${device.number} ${device.lastInspection}.pdf`, kind: 'test_report', sizeBytes: rng.int(120, 2_400) * 1024, date: device.lastInspection });
  if (spec.placement === 'room' || rng.chance(0.3)) document({ name: `Single-line diagram ${device.number}.dwg`, kind: 'drawing', sizeBytes: rng.int(300, 6_000) * 1024, date: device.installDate ?? today });
}

export function createDeviceDataBefore(ctx: GeneratorContext): DeviceData {
  const rng = createRng(ctx.seed + SEED_OFFSET);
  const nowMs = ctx.now.getTime();
  const data: DeviceData = {
    deviceTypes: TYPE_SPECS.map((spec, i) => ({
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
  };
  const builders: Builders = { rng, nowMs, nextId: { maintenance: 1, documents: 1, history: 1 }, data };
  const rooms = data.deviceLocations.filter((l) => l.kind === 'room' || l.kind === 'floor');
  const panels = data.deviceLocations.filter((l) => l.kind === 'panel' || l.kind === 'bay');
  const serials: SerialCounter = new Map();
  const byCode = new Map<string, Device[]>();

  // Types in catalogue order: cabinets and switchgear exist before the breakers and relays
  // that are mounted inside them.
  TYPE_SPECS.forEach((spec, typeIndex) => {
    const typeId = typeIndex + 1;
    const list: Device[] = [];
    byCode.set(spec.code, list);
    for (let k = 0; k < spec.count * ctx.scale; k++) {
      // The documented samples: 24DC10001–24DC10005 are the first five cabinets, in service.
      const pinned = spec.code === 'DC' && k < 5;
      const status = pinned ? 'in_service' : pickStatus(rng);
      // Breakers and meters sit in cabinets, relays in switchgear: same place, never older.
      const hostCode = spec.code === 'CB' || spec.code === 'MT' ? 'DC' : spec.code === 'RP' ? 'SG' : undefined;
      const host = hostCode && rng.chance(0.6) ? rng.pick(byCode.get(hostCode) ?? []) : undefined;
      const hostYear = host?.commissionDate ? Number(host.commissionDate.slice(0, 4)) : undefined;
      const forcedYear = pinned ? 2024 : hostYear !== undefined ? rng.int(hostYear, 2025) : undefined;
      const dates = planDates(rng, nowMs, spec.inspectionIntervalDays, forcedYear);
      const year = Number(dates.commissionDate.slice(0, 4));
      const location = host ? host.locationId : rng.pick(spec.placement === 'room' ? rooms : panels).id;
      const number = nextNumber(serials, year, spec.code);
      const manufacturer = rng.pick(spec.manufacturers);
      const device: Device = {
        number,
        name: `${rng.pick(spec.names)} ${String(k + 1).padStart(2, '0')}`,
        typeId,
        model: rng.pick(spec.models),
        manufacturer,
        serialNumber: `${manufacturer.slice(0, 2).toUpperCase()}${year}${String(rng.int(100000, 999999))}`,
        status,
        condition: pinned ? 1 : pickCondition(rng, status),
        locationId: location,
        parentNumber: host?.number ?? null,
        ...dates,
        responsible: rng.pick(DEVICE_PEOPLE),
        tags: rng.sample(TAGS, rng.pick([0, 1, 1, 2])),
        notes: rng.pick(NOTES),
        nameplate: nameplateFor(spec, rng),
        createdAt: at(dates.commissionDate, '08:00:00'),
        updatedAt: at(dates.commissionDate, '08:00:00'),
        version: 1,
      };
      list.push(device);
      data.devices.push(device);
      // At scale > 1 only the first scale-1 worth of each type gets the full set of extras,
      // so a 12,000-device benchmark database stays a few MB.
      const firstEntry = data.history.length;
      addExtras(builders, device, spec, k < spec.count);
      for (let i = firstEntry; i < data.history.length; i++) {
        if (data.history[i].at > device.updatedAt) device.updatedAt = data.history[i].at;
      }
    }
  });
  data.devices.sort((a, b) => (a.number < b.number ? -1 : a.number > b.number ? 1 : 0));
  return data;
}
