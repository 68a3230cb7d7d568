/**
 * The sample work orders (docs/domain/work-orders.md) over the sample devices, for the simulation
 * and the server's demo database alike: about four per device (at scale 100, ~50,000), a year of
 * done work with its labour, parts, sign-off and events, and the work still to do (requested,
 * open, in progress, on hold; some overdue, some due today or this week). Numbered WO-YYYY-NNNNN
 * in the order they were created. Deterministic: the same context and devices give the same
 * orders. The documented sample: WO-2026-00001 (at EXAMPLE_NOW) is the open preventive order of
 * 24DC10001, assigned to the technician (user 3), isolation not yet recorded.
 */
import type { LoginUser } from '../contract/auth';
import type { Device } from '../contract/devices';
import type {
  ChecklistItem,
  ChecklistItemInput,
  Isolation,
  PartLine,
  WorkOrder,
  WorkOrderComment,
  WorkOrderEvent,
} from '../contract/work-orders';
import type { WorkOrderKind, WorkOrderStatus } from '../contract/work-orders-values';
import {
  formatWorkOrderNumber,
  needsIsolationByDefault,
  orderCost,
  storedChecklist,
} from '../shared/work-orders';
import type { GeneratorContext } from './context';
import { addDays, DAY_MS, toDateString } from './devices/dates';
import { createRng, type Rng } from './random';

/** An order as stored: what follows from its device and assignee (names, place) and from the clock (overdue) is read with it. */
export type WorkOrderRecord = Omit<
  WorkOrder,
  'deviceName' | 'locationId' | 'locationName' | 'assigneeName' | 'overdue'
>;

export interface WorkOrderData {
  workOrders: WorkOrderRecord[];
  /** The last serial used per year (`'2026'` → 412): numbers are never reused. */
  workOrderSerials: Record<string, number>;
  /** The last comment id used. */
  workOrderCommentId: number;
}

/** What the generator reads of a device. */
export type WorkOrderDeviceFacts = Pick<
  Device,
  'number' | 'status' | 'parentNumber' | 'lastInspection' | 'commissionDate'
>;

/** The login users work is planned by (1, the admin) and assigned to (1, or 3, the technician). */
export const PLANNER_ID = 1;
export const TECHNICIAN_ID = 3;

/** The documented samples (docs/domain/work-orders.md): the first order of the year, and 24DC10003's. */
export const FIRST_ORDER_DEVICE = '24DC10001';
export const SECOND_OPEN_ORDER_DEVICE = '24DC10003';

/** Offset of this domain's stream (each domain draws from its own). */
const SEED_OFFSET = 9301;

const ITEM = {
  visual: {
    key: 'visual',
    text: 'Enclosure, seals and labels checked',
    kind: 'check',
    required: true,
  },
  ir: {
    key: 'ir',
    text: 'Insulation resistance',
    kind: 'number',
    required: true,
    unit: 'MΩ',
    min: 100,
  },
  clean: { key: 'clean', text: 'Dust removed and vents cleared', kind: 'check', required: false },
  torque: { key: 'torque', text: 'Terminals re-torqued', kind: 'check', required: true },
  thermal: {
    key: 'thermal',
    text: 'Infrared scan: hottest terminal',
    kind: 'number',
    required: true,
    unit: '°C',
    max: 70,
  },
  trip: { key: 'trip', text: 'Trip time', kind: 'number', required: true, unit: 'ms', max: 100 },
  condition: { key: 'condition', text: 'Overall condition', kind: 'verdict', required: false },
  cause: { key: 'cause', text: 'Cause found and recorded', kind: 'check', required: true },
  repair: { key: 'repair', text: 'Repair verified under load', kind: 'verdict', required: true },
} as const satisfies Record<string, ChecklistItemInput>;

/** What each kind of work asks (a plan's template will say it later). */
const CHECKLISTS: Record<WorkOrderKind, readonly ChecklistItemInput[]> = {
  inspection: [ITEM.visual, ITEM.thermal, ITEM.condition],
  preventive: [ITEM.visual, ITEM.ir, ITEM.clean],
  test: [ITEM.ir, ITEM.trip, ITEM.condition],
  corrective: [ITEM.cause, ITEM.repair],
  emergency: [ITEM.cause, ITEM.repair],
  request: [],
};

const TITLES: Record<WorkOrderKind, readonly string[]> = {
  inspection: ['Quarterly visual inspection', 'Infrared scan', 'Annual inspection'],
  preventive: [
    'Half-yearly preventive maintenance',
    'Clean and re-torque terminals',
    'Replace filters',
  ],
  test: ['Insulation resistance test', 'Protection trip test', 'Three-yearly relay test'],
  corrective: ['Repair warm terminal on phase B', 'Replace cooling fan', 'Replace surge arrester'],
  emergency: ['Trip investigation', 'Smoke reported: isolate and inspect'],
  request: ['Label faded: reprint the QR label', 'Noise reported by the site manager'],
};

const PARTS: readonly Omit<PartLine, 'quantity'>[] = [
  { text: 'Cooling fan 120 mm', unitCost: 38 },
  { text: 'Terminal lug 95 mm²', unitCost: 4.5 },
  { text: 'Surge arrester T2', unitCost: 126 },
  { text: 'Air filter', unitCost: 12 },
  { text: 'Contact grease', unitCost: 9.8 },
];
const INSTRUMENTS = ['Fluke T6-1000', 'Fluke 1587 FC', 'Megger MIT430'] as const;
const HOLD_REASONS = ['Waiting for parts', 'Outage window moved by the site', 'Access refused'];
const CANCEL_REASONS = ['Duplicate of another order', 'Device to be replaced', 'Not needed'];
const COMMENTS = [
  'Key for the substation at the gate house.',
  'Parts ordered, delivery expected next week.',
  'Site manager informed of the outage.',
] as const;

interface Builder {
  rng: Rng;
  ctx: GeneratorContext;
  today: string;
  names: Map<number, string>;
  orders: WorkOrderRecord[];
  commentId: number;
}

/** An ISO instant on `date` at `minutes` after midnight (UTC). */
const instant = (date: string, minutes: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + minutes * 60_000).toISOString();

const nameOf = (b: Builder, id: number | null) => (id === null ? '' : (b.names.get(id) ?? ''));

/** A blank order of a device: what every order has before its life is written. */
function blankOrder(
  b: Builder,
  device: WorkOrderDeviceFacts,
  kind: WorkOrderKind,
  createdAt: string,
): WorkOrderRecord {
  return {
    number: '',
    title: b.rng.pick(TITLES[kind]),
    kind,
    priority: 'medium',
    status: 'open',
    deviceNumber: device.number,
    assigneeId: null,
    dueDate: null,
    plannedStart: null,
    updatedAt: createdAt,
    version: 1,
    planId: null,
    parentNumber: null,
    requestedById: PLANNER_ID,
    requestedByName: nameOf(b, PLANNER_ID),
    estimatedHours: b.rng.pick([1, 2, 2, 4, 8]),
    needsIsolation: needsIsolationByDefault(kind),
    isolation: null,
    checklist: storedChecklist(CHECKLISTS[kind]),
    labour: [],
    parts: [],
    downtimeStart: null,
    downtimeEnd: null,
    cost: 0,
    completedAt: null,
    completedById: null,
    signOff: null,
    notes: '',
    createdAt,
    events: [],
    comments: [],
  };
}

/** Appends a step to the order's events and moves it to its state. */
function step(
  b: Builder,
  order: WorkOrderRecord,
  at: string,
  userId: number | null,
  to: WorkOrderStatus,
  reason = '',
) {
  const event: WorkOrderEvent = {
    at,
    userId,
    userName: userId === null ? 'System' : nameOf(b, userId),
    from: order.events.length === 0 ? null : order.status,
    to,
    reason,
  };
  order.events.push(event);
  order.status = to;
  if (at > order.updatedAt) order.updatedAt = at;
}

function isolationOf(
  b: Builder,
  device: WorkOrderDeviceFacts,
  userId: number,
  at: string,
): Isolation {
  return {
    isolatingDevice: device.parentNumber ?? device.number,
    lockedById: userId,
    lockedByName: nameOf(b, userId),
    tagNumber: `LOTO-${b.rng.int(100, 999)}`,
    voltageAbsent: true,
    instrument: b.rng.pick(INSTRUMENTS),
    recordedAt: at,
    recordedById: userId,
  };
}

/** An answer of an item as a careful technician gives it: mostly within limits, now and then not. */
function answerOf(rng: Rng, item: ChecklistItem): ChecklistItem['answer'] {
  if (item.kind === 'check') return true;
  if (item.kind === 'verdict') return rng.chance(0.85) ? 'pass' : rng.chance(0.7) ? 'flag' : 'fail';
  const bad = rng.chance(0.05);
  if (item.min !== null) return bad ? rng.int(10, item.min - 1) : rng.int(item.min, item.min * 20);
  if (item.max !== null)
    return bad ? rng.int(item.max + 1, item.max * 2) : rng.int(item.max / 3, item.max - 5);
  return rng.int(1, 100);
}

function addComment(b: Builder, order: WorkOrderRecord, userId: number, at: string) {
  const comment: WorkOrderComment = {
    id: ++b.commentId,
    at,
    userId,
    userName: nameOf(b, userId),
    text: b.rng.pick(COMMENTS),
  };
  order.comments.push(comment);
}

/** Starts the order at `at` (after recording the isolation when it needs one). */
function start(b: Builder, order: WorkOrderRecord, device: WorkOrderDeviceFacts, at: string) {
  const userId = order.assigneeId ?? PLANNER_ID;
  if (order.needsIsolation) {
    order.isolation = isolationOf(
      b,
      device,
      userId,
      new Date(Date.parse(at) - 20 * 60_000).toISOString(),
    );
    order.downtimeStart = at;
  }
  step(b, order, at, userId, 'in_progress');
}

/** A done order of the last year, completed on `doneOn`. */
function doneOrder(
  b: Builder,
  device: WorkOrderDeviceFacts,
  kind: WorkOrderKind,
  doneOn: string,
): WorkOrderRecord {
  const { rng } = b;
  const created = addDays(doneOn, -rng.int(3, 40));
  const order = blankOrder(b, device, kind, instant(created, rng.int(6 * 60, 17 * 60)));
  order.priority = rng.pick(['low', 'medium', 'medium', 'high'] as const);
  order.assigneeId = rng.chance(0.6) ? TECHNICIAN_ID : PLANNER_ID;
  // Most done by their due date (PM compliance well above half), some late.
  order.dueDate = addDays(doneOn, rng.int(-6, 12));
  if (order.dueDate < created) order.dueDate = created;
  step(b, order, order.createdAt, PLANNER_ID, 'open');
  const startMinutes = rng.int(7 * 60, 13 * 60);
  const hours = rng.pick([0.5, 1, 1.5, 2, 3, 4]);
  const startedAt = instant(doneOn, startMinutes);
  const doneAt = instant(doneOn, startMinutes + hours * 60);
  start(b, order, device, startedAt);
  order.checklist = order.checklist.map((item) => ({ ...item, answer: answerOf(rng, item) }));
  order.labour = [
    { userId: order.assigneeId, userName: nameOf(b, order.assigneeId), hours, date: doneOn },
  ];
  if (rng.chance(0.4)) {
    const part = rng.pick(PARTS);
    order.parts = [{ ...part, quantity: rng.int(1, 4) }];
  }
  order.cost = orderCost(order.labour, order.parts);
  if (order.needsIsolation) order.downtimeEnd = doneAt;
  order.completedAt = doneAt;
  order.completedById = order.assigneeId;
  order.signOff = { name: nameOf(b, order.assigneeId), at: doneAt, userId: order.assigneeId };
  step(b, order, doneAt, order.assigneeId, 'done');
  return order;
}

/** When the work still to do is due: some overdue, some today, some this week, the rest later. */
function dueDateOf(rng: Rng, today: string): string {
  const r = rng.next();
  if (r < 0.18) return addDays(today, -rng.int(1, 45));
  if (r < 0.26) return today;
  if (r < 0.46) return addDays(today, rng.int(1, 6));
  return addDays(today, rng.int(7, 90));
}

/** One order still to do, in the state drawn (`in_progress` only where the device shows it). */
function openOrder(
  b: Builder,
  device: WorkOrderDeviceFacts,
  status: WorkOrderStatus,
  kind: WorkOrderKind,
): WorkOrderRecord {
  const { rng, today } = b;
  const dueDate = dueDateOf(rng, today);
  const createdOn = addDays(dueDate < today ? dueDate : today, -rng.int(2, 30));
  const order = blankOrder(b, device, kind, instant(createdOn, rng.int(6 * 60, 17 * 60)));
  order.dueDate = dueDate;
  order.priority = rng.pick(['low', 'medium', 'medium', 'high', 'urgent'] as const);
  if (rng.chance(0.5)) order.plannedStart = addDays(dueDate, -rng.int(0, 3));
  const requested = status === 'requested' || kind === 'request';
  if (requested) {
    order.requestedById = TECHNICIAN_ID;
    order.requestedByName = nameOf(b, TECHNICIAN_ID);
    order.needsIsolation = false;
    step(b, order, order.createdAt, TECHNICIAN_ID, 'requested');
    if (status === 'requested') return order;
    step(b, order, instant(createdOn, 18 * 60), PLANNER_ID, 'open');
  } else {
    step(b, order, order.createdAt, PLANNER_ID, 'open');
  }
  if (status === 'cancelled') {
    step(
      b,
      order,
      instant(addDays(createdOn, 1), 9 * 60),
      PLANNER_ID,
      'cancelled',
      rng.pick(CANCEL_REASONS),
    );
    return order;
  }
  const nobody = status === 'open' && rng.chance(0.15);
  order.assigneeId = nobody ? null : rng.chance(0.6) ? TECHNICIAN_ID : PLANNER_ID;
  if (status === 'open') return order;
  const latest = addDays(today, -rng.int(1, 5));
  const startedOn = latest > createdOn ? latest : addDays(createdOn, 1);
  start(b, order, device, instant(startedOn, rng.int(8 * 60, 11 * 60)));
  order.checklist = order.checklist.map((item, i) =>
    i === 0 ? { ...item, answer: answerOf(rng, item) } : item,
  );
  const worker = order.assigneeId ?? PLANNER_ID;
  if (rng.chance(0.3)) addComment(b, order, worker, instant(startedOn, 15 * 60));
  if (status === 'on_hold')
    step(b, order, instant(startedOn, 16 * 60), worker, 'on_hold', rng.pick(HOLD_REASONS));
  return order;
}

/** The state and kind of the work still to do on a device in service or standby. */
function drawOpen(rng: Rng): { status: WorkOrderStatus; kind: WorkOrderKind } | null {
  const r = rng.next();
  if (r < 0.45)
    return { status: 'open', kind: rng.pick(['inspection', 'preventive', 'test'] as const) };
  if (r < 0.55) return { status: 'requested', kind: 'request' };
  // In progress or on hold without isolation: the device stays in service meanwhile.
  if (r < 0.65) return { status: 'in_progress', kind: 'inspection' };
  if (r < 0.7) return { status: 'on_hold', kind: 'inspection' };
  if (r < 0.75)
    return { status: 'cancelled', kind: rng.pick(['preventive', 'corrective'] as const) };
  return null;
}

/** A device's orders: a year of done work, and what is still to do as its status says. */
function addDeviceOrders(b: Builder, device: WorkOrderDeviceFacts) {
  const { rng, today } = b;
  const yearAgo = addDays(today, -365);
  const since =
    device.commissionDate && device.commissionDate > yearAgo ? device.commissionDate : yearAgo;
  const span = Math.floor((Date.parse(today) - Date.parse(since)) / DAY_MS);
  // The last inspection of the register is a done inspection order of that day.
  if (device.lastInspection && device.lastInspection >= since && device.lastInspection < today)
    b.orders.push(doneOrder(b, device, 'inspection', device.lastInspection));
  const done = device.status === 'retired' ? rng.int(0, 1) : rng.int(1, 3);
  for (let i = 0; i < done && span > 2; i++) {
    const kind = rng.pick(['preventive', 'preventive', 'test', 'corrective', 'emergency'] as const);
    b.orders.push(doneOrder(b, device, kind, addDays(since, rng.int(1, span - 1))));
  }
  if (device.status === 'retired') return;
  if (device.status === 'maintenance') {
    // The device shows maintenance: its isolated work is under way (downtime open).
    const order = openOrder(
      b,
      device,
      rng.chance(0.8) ? 'in_progress' : 'on_hold',
      rng.pick(['preventive', 'corrective'] as const),
    );
    b.orders.push(order);
  }
  if (device.status === 'fault') {
    const order = openOrder(b, device, 'open', rng.chance(0.3) ? 'emergency' : 'corrective');
    order.priority = rng.chance(0.5) ? 'urgent' : 'high';
    b.orders.push(order);
  }
  const drawn = drawOpen(rng);
  if (drawn) b.orders.push(openOrder(b, device, drawn.status, drawn.kind));
  if (rng.chance(0.25)) {
    const again = drawOpen(rng);
    if (again && again.status !== 'in_progress' && again.status !== 'on_hold')
      b.orders.push(openOrder(b, device, again.status, again.kind));
  }
}

/**
 * The documented order: 24DC10001's half-yearly preventive maintenance, open, assigned to the
 * technician, to be done within the week; created first in the year, so it is WO-YYYY-00001.
 */
function firstOrder(b: Builder, device: WorkOrderDeviceFacts): WorkOrderRecord {
  const created = `${b.today.slice(0, 4)}-01-01T00:00:00.000Z`;
  const order = blankOrder(b, device, 'preventive', created);
  order.title = 'Half-yearly preventive maintenance';
  order.priority = 'high';
  order.assigneeId = TECHNICIAN_ID;
  order.dueDate = addDays(b.today, 4);
  order.plannedStart = addDays(b.today, 2);
  order.estimatedHours = 3;
  order.needsIsolation = true;
  order.checklist = storedChecklist([ITEM.visual, ITEM.ir, ITEM.clean]);
  step(b, order, created, PLANNER_ID, 'open');
  return order;
}

/** 24DC10003's open order: a corrective repair nobody is assigned to yet, due next week. */
function secondOrder(b: Builder, device: WorkOrderDeviceFacts): WorkOrderRecord {
  const order = blankOrder(b, device, 'corrective', instant(addDays(b.today, -3), 10 * 60));
  order.title = 'Repair warm terminal on phase B';
  order.priority = 'medium';
  order.dueDate = addDays(b.today, 7);
  order.checklist = storedChecklist(CHECKLISTS.corrective);
  step(b, order, order.createdAt, PLANNER_ID, 'open');
  return order;
}

/** Numbers in the order of creation, a serial per year (ties keep the order they were made in). */
function number(orders: WorkOrderRecord[]): Record<string, number> {
  const sorted = orders
    .map((order, i) => ({ order, i }))
    .sort((a, b) =>
      a.order.createdAt < b.order.createdAt
        ? -1
        : a.order.createdAt > b.order.createdAt
          ? 1
          : a.i - b.i,
    );
  const serials: Record<string, number> = {};
  for (const { order } of sorted) {
    const year = order.createdAt.slice(0, 4);
    serials[year] = (serials[year] ?? 0) + 1;
    order.number = formatWorkOrderNumber(Number(year), serials[year]);
  }
  orders.length = 0;
  for (const { order } of sorted) orders.push(order);
  return serials;
}

/**
 * The sample orders of the devices (the kit's context: seed, "now", scale; the devices as the
 * samples built them; the login users, for the names). In order of creation.
 */
export function createWorkOrderData(
  ctx: GeneratorContext,
  devices: readonly WorkOrderDeviceFacts[],
  users: readonly Pick<LoginUser, 'id' | 'fullName'>[],
): WorkOrderData {
  const b: Builder = {
    rng: createRng(ctx.seed + SEED_OFFSET),
    ctx,
    today: toDateString(ctx.now.getTime()),
    names: new Map(users.map((user) => [user.id, user.fullName])),
    orders: [],
    commentId: 0,
  };
  for (const device of devices) {
    if (device.number === FIRST_ORDER_DEVICE) b.orders.push(firstOrder(b, device));
    else if (device.number === SECOND_OPEN_ORDER_DEVICE) b.orders.push(secondOrder(b, device));
    else {
      addDeviceOrders(b, device);
      continue;
    }
    // The documented devices' past: done work only, so their open order is the one above.
    const doneOn = device.lastInspection;
    if (doneOn && doneOn < b.today && doneOn > addDays(b.today, -365))
      b.orders.push(doneOrder(b, device, 'inspection', doneOn));
  }
  const workOrderSerials = number(b.orders);
  return { workOrders: b.orders, workOrderSerials, workOrderCommentId: b.commentId };
}
