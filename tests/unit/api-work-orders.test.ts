/**
 * Work orders (docs/domain/work-orders.md) through the API: the list's filters, sort and paging,
 * one order, create, change, every step of the state machine with its status and key, the full
 * life of an isolated order (the device in maintenance and back, its maintenance record), 412 on
 * a stale If-Match, comments, the figures and the assignees. Run against the simulation and, in
 * the contract-server project, against the server.
 */
import { describe, expect, it } from 'vitest';

import type {
  DeviceDetail,
  HistoryListResponse,
  MaintenanceListResponse,
} from '@/api/contract/devices';
import type {
  WorkOrder,
  WorkOrderComment,
  WorkOrderListItem,
  WorkOrderListResponse,
  WorkOrderStats,
} from '@/api/contract/work-orders';
import {
  OPEN_WORK_ORDER_STATUSES,
  WORK_ORDER_PRIORITIES,
  WORK_ORDER_STATUSES,
} from '@/api/contract/work-orders-values';
import { isOverdue } from '@/api/shared/work-orders';

import {
  call,
  callWithHeaders,
  needs,
  simulationOnly,
  startMockServer,
  type Caller,
} from './support/mock-server';

const TODAY = '2026-06-15';
const FIRST = 'WO-2026-00001';
const store = startMockServer();

type Errors = { errors: Record<string, string[]>; issues?: { path: string; key: string }[] };
type Refusal = { message: string; key: string; params?: Record<string, unknown> };

const list = (query = '') =>
  call<WorkOrderListResponse>(`/api/work-orders${query ? `?${query}` : ''}`);
const all = async (query = '') =>
  (await list(`${query}${query ? '&' : ''}itemsPerPage=-1`)).body.workOrders;
const get = (number: string) => call<WorkOrder>(`/api/work-orders/${number}`);
const put = (number: string, body: unknown, as: Caller = 'admin', ifMatch?: string) =>
  call<WorkOrder>(`/api/work-orders/${number}`, {
    method: 'PUT',
    body,
    as,
    ...(ifMatch && { headers: { 'If-Match': ifMatch } }),
  });
const step = (number: string, body: unknown, as: Caller = 'admin', ifMatch?: string) =>
  call<WorkOrder>(`/api/work-orders/${number}/status`, {
    method: 'POST',
    body,
    as,
    ...(ifMatch && { headers: { 'If-Match': ifMatch } }),
  });
const create = (body: unknown, as: Caller = 'admin') =>
  call<WorkOrder>('/api/work-orders', { method: 'POST', body, as });
const issueKeys = (body: unknown) =>
  ((body as Errors).issues ?? []).map((i) => `${i.path}:${i.key}`);

/** 24DC10001's isolation as the technician records it (docs/domain/work-orders.md's example). */
const ISOLATION = {
  isolatingDevice: '24DC10001',
  lockedById: 3,
  tagNumber: 'LOTO-118',
  voltageAbsent: true,
  instrument: 'Fluke T6-1000',
};

/** The open order of 24DC10003 in the samples (nobody assigned). */
async function orderOf24DC10003(): Promise<WorkOrderListItem> {
  const rows = await all('deviceNumber=24DC10003&status=open');
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

/** A done order assigned to the technician. */
async function doneByTechnician(): Promise<WorkOrderListItem> {
  const rows = await all('status=done&assigneeId=3');
  expect(rows.length).toBeGreaterThan(0);
  return rows[0]!;
}

describe('sample work orders', () => {
  simulationOnly();
  it('numbers every order WO-<year>-<serial> once, in creation order, with a counter per year', () => {
    const { workOrders, workOrderSerials } = store.db();
    expect(workOrders.length).toBeGreaterThan(300);
    expect(workOrders.length / store.db().devices.length).toBeGreaterThan(3);
    expect(new Set(workOrders.map((o) => o.number)).size).toBe(workOrders.length);
    for (const [year, last] of Object.entries(workOrderSerials)) {
      const serials = workOrders
        .filter((o) => o.number.startsWith(`WO-${year}-`))
        .map((o) => Number(o.number.slice(8)));
      expect(serials).toEqual(serials.map((_, i) => i + 1));
      expect(last).toBe(serials.length);
    }
    const created = workOrders.map((o) => o.createdAt);
    expect(created).toEqual([...created].sort());
  });

  it('has every state, done work with labour, parts and sign-off, and isolated work under way only on devices in maintenance', () => {
    const { workOrders, devices } = store.db();
    for (const status of WORK_ORDER_STATUSES)
      expect(workOrders.some((o) => o.status === status)).toBe(true);
    const done = workOrders.filter((o) => o.status === 'done');
    for (const o of done) {
      expect(o.signOff?.name).toBeTruthy();
      expect(o.labour.length).toBeGreaterThan(0);
      expect(o.events.map((e) => e.to).slice(-2)).toEqual(['in_progress', 'done']);
      expect(o.completedAt! >= o.createdAt).toBe(true);
    }
    expect(done.some((o) => o.parts.length > 0)).toBe(true);
    const status = new Map(devices.map((d) => [d.number, d.status]));
    for (const o of workOrders) {
      if (o.downtimeStart && !o.downtimeEnd) expect(status.get(o.deviceNumber)).toBe('maintenance');
      expect(o.createdAt <= '2026-06-15T09:00:00.000Z').toBe(true);
    }
    const open = workOrders.filter((o) => o.status !== 'done' && o.status !== 'cancelled');
    expect(open.some((o) => isOverdue(o.status, o.dueDate, TODAY))).toBe(true);
    expect(open.some((o) => o.dueDate === TODAY)).toBe(true);
  });
});

describe('GET /api/work-orders/{number}', () => {
  it('answers WO-2026-00001: 24DC10001, open, assigned to the technician, isolation not recorded', async () => {
    const { status, body, headers } = await callWithHeaders<WorkOrder>(`/api/work-orders/${FIRST}`);
    expect(status).toBe(200);
    expect(headers.get('etag')).toBe('"1"');
    const device = (await call<DeviceDetail>('/api/devices/24DC10001')).body;
    expect(body).toMatchObject({
      number: FIRST,
      status: 'open',
      kind: 'preventive',
      deviceNumber: '24DC10001',
      deviceName: device.name,
      locationId: device.locationId,
      assigneeId: 3,
      assigneeName: 'Li Wei',
      needsIsolation: true,
      isolation: null,
      overdue: false,
      version: 1,
    });
    expect(body.dueDate! > TODAY && body.dueDate! <= '2026-06-22').toBe(true);
    expect(body.checklist.map((i) => [i.kind, i.required, i.min, i.answer])).toEqual([
      ['check', true, null, null],
      ['number', true, 100, null],
      ['check', false, null, null],
    ]);
  });

  it('reads the number case-insensitively and answers 404 for an unknown one', async () => {
    expect((await get('wo-2026-00001')).body.number).toBe(FIRST);
    const missing = await get('WO-2026-99999');
    expect(missing.status).toBe(404);
    expect((missing.body as unknown as Refusal).key).toBe('workOrderNotFound');
  });
});

describe('GET /api/work-orders', () => {
  it('lists every order by due date (none last), then number, with the total', async () => {
    const rows = await all();
    const { body } = await list();
    expect(body.total).toBe(rows.length);
    expect(body.workOrders).toEqual(rows.slice(0, 10));
    const key = (o: WorkOrderListItem) => `${o.dueDate ?? '9999-99-99'} ${o.number}`;
    expect(rows.map(key)).toEqual(rows.map(key).sort());
    expect(rows.at(-1)!.dueDate === null || rows.every((o) => o.dueDate !== null)).toBe(true);
  });

  it('pages: page 2 of 5 is the sixth to tenth order', async () => {
    const rows = await all();
    const { body } = await list('page=2&itemsPerPage=5');
    expect(body.workOrders.map((o) => o.number)).toEqual(rows.slice(5, 10).map((o) => o.number));
    expect(body.total).toBe(rows.length);
  });

  it('filters by state, priority and kind (repeated), the default order kept', async () => {
    const rows = await all();
    const some = await all('status=open&status=in_progress&priority=high&priority=urgent');
    expect(some.map((o) => o.number)).toEqual(
      rows
        .filter(
          (o) =>
            ['open', 'in_progress'].includes(o.status) && ['high', 'urgent'].includes(o.priority),
        )
        .map((o) => o.number),
    );
    expect(some.length).toBeGreaterThan(0);
    const details = await Promise.all(some.slice(0, 5).map((o) => get(o.number)));
    expect(details.every((d) => d.status === 200)).toBe(true);
    const tests = await all('kind=test');
    expect(tests.length).toBeGreaterThan(0);
    expect(
      (await Promise.all(tests.slice(0, 5).map((o) => get(o.number)))).map((d) => d.body.kind),
    ).toEqual(tests.slice(0, 5).map(() => 'test'));
  });

  it('filters by assignee (0: nobody) and device (any case)', async () => {
    const rows = await all();
    const tech = await all('assigneeId=3');
    expect(tech.map((o) => o.number)).toEqual(
      rows.filter((o) => o.assigneeId === 3).map((o) => o.number),
    );
    expect(tech.every((o) => o.assigneeName === 'Li Wei')).toBe(true);
    const nobody = await all('assigneeId=0');
    expect(nobody.length).toBeGreaterThan(0);
    expect(nobody.map((o) => o.number)).toEqual(
      rows.filter((o) => o.assigneeId === null).map((o) => o.number),
    );
    const first = await all('deviceNumber=24dc10001&status=open');
    expect(first.map((o) => o.number)).toEqual([FIRST]);
  });

  it('filters by location with its descendants; an unknown location lists nothing', async () => {
    const device = (await call<DeviceDetail>('/api/devices/24DC10001')).body;
    const site = device.locationPath[0]!.id;
    const inSite = await all(`locationId=${site}`);
    expect(inSite.some((o) => o.number === FIRST)).toBe(true);
    const rows = await all();
    expect(inSite.length).toBeLessThan(rows.length);
    const here = await all(`locationId=${device.locationId}`);
    expect(here.every((o) => o.locationId === device.locationId)).toBe(true);
    expect((await list('locationId=99999')).body).toEqual({ workOrders: [], total: 0 });
  });

  it('filters by the plan that made the orders; an unknown plan lists nothing', async () => {
    const { plans } = (
      await call<{ plans: { id: number; openOrders: number }[] }>(
        '/api/maintenance-plans?itemsPerPage=-1',
      )
    ).body;
    const plan = plans.find((p) => p.openOrders > 1)!;
    expect(plan).toBeDefined();
    const open = await all(`planId=${plan.id}&status=requested,open,in_progress,on_hold`);
    // The plans list's count and the list it links to agree.
    expect(open).toHaveLength(plan.openOrders);
    const rows = await all(`planId=${plan.id}`);
    expect(rows.length).toBeLessThan((await all()).length);
    for (const row of rows.slice(0, 5)) {
      expect((await call<WorkOrder>(`/api/work-orders/${row.number}`)).body.planId).toBe(plan.id);
    }
    expect((await list('planId=99999')).body).toEqual({ workOrders: [], total: 0 });
  });

  it('filters by due: overdue, today, week, and a range', async () => {
    const rows = await all();
    const overdue = await all('due=overdue');
    expect(overdue.length).toBeGreaterThan(0);
    expect(overdue.map((o) => o.number)).toEqual(
      rows.filter((o) => o.overdue).map((o) => o.number),
    );
    expect(
      overdue.every((o) => o.dueDate! < TODAY && !['done', 'cancelled'].includes(o.status)),
    ).toBe(true);
    const today = await all('due=today');
    expect(today.length).toBeGreaterThan(0);
    expect(today.map((o) => o.number)).toEqual(
      rows.filter((o) => o.dueDate === TODAY).map((o) => o.number),
    );
    const week = await all('due=week');
    expect(week.map((o) => o.number)).toEqual(
      rows.filter((o) => o.dueDate! >= TODAY && o.dueDate! <= '2026-06-21').map((o) => o.number),
    );
    expect(week.some((o) => o.number === FIRST)).toBe(true);
    const range = await all('dueFrom=2026-06-16&dueTo=2026-06-19');
    expect(range.map((o) => o.number)).toEqual(
      rows
        .filter((o) => o.dueDate! >= '2026-06-16' && o.dueDate! <= '2026-06-19')
        .map((o) => o.number),
    );
  });

  it('searches every word in the number, title, device number or name', async () => {
    expect((await all(`q=${FIRST.toLowerCase()}`)).map((o) => o.number)).toEqual([FIRST]);
    const found = await all('q=half-yearly 24DC10001');
    expect(found.map((o) => o.number)).toContain(FIRST);
    expect(found.every((o) => o.deviceNumber === '24DC10001')).toBe(true);
    expect((await list('q=no-such-word-anywhere')).body.total).toBe(0);
    // The device's name as it is now: a renamed device's orders are found by the new name.
    expect((await list('q=zebrawood')).body.total).toBe(0);
    await call('/api/devices/24DC10001', { method: 'PUT', body: { name: 'Zebrawood cabinet' } });
    const renamed = await all('q=zebrawood');
    expect(renamed.length).toBeGreaterThan(0);
    expect(renamed.map((o) => o.number)).toContain(FIRST);
    expect(renamed.every((o) => o.deviceName === 'Zebrawood cabinet')).toBe(true);
  });

  it('sorts by priority, status, number and assignee in both directions, empty values last', async () => {
    const byPriority = await all('sortBy=priority&orderBy=desc');
    const ranks = byPriority.map((o) => WORK_ORDER_PRIORITIES.indexOf(o.priority));
    expect(ranks).toEqual([...ranks].sort((a, b) => b - a));
    const byStatus = await all('sortBy=status');
    const states = byStatus.map((o) => WORK_ORDER_STATUSES.indexOf(o.status));
    expect(states).toEqual([...states].sort((a, b) => a - b));
    const byNumber = await all('sortBy=number&orderBy=desc');
    const numbers = byNumber.map((o) => o.number);
    expect(numbers).toEqual([...numbers].sort().reverse());
    const byAssignee = await all('sortBy=assignee');
    const names = byAssignee.map((o) => o.assigneeName);
    const firstNobody = names.indexOf(null);
    expect(names.slice(firstNobody).every((n) => n === null)).toBe(true);
    expect(names.slice(0, firstNobody)).toEqual([...names.slice(0, firstNobody)].sort());
  });

  // The simulation keeps each sort's order between calls (docs/performance.md "Work orders in
  // the browser"): a write must move the order in it, and a filter must keep that order.
  it('sorts after a comment and a new title as it would have sorted them from the start', async () => {
    const target = (await all('status=open')).at(-1)!;
    // The newest first; the server's clock is pinned in the suite, so the orders its plans made at
    // that instant tie with a write made now: the newest is the order or one written with it.
    const newest = async () => {
      const [first] = (await list('sortBy=updatedAt&orderBy=desc&itemsPerPage=1')).body.workOrders;
      const [order] = (await all(`q=${target.number}`)).filter((o) => o.number === target.number);
      return first.updatedAt === order!.updatedAt && order!.updatedAt > target.updatedAt
        ? target.number
        : first.number;
    };
    const firstByTitle = async () =>
      (await list('sortBy=title&itemsPerPage=1')).body.workOrders[0].number;
    expect(await newest()).not.toBe(target.number);
    expect(await firstByTitle()).not.toBe(target.number);
    const comment = await call(`/api/work-orders/${target.number}/comments`, {
      method: 'POST',
      body: { text: 'Seen on the round' },
      as: 'admin',
    });
    expect(comment.status).toBe(201);
    expect(await newest()).toBe(target.number);
    expect((await put(target.number, { title: '0 first in the title sort' })).status).toBe(200);
    expect(await firstByTitle()).toBe(target.number);
    for (const sortBy of ['title', 'deviceNumber', 'assignee', 'updatedAt'])
      for (const orderBy of ['asc', 'desc']) {
        const sorted = `sortBy=${sortBy}&orderBy=${orderBy}`;
        const open = (await all(`status=open&${sorted}`)).map((o) => o.number);
        const whole = (await all(sorted)).filter((o) => o.status === 'open').map((o) => o.number);
        expect(open, sorted).toEqual(whole);
      }
  });
});

describe('POST /api/work-orders', () => {
  const body = {
    title: 'Replace surge arrester',
    kind: 'corrective',
    deviceNumber: '24DC10003',
    assigneeId: 3,
    dueDate: '2026-06-20',
  };

  it('creates an open order with the next number as the admin, defaults filled in', async () => {
    const before = (await list()).body.total;
    const { status, body: order } = await create(body);
    expect(status).toBe(201);
    expect(order).toMatchObject({
      status: 'open',
      deviceNumber: '24DC10003',
      priority: 'medium',
      needsIsolation: true,
      assigneeId: 3,
      assigneeName: 'Li Wei',
      requestedById: 1,
      requestedByName: 'John Doe',
      cost: 0,
      version: 1,
      checklist: [],
      comments: [],
    });
    // The year of the write (the simulation's clock or the server's), the next serial.
    const year = order.createdAt.slice(0, 4);
    const ofYear = (await list(`q=WO-${year}-`)).body.total;
    expect(order.number).toBe(`WO-${year}-${String(ofYear).padStart(5, '0')}`);
    expect(order.events).toEqual([
      { at: order.createdAt, userId: 1, userName: 'John Doe', from: null, to: 'open', reason: '' },
    ]);
    expect((await list()).body.total).toBe(before + 1);
    expect((await get(order.number)).body).toEqual(order);
  });

  it('creates a request when the technician raises it; an inspection needs no isolation by default', async () => {
    const { status, body: order } = await create(
      { title: 'Door seal torn', kind: 'inspection', deviceNumber: '24DC10002' },
      'technician',
    );
    expect(status).toBe(201);
    expect(order).toMatchObject({
      status: 'requested',
      requestedById: 3,
      requestedByName: 'Li Wei',
      assigneeId: null,
      needsIsolation: false,
    });
    const refused = await create({ ...body, assigneeId: 3 }, 'technician');
    expect(refused.status).toBe(400);
    expect(issueKeys(refused.body)).toEqual(['assigneeId:planningOnly']);
  });

  it('refuses an unknown device, assignee or parent order with the field', async () => {
    const answer = await create({
      ...body,
      deviceNumber: '24DC99999',
      assigneeId: 2,
      parentNumber: 'WO-2026-99999',
    });
    expect(answer.status).toBe(400);
    expect(issueKeys(answer.body)).toEqual([
      'deviceNumber:unknownDevice',
      'assigneeId:unknownAssignee',
      'parentNumber:unknownParentOrder',
    ]);
    expect(Object.keys((answer.body as unknown as Errors).errors).sort()).toEqual([
      'assigneeId',
      'deviceNumber',
      'parentNumber',
    ]);
    const parent = await create({ ...body, parentNumber: FIRST.toLowerCase() });
    expect(parent.status).toBe(201);
    expect(parent.body.parentNumber).toBe(FIRST);
  });

  it('refuses the client (403) and no session (401), and stores nothing', async () => {
    const before = (await list()).body.total;
    const client = await create(body, 'client');
    expect(client.status).toBe(403);
    expect((client.body as unknown as Refusal).key).toBe('notAllowedChange');
    expect((await create(body, 'anonymous')).status).toBe(401);
    expect((await list()).body.total).toBe(before);
  });
});

describe('POST /api/work-orders/{number}/status: the rules', () => {
  it('answers 409 transitionNotAllowed for a step the machine does not have', async () => {
    const answer = await step(FIRST, { status: 'done', signOff: 'Li Wei' });
    expect(answer.status).toBe(409);
    expect((answer.body as unknown as Refusal).key).toBe('transitionNotAllowed');
  });

  it('answers 409 assigneeRequired to start an order nobody is assigned to', async () => {
    const order = await orderOf24DC10003();
    const answer = await step(order.number, { status: 'in_progress' });
    expect(answer.status).toBe(409);
    expect((answer.body as unknown as Refusal).key).toBe('assigneeRequired');
  });

  it('answers 409 isolationRequired to start isolated work before the isolation is recorded', async () => {
    const answer = await step(FIRST, { status: 'in_progress' }, 'technician');
    expect(answer.status).toBe(409);
    expect((answer.body as unknown as Refusal).key).toBe('isolationRequired');
    expect((await get(FIRST)).body.status).toBe('open');
  });

  it('answers 403 notYourOrder to the technician on an order not assigned to them', async () => {
    const order = await orderOf24DC10003();
    const answer = await step(
      order.number,
      { status: 'cancelled', reason: 'Not mine' },
      'technician',
    );
    expect(answer.status).toBe(403);
    expect((answer.body as unknown as Refusal).key).toBe('notYourOrder');
    const edit = await put(order.number, { notes: 'mine now' }, 'technician');
    expect(edit.status).toBe(403);
    expect((edit.body as unknown as Refusal).key).toBe('notYourOrder');
  });

  it('answers 403 onlyPlannerApproves when the technician approves a request; the admin approves it', async () => {
    const request = (
      await create({ title: 'Fan noisy', kind: 'request', deviceNumber: '24DC10002' }, 'technician')
    ).body;
    const refused = await step(request.number, { status: 'open' }, 'technician');
    expect(refused.status).toBe(403);
    expect((refused.body as unknown as Refusal).key).toBe('onlyPlannerApproves');
    const approved = await step(request.number, { status: 'open' });
    expect(approved.status).toBe(200);
    expect(approved.body.events.map((e) => [e.from, e.to])).toEqual([
      [null, 'requested'],
      ['requested', 'open'],
    ]);
  });

  it('needs a reason to cancel (400 on reason), then records it', async () => {
    const missing = await step(FIRST, { status: 'cancelled' });
    expect(missing.status).toBe(400);
    expect(issueKeys(missing.body)).toEqual(['reason:reasonRequired']);
    const cancelled = await step(FIRST, { status: 'cancelled', reason: 'Cabinet replaced' });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.status).toBe('cancelled');
    expect(cancelled.body.events.at(-1)).toMatchObject({
      userId: 1,
      from: 'open',
      to: 'cancelled',
      reason: 'Cabinet replaced',
    });
    expect(cancelled.body.version).toBe(2);
    const closed = await put(FIRST, { notes: 'late' });
    expect(closed.status).toBe(409);
    expect((closed.body as unknown as Refusal).key).toBe('workOrderClosed');
  });

  it('reopens a done order only as the admin (403 onlyAdminReopens) and with a reason', async () => {
    const done = await doneByTechnician();
    const tech = await step(done.number, { status: 'open', reason: 'Redo' }, 'technician');
    expect(tech.status).toBe(403);
    expect((tech.body as unknown as Refusal).key).toBe('onlyAdminReopens');
    const noReason = await step(done.number, { status: 'open' });
    expect(noReason.status).toBe(400);
    expect(issueKeys(noReason.body)).toEqual(['reason:reasonRequired']);
    const reopened = await step(done.number, { status: 'open', reason: 'Torque mark missing' });
    expect(reopened.status).toBe(200);
    expect(reopened.body).toMatchObject({
      status: 'open',
      completedAt: null,
      completedById: null,
      signOff: null,
    });
    expect(reopened.body.events.at(-1)).toMatchObject({ from: 'done', to: 'open' });
  });

  it('answers 409 checklistIncomplete with the count left, then 400 on signOff', async () => {
    expect((await put(FIRST, { isolation: ISOLATION }, 'technician')).status).toBe(200);
    expect((await step(FIRST, { status: 'in_progress' }, 'technician')).status).toBe(200);
    const incomplete = await step(FIRST, { status: 'done', signOff: 'Li Wei' }, 'technician');
    expect(incomplete.status).toBe(409);
    expect(incomplete.body).toMatchObject({ key: 'checklistIncomplete', params: { count: 2 } });
    const checklist = (await get(FIRST)).body.checklist.map((item) => ({
      ...item,
      answer: item.kind === 'number' ? 250 : item.required ? true : null,
    }));
    expect((await put(FIRST, { checklist }, 'technician')).status).toBe(200);
    const unsigned = await step(FIRST, { status: 'done' }, 'technician');
    expect(unsigned.status).toBe(400);
    expect(issueKeys(unsigned.body)).toEqual(['signOff:signOffRequired']);
    const hold = await step(FIRST, { status: 'on_hold', reason: ' ' }, 'technician');
    expect(hold.status).toBe(400);
    expect(issueKeys(hold.body)).toEqual(['reason:reasonRequired']);
  });
});

describe('the full life of an isolated order', () => {
  it('isolation → start (device in maintenance) → checklist, 1.5 h → done and signed (device in service, its maintenance and history)', async () => {
    const isolated = await put(FIRST, { isolation: ISOLATION }, 'technician', '"1"');
    expect(isolated.status).toBe(200);
    expect(isolated.body.version).toBe(2);
    expect(isolated.body.isolation).toMatchObject({
      ...ISOLATION,
      lockedByName: 'Li Wei',
      recordedById: 3,
    });

    const started = await step(FIRST, { status: 'in_progress' }, 'technician', '"2"');
    expect(started.status).toBe(200);
    expect(started.body.status).toBe('in_progress');
    expect(started.body.downtimeStart).toBe(started.body.updatedAt);
    const device = (await call<DeviceDetail>('/api/devices/24DC10001')).body;
    expect(device.status).toBe('maintenance');

    const checklist = started.body.checklist.map((item) => ({
      ...item,
      answer: item.kind === 'number' ? 180 : true,
    }));
    const worked = await put(
      FIRST,
      { checklist, labour: [{ userId: 3, hours: 1.5, date: TODAY }] },
      'technician',
    );
    expect(worked.status).toBe(200);
    expect(worked.body.labour).toEqual([
      { userId: 3, userName: 'Li Wei', hours: 1.5, date: TODAY },
    ]);
    expect(worked.body.cost).toBe(97.5);

    const done = await step(FIRST, { status: 'done', signOff: 'Li Wei' }, 'technician');
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({
      status: 'done',
      completedById: 3,
      signOff: { name: 'Li Wei', userId: 3 },
      cost: 97.5,
    });
    expect(done.body.downtimeEnd).toBe(done.body.completedAt);
    expect(done.body.events.map((e) => [e.from, e.to, e.userId])).toEqual([
      [null, 'open', 1],
      ['open', 'in_progress', 3],
      ['in_progress', 'done', 3],
    ]);

    const after = (await call<DeviceDetail>('/api/devices/24DC10001')).body;
    expect(after.status).toBe('in_service');
    const records = (await call<MaintenanceListResponse>('/api/devices/24DC10001/maintenance')).body
      .records;
    expect(records.filter((r) => r.notes.startsWith(FIRST))).toHaveLength(1);
    expect(records.find((r) => r.notes.startsWith(FIRST))).toMatchObject({
      date: TODAY,
      kind: 'preventive',
      status: 'done',
      result: 'pass',
      technician: 'Li Wei',
      cost: 97.5,
      notes: `${FIRST} Half-yearly preventive maintenance`,
    });
    const history = (await call<HistoryListResponse>('/api/devices/24DC10001/history')).body
      .entries;
    const statusChanges = history
      .filter((h) => h.action === 'status_changed')
      .map((h) => h.changes.find((c) => c.field === 'status'));
    expect(statusChanges.slice(0, 2).map((c) => [c?.from, c?.to])).toEqual([
      ['maintenance', 'in_service'],
      ['in_service', 'maintenance'],
    ]);
    expect(history.every((h) => h.actor !== '')).toBe(true);
  });

  it('records a failed result when a measured value is out of limits', async () => {
    await put(FIRST, { isolation: ISOLATION }, 'technician');
    await step(FIRST, { status: 'in_progress' }, 'technician');
    const checklist = (await get(FIRST)).body.checklist.map((item) => ({
      ...item,
      answer: item.kind === 'number' ? 40 : true,
    }));
    await put(FIRST, { checklist }, 'technician');
    expect((await step(FIRST, { status: 'done', signOff: 'Li Wei' }, 'technician')).status).toBe(
      200,
    );
    const records = (await call<MaintenanceListResponse>('/api/devices/24DC10001/maintenance')).body
      .records;
    expect(records.find((r) => r.notes.startsWith(FIRST))).toMatchObject({
      kind: 'preventive',
      result: 'fail',
      cost: 0,
    });
  });
});

describe('PUT /api/work-orders/{number}', () => {
  it('answers 412 with the current order on a stale If-Match, and changes nothing', async () => {
    const stale = await callWithHeaders<Refusal & { current: WorkOrder }>(
      `/api/work-orders/${FIRST}`,
      { method: 'PUT', body: { priority: 'urgent' }, headers: { 'If-Match': '"7"' } },
    );
    expect(stale.status).toBe(412);
    expect(stale.headers.get('etag')).toBe('"1"');
    expect(stale.body.key).toBe('workOrderChangedElsewhere');
    expect(stale.body.current).toMatchObject({ number: FIRST, priority: 'high', version: 1 });
    const stepStale = await step(FIRST, { status: 'cancelled', reason: 'x' }, 'admin', '"7"');
    expect(stepStale.status).toBe(412);
    expect((await get(FIRST)).body).toMatchObject({ priority: 'high', status: 'open', version: 1 });
    const fresh = await put(FIRST, { priority: 'urgent' }, 'admin', '"1"');
    expect(fresh.body).toMatchObject({ priority: 'urgent', version: 2 });
  });

  it('moves the order in the lists when its due date changes, and a new order is listed', async () => {
    expect((await list('itemsPerPage=1')).body.workOrders[0]!.number).not.toBe(FIRST);
    await put(FIRST, { dueDate: '2020-01-01' });
    const [first] = (await list('itemsPerPage=1')).body.workOrders;
    expect(first).toMatchObject({ number: FIRST, dueDate: '2020-01-01', overdue: true });
    const made = (
      await create({
        title: 'Early',
        kind: 'test',
        deviceNumber: '24DC10002',
        dueDate: '2019-12-31',
      })
    ).body;
    expect((await all()).slice(0, 2).map((o) => o.number)).toEqual([made.number, FIRST]);
  });

  it('lets the technician change only what the assignee may: planningOnly on the field', async () => {
    const answer = await put(FIRST, { priority: 'low', notes: 'ok' }, 'technician');
    expect(answer.status).toBe(400);
    expect(issueKeys(answer.body)).toEqual(['priority:planningOnly']);
    const checklist = (await get(FIRST)).body.checklist.map((i) => ({ ...i, text: 'Other' }));
    const reworded = await put(FIRST, { checklist }, 'technician');
    expect(issueKeys(reworded.body)).toEqual(['checklist:planningOnly']);
    const notes = await put(FIRST, { notes: 'Bring the thermal camera.' }, 'technician');
    expect(notes.body).toMatchObject({ notes: 'Bring the thermal camera.', version: 2 });
  });

  it('refuses users and an isolating device that do not exist', async () => {
    const answer = await put(FIRST, {
      labour: [{ userId: 99, hours: 1, date: TODAY }],
      isolation: { ...ISOLATION, isolatingDevice: '24DC99999', lockedById: 98 },
    });
    expect(answer.status).toBe(400);
    expect(issueKeys(answer.body)).toEqual([
      'labour.0.userId:unknownUser',
      'isolation.lockedById:unknownUser',
      'isolation.isolatingDevice:unknownIsolatingDevice',
    ]);
    const assignee = await put(FIRST, { assigneeId: 2 });
    expect(issueKeys(assignee.body)).toEqual(['assigneeId:unknownAssignee']);
    expect((await get(FIRST)).body.version).toBe(1);
  });

  it('costs labour at US$65 an hour plus parts, and refuses the client', async () => {
    const answer = await put(FIRST, {
      labour: [
        { userId: 3, hours: 2, date: TODAY },
        { userId: 1, hours: 0.5, date: TODAY },
      ],
      parts: [{ text: 'Air filter', quantity: 3, unitCost: 12.4 }],
    });
    expect(answer.body.cost).toBe(199.7);
    expect(answer.body.labour.map((l) => l.userName)).toEqual(['Li Wei', 'John Doe']);
    const client = await put(FIRST, { notes: 'x' }, 'client');
    expect(client.status).toBe(403);
    expect((client.body as unknown as Refusal).key).toBe('notAllowedChange');
  });
});

describe('POST /api/work-orders/{number}/comments', () => {
  it('adds a comment as its author, on closed orders too; refuses the client and unknown orders', async () => {
    const done = await doneByTechnician();
    const answer = await call<WorkOrderComment>(`/api/work-orders/${done.number}/comments`, {
      method: 'POST',
      body: { text: '  Key for the substation at the gate house.  ' },
      as: 'technician',
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      userId: 3,
      userName: 'Li Wei',
      text: 'Key for the substation at the gate house.',
    });
    expect((await get(done.number)).body.comments.at(-1)).toEqual(answer.body);
    const client = await call(`/api/work-orders/${FIRST}/comments`, {
      method: 'POST',
      body: { text: 'hi' },
      as: 'client',
    });
    expect(client.status).toBe(403);
    const missing = await call('/api/work-orders/WO-2026-99999/comments', {
      method: 'POST',
      body: { text: 'hi' },
    });
    expect(missing.status).toBe(404);
    const empty = await call(`/api/work-orders/${FIRST}/comments`, {
      method: 'POST',
      body: { text: ' ' },
    });
    expect(empty.status).toBe(400);
  });
});

describe('GET /api/work-orders/stats and /assignees', () => {
  it('counts the backlog by priority and the overdue orders as the list does', async () => {
    const stats = (await call<WorkOrderStats>('/api/work-orders/stats')).body;
    const open = OPEN_WORK_ORDER_STATUSES.map((s) => `status=${s}`).join('&');
    for (const priority of WORK_ORDER_PRIORITIES)
      expect(stats.backlog[priority]).toBe((await list(`${open}&priority=${priority}`)).body.total);
    expect(stats.overdue).toBe((await list('due=overdue')).body.total);
    expect(stats.overdue).toBeGreaterThan(0);
    expect(stats.pmCompliance).toBeGreaterThan(0);
    expect(stats.pmCompliance).toBeLessThanOrEqual(100);
    expect(stats.mttrHours).toBeGreaterThan(0);
    expect(stats.downtimeHours).toBeGreaterThan(0);
    await create({
      title: 'Smoke',
      kind: 'emergency',
      priority: 'urgent',
      deviceNumber: '24DC10002',
    });
    const after = (await call<WorkOrderStats>('/api/work-orders/stats')).body;
    expect(after.backlog).toEqual({ ...stats.backlog, urgent: stats.backlog.urgent + 1 });
  });

  it('computes PM compliance, MTTR and downtime over the last 90 days', async (context) => {
    simulationOnly(context);
    const db = store.db();
    const base = db.workOrders.find((o) => o.status === 'done')!;
    const started = (at: string) => [
      { ...base.events[0]!, at, from: 'open' as const, to: 'in_progress' as const },
    ];
    const order = (fields: Partial<WorkOrder>) => ({
      ...structuredClone(base),
      dueDate: null,
      downtimeStart: null,
      downtimeEnd: null,
      completedAt: null,
      events: [],
      ...fields,
    });
    db.workOrders = [
      // Planned work due in the 90 days: on time, late, not done; one before them; one cancelled.
      order({
        kind: 'preventive',
        status: 'done',
        dueDate: '2026-06-01',
        completedAt: '2026-05-30T10:00:00.000Z',
      }),
      order({
        kind: 'inspection',
        status: 'done',
        dueDate: '2026-05-01',
        completedAt: '2026-05-03T10:00:00.000Z',
      }),
      order({ kind: 'preventive', status: 'open', priority: 'medium', dueDate: '2026-06-10' }),
      order({
        kind: 'preventive',
        status: 'done',
        dueDate: '2026-01-01',
        completedAt: '2026-02-01T10:00:00.000Z',
      }),
      order({ kind: 'inspection', status: 'cancelled', dueDate: '2026-06-01' }),
      // Repairs: 3.5 h and 1.5 h from start to done; downtime 3.5 h.
      order({
        kind: 'corrective',
        status: 'done',
        events: started('2026-06-10T08:00:00.000Z'),
        completedAt: '2026-06-10T11:30:00.000Z',
        downtimeStart: '2026-06-10T08:00:00.000Z',
        downtimeEnd: '2026-06-10T11:30:00.000Z',
      }),
      order({
        kind: 'emergency',
        status: 'done',
        events: started('2026-06-01T00:00:00.000Z'),
        completedAt: '2026-06-01T01:30:00.000Z',
      }),
      // Downtime still open (2 h to now) and one that began before the 90 days (24 h inside).
      order({
        kind: 'test',
        status: 'in_progress',
        priority: 'high',
        downtimeStart: '2026-06-15T07:00:00.000Z',
      }),
      order({
        kind: 'test',
        status: 'done',
        downtimeStart: '2026-03-01T09:00:00.000Z',
        downtimeEnd: '2026-03-18T09:00:00.000Z',
      }),
    ];
    const stats = (await call<WorkOrderStats>('/api/work-orders/stats')).body;
    expect(stats).toEqual({
      backlog: { low: 0, medium: 1, high: 1, urgent: 0 },
      overdue: 1,
      pmCompliance: 33.3,
      mttrHours: 2.5,
      downtimeHours: 29.5,
    });
  });

  it('lists who work may be assigned to, by name', async () => {
    const answer = await call('/api/work-orders/assignees');
    expect(answer).toEqual({
      status: 200,
      body: {
        assignees: [
          { id: 1, fullName: 'John Doe', role: 'admin' },
          { id: 3, fullName: 'Li Wei', role: 'technician' },
        ],
      },
    });
  });
});

describe('the technician account', () => {
  it('signs in as tech@demo.com with the work order abilities', async () => {
    const answer = await call<{
      userData: { id: number; role: string };
      userAbilityRules: unknown[];
    }>('/api/auth/login', {
      method: 'POST',
      body: { email: 'tech@demo.com', password: 'tech' },
      as: 'anonymous',
    });
    expect(answer.status).toBe(200);
    expect(answer.body.userData).toMatchObject({ id: 3, role: 'technician' });
    expect(answer.body.userAbilityRules).toContainEqual({ action: 'update', subject: 'WorkOrder' });
  });

  it('is a user of the users list', async (context) => {
    needs(context, 'listUsers');
    const answer = await call<{ users: { id: number; fullName: string; email: string }[] }>(
      '/api/apps/users?q=tech@demo.com',
    );
    expect(answer.body.users.map((u) => [u.id, u.fullName, u.email])).toEqual([
      [3, 'Li Wei', 'tech@demo.com'],
    ]);
  });
});
