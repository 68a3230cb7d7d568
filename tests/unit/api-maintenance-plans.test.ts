/**
 * Maintenance plans (docs/domain/maintenance-plans.md) through the API: the list's search,
 * filters (a device's plans with overrides applied), sort and paging; create and change with
 * every field error; who may write; 412 on a stale If-Match; delete (409 for a type's default
 * plan); the schedule; skip and postpone; and the orders plans make: at once for a past fixed
 * start, the next one on completion, moved by a new condition grade, one open order per plan and
 * device. Run against the simulation and, in the contract-server project, against the server.
 */
import { describe, expect, it } from 'vitest';

import type { DeviceType } from '@/api/contract/devices';
import { REQUEST_EXAMPLES } from '@/api/contract/examples';
import type {
  MaintenancePlan,
  MaintenancePlanListResponse,
  PlanSchedule,
} from '@/api/contract/maintenance-plans';
import type { WorkOrder, WorkOrderListResponse } from '@/api/contract/work-orders';
import { CONDITION_MOTOR, createMaintenancePlanData } from '@/api/sample/maintenance-plans';

import {
  call,
  callWithHeaders,
  simulationOnly,
  startMockServer,
  type Caller,
} from './support/mock-server';

const store = startMockServer();

type Issues = { issues?: { path: string; key: string }[] };
type Refusal = { message: string; key: string };

const list = (query = '') =>
  call<MaintenancePlanListResponse>(`/api/maintenance-plans${query ? `?${query}` : ''}`);
const ids = async (query = '') => {
  const { status, body } = await list(`${query}${query ? '&' : ''}itemsPerPage=-1`);
  expect(status).toBe(200);
  return body.plans.map((p) => p.id);
};
const get = (id: number) => call<MaintenancePlan>(`/api/maintenance-plans/${id}`);
const create = (body: unknown, as: Caller = 'admin') =>
  callWithHeaders<MaintenancePlan>('/api/maintenance-plans', { method: 'POST', body, as });
const put = (id: number, body: unknown, as: Caller = 'admin', ifMatch?: string) =>
  call<MaintenancePlan>(`/api/maintenance-plans/${id}`, {
    method: 'PUT',
    body,
    as,
    ...(ifMatch && { headers: { 'If-Match': ifMatch } }),
  });
const schedule = (id: number, deviceNumber?: string) =>
  call<PlanSchedule>(
    `/api/maintenance-plans/${id}/schedule${deviceNumber ? `?deviceNumber=${deviceNumber}` : ''}`,
  );
const occurrence = (id: number, body: unknown, as: Caller = 'admin') =>
  call<WorkOrder | { dueDate: string | null }>(`/api/maintenance-plans/${id}/occurrence`, {
    method: 'POST',
    body,
    as,
  });
const order = (number: string) => call<WorkOrder>(`/api/work-orders/${number}`);
const step = (number: string, body: unknown) =>
  call<WorkOrder>(`/api/work-orders/${number}/status`, { method: 'POST', body });
const issueKeys = (body: unknown) =>
  ((body as Issues).issues ?? []).map((i) => `${i.path}:${i.key}`);

/** The sample plans (src/api/sample/maintenance-plans.ts): defaults 1–12 by type, then these. */
const SCAN = 13;
const RELAY_TEST = 14;
const BATTERY = 15;
const GENERATOR = 16;
const VIBRATION = 17;
const BREAKER = '18CB10002';

/** A device plan of 24DC10002 the tests vary. */
const devicePlan = (over: Record<string, unknown> = {}) => ({
  name: 'Thermal check',
  deviceNumber: '24DC10002',
  kind: 'preventive',
  trigger: 'fixed',
  every: 1,
  unit: 'months',
  startDate: '2026-03-10',
  ...over,
});

/** The device's open order of a plan, through the schedule. */
async function openOrderOf(planId: number, deviceNumber: string): Promise<WorkOrder | null> {
  const { body } = await schedule(planId, deviceNumber);
  expect(body.occurrences).toHaveLength(1);
  const number = body.occurrences[0]!.orderNumber;
  return number ? (await order(number)).body : null;
}

describe('the list', () => {
  it('lists every plan by name (then id), with the filtered total and paging', async () => {
    const { status, body } = await list();
    expect(status).toBe(200);
    expect(body.total).toBe(17);
    expect(body.plans.map((p) => [p.id, p.name])).toEqual([
      [SCAN, 'Annual infrared scan'],
      [BATTERY, 'Battery discharge test'],
      [GENERATOR, 'Generator service'],
      [1, 'Inspection'],
      [2, 'Inspection'],
      [3, 'Inspection'],
      [4, 'Inspection'],
      [5, 'Inspection'],
      [6, 'Inspection'],
      [7, 'Inspection'],
    ]);
    const last = await list('page=4&itemsPerPage=5');
    expect(last.body.plans.map((p) => p.id)).toEqual([RELAY_TEST, VIBRATION]);
    expect(last.body.total).toBe(17);
  });

  it('searches name, type name and device number', async () => {
    expect(await ids('q=relay')).toEqual([5, RELAY_TEST]);
    expect(await ids(`q=${BREAKER.toLowerCase()}`)).toEqual([SCAN, RELAY_TEST]);
    expect(await ids('q=battery')).toEqual([BATTERY]);
    expect(await ids('q=no such plan')).toEqual([]);
  });

  it('filters by type, device (overrides applied), kind, trigger and active', async () => {
    expect(await ids('deviceTypeId=7')).toEqual([BATTERY, 7]);
    // The breaker's own inspection plan overrides its type's default (4); its test adds to it.
    expect(await ids(`deviceNumber=${BREAKER}`)).toEqual([SCAN, RELAY_TEST]);
    expect(await ids('deviceNumber=18CB10001')).toEqual([4]);
    expect(await ids('kind=test')).toEqual([BATTERY, RELAY_TEST]);
    expect(await ids('trigger=runtime')).toEqual([GENERATOR]);
    expect(await ids('trigger=condition')).toEqual([VIBRATION]);
    expect(await ids('active=false')).toEqual([]);
    expect((await put(SCAN, { active: false })).status).toBe(200);
    expect(await ids('active=false')).toEqual([SCAN]);
    // Inactive, it no longer overrides: the type's default applies to the breaker again.
    expect(await ids(`deviceNumber=${BREAKER}`)).toEqual([SCAN, 4, RELAY_TEST]);
  });

  it('sorts by name, next due date and last change', async () => {
    expect((await ids('sortBy=name&orderBy=desc'))[0]).toBe(VIBRATION);
    await put(BATTERY, { priority: 'high' });
    // Latest change first. The server's clock is pinned in this suite (its writes share one
    // instant, so ties keep the name order); the simulation's moves on with each write.
    const byChange = (await list('sortBy=updatedAt&orderBy=desc&itemsPerPage=-1')).body.plans;
    const times = byChange.map((p) => Date.parse(p.updatedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(byChange.find((p) => p.id === BATTERY)!.updatedAt).toBe(byChange[0]!.updatedAt);
    const due = (await list('sortBy=nextDue&itemsPerPage=-1')).body.plans.map((p) => p.nextDue);
    const dated = due.filter((d) => d !== null);
    expect(dated).toEqual([...dated].sort());
  });
});

describe('one plan', () => {
  it('answers the plan with what follows from it, and its ETag', async () => {
    const { status, body, headers } = await callWithHeaders<MaintenancePlan>(
      `/api/maintenance-plans/${SCAN}`,
    );
    expect(status).toBe(200);
    expect(headers.get('etag')).toBe('"1"');
    expect(body).toMatchObject({
      id: SCAN,
      name: 'Annual infrared scan',
      deviceTypeId: null,
      deviceNumber: BREAKER,
      deviceTypeName: 'Circuit breaker',
      deviceName: 'Main breaker 24',
      kind: 'inspection',
      trigger: 'fixed',
      every: 1,
      unit: 'years',
      startDate: '2026-06-25',
      leadDays: 14,
      assigneeId: 3,
      assigneeName: 'Li Wei',
      isTypeDefault: false,
      openOrders: 1,
      nextDue: '2026-06-25',
    });
    const type = (await get(4)).body;
    expect(type).toMatchObject({
      name: 'Inspection',
      deviceTypeId: 4,
      deviceNumber: null,
      deviceName: null,
      trigger: 'floating',
      every: 180,
      unit: 'days',
      isTypeDefault: true,
      active: true,
    });
    expect((await get(999)).status).toBe(404);
    expect(((await get(999)).body as unknown as Refusal).key).toBe('maintenancePlanNotFound');
  });
});

describe('create', () => {
  it('creates with the defaults, 201 and its ETag', async () => {
    const { status, body, headers } = await create(
      devicePlan({ startDate: '2026-09-01', trigger: 'floating' }),
    );
    expect(status).toBe(201);
    expect(headers.get('etag')).toBe('"1"');
    expect(body).toMatchObject({
      id: 18,
      active: true,
      checklist: [],
      needsIsolation: true,
      estimatedHours: null,
      leadDays: 14,
      assigneeId: null,
      priority: 'medium',
      isTypeDefault: false,
      deviceTypeName: 'Distribution cabinet',
      openOrders: 0,
      nextDue: '2026-09-01',
      version: 1,
    });
    expect((await get(18)).body.name).toBe('Thermal check');
  });

  it('refuses each broken rule on its field', async () => {
    const refused = async (over: Record<string, unknown>) => {
      const { status, body } = await create(devicePlan(over));
      expect(status).toBe(400);
      return issueKeys(body);
    };
    expect(await refused({ deviceTypeId: 1 })).toEqual(['deviceTypeId:planScopeRequired']);
    expect(await refused({ deviceNumber: null })).toEqual(['deviceTypeId:planScopeRequired']);
    expect(await refused({ unit: 'hours' })).toEqual(['unit:planUnitMismatch']);
    expect(await refused({ trigger: 'runtime' })).toEqual(['unit:planUnitMismatch']);
    expect(await refused({ deviceNumber: null, deviceTypeId: 99 })).toEqual([
      'deviceTypeId:unknownDeviceType',
    ]);
    expect(await refused({ deviceNumber: '24DC99999' })).toEqual(['deviceNumber:unknownDevice']);
    expect(await refused({ assigneeId: 2 })).toEqual(['assigneeId:unknownAssignee']);
    expect((await refused({ name: '  ' }))[0]).toMatch(/^name:/);
    expect((await refused({ every: 0 }))[0]).toMatch(/^every:/);
    expect((await refused({ every: 1001 }))[0]).toMatch(/^every:/);
    expect((await refused({ leadDays: 366 }))[0]).toMatch(/^leadDays:/);
    expect((await refused({ startDate: '2026-02-30' }))[0]).toMatch(/^startDate:/);
    expect((await refused({ trigger: 'weekly' }))[0]).toMatch(/^trigger:/);
    expect((await refused({ colour: 'red' }))[0]).toMatch(/colour/);
    expect(await ids()).toHaveLength(17);
  });

  it('is the admin’s: 403 for the technician and the client, 401 without a session', async () => {
    for (const as of ['technician', 'client'] as const) {
      const { status, body } = await create(devicePlan(), as);
      expect(status).toBe(403);
      expect((body as unknown as Refusal).key).toBe('notAllowedChange');
      expect((await put(SCAN, { name: 'x' }, as)).status).toBe(403);
      expect(
        (await call(`/api/maintenance-plans/${BATTERY}`, { method: 'DELETE', as })).status,
      ).toBe(403);
      expect(
        (await occurrence(SCAN, { deviceNumber: BREAKER, action: 'skip', reason: 'x' }, as)).status,
      ).toBe(403);
    }
    expect((await create(devicePlan(), 'anonymous')).status).toBe(401);
    // Both read.
    expect((await call('/api/maintenance-plans', { as: 'technician' })).status).toBe(200);
    expect((await call(`/api/maintenance-plans/${SCAN}`, { as: 'client' })).status).toBe(200);
  });
});

describe('change', () => {
  it('changes any subset, moves the version, and refuses a stale If-Match with the plan as it is', async () => {
    const { status, body } = await put(
      BATTERY,
      { name: 'UPS battery test', every: 6 },
      'admin',
      '"1"',
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({ name: 'UPS battery test', every: 6, unit: 'months', version: 2 });
    const stale = await put(BATTERY, { name: 'Again' }, 'admin', '"1"');
    expect(stale.status).toBe(412);
    const refusal = stale.body as unknown as { key: string; current: MaintenancePlan };
    expect(refusal.key).toBe('maintenancePlanChangedElsewhere');
    expect(refusal.current).toMatchObject({ name: 'UPS battery test', version: 2 });
    expect((await put(999, { name: 'x' })).status).toBe(404);
  });

  it('checks the plan after the change whole', async () => {
    expect(issueKeys((await put(SCAN, { deviceTypeId: 4 })).body)).toEqual([
      'deviceTypeId:planScopeRequired',
    ]);
    expect(issueKeys((await put(SCAN, { trigger: 'runtime' })).body)).toEqual([
      'unit:planUnitMismatch',
    ]);
    expect(issueKeys((await put(GENERATOR, { unit: 'days' })).body)).toEqual([
      'unit:planUnitMismatch',
    ]);
    expect(issueKeys((await put(SCAN, { assigneeId: 2 })).body)).toEqual([
      'assigneeId:unknownAssignee',
    ]);
    // A type's default plan keeps its scope, kind and trigger.
    expect(issueKeys((await put(4, { kind: 'test', trigger: 'fixed' })).body)).toEqual([
      'kind:invalid',
      'trigger:invalid',
    ]);
  });

  it('a default plan’s interval is its type’s: changing one changes the other', async () => {
    expect((await put(4, { every: 120 })).status).toBe(200);
    const type = await call<DeviceType>('/api/device-types/4');
    expect(type.body.inspectionIntervalDays).toBe(120);
    const changed = await call<DeviceType>('/api/device-types/4', {
      method: 'PUT',
      body: { inspectionIntervalDays: 90 },
    });
    expect(changed.status).toBe(200);
    expect((await get(4)).body.every).toBe(90);
  });
});

describe('a device type’s default plan', () => {
  it('a new type gets one, with the type’s interval; deleting the type removes it', async () => {
    const type = await call<DeviceType>('/api/device-types', {
      method: 'POST',
      body: REQUEST_EXAMPLES.createDeviceType.body,
    });
    expect(type.status).toBe(201);
    const plans = (await list(`deviceTypeId=${type.body.id}`)).body.plans;
    expect(plans).toHaveLength(1);
    expect(plans[0]).toMatchObject({
      id: 18,
      name: 'Inspection',
      deviceTypeName: 'Busbar trunking',
      isTypeDefault: true,
      trigger: 'floating',
      every: 365,
      unit: 'days',
      startDate: '2026-06-15',
      leadDays: 14,
      openOrders: 0,
      nextDue: null,
    });
    const gone = await call(`/api/device-types/${type.body.id}`, { method: 'DELETE' });
    expect(gone.status).toBe(204);
    expect((await list(`deviceTypeId=${type.body.id}`)).body.total).toBe(0);
    expect((await get(18)).status).toBe(404);
  });
});

describe('delete', () => {
  it('deletes a plan (204); its orders keep their planId', async () => {
    const before = await openOrderOf(SCAN, BREAKER);
    expect(before?.planId).toBe(SCAN);
    const gone = await call(`/api/maintenance-plans/${SCAN}`, { method: 'DELETE' });
    expect(gone.status).toBe(204);
    expect((await get(SCAN)).status).toBe(404);
    expect((await order(before!.number)).body).toMatchObject({ planId: SCAN, status: 'open' });
    expect((await call(`/api/maintenance-plans/${SCAN}`, { method: 'DELETE' })).status).toBe(404);
  });

  it('refuses a type’s default plan: 409 planIsTypeDefault', async () => {
    const { status, body } = await call<Refusal>('/api/maintenance-plans/1', { method: 'DELETE' });
    expect(status).toBe(409);
    expect(body.key).toBe('planIsTypeDefault');
    expect((await get(1)).status).toBe(200);
  });
});

describe('schedule', () => {
  it('answers each device’s next due date and open order, soonest first', async () => {
    const scan = await schedule(SCAN);
    expect(scan.status).toBe(200);
    expect(scan.body.occurrences).toHaveLength(1);
    expect(scan.body.occurrences[0]).toMatchObject({
      deviceNumber: BREAKER,
      deviceName: 'Main breaker 24',
      dueDate: '2026-06-25',
    });
    expect(scan.body.occurrences[0]!.orderNumber).toMatch(/^WO-2026-\d{5}$/);
    const relay = await schedule(RELAY_TEST);
    expect(relay.body.occurrences).toEqual([
      {
        deviceNumber: BREAKER,
        deviceName: 'Main breaker 24',
        dueDate: '2026-08-15',
        orderNumber: null,
      },
    ]);
    // The generator runs 24 h a day; started today, 9 hours have run by 09:00: (250 − 9) / 24 →
    // 11 days, due 2026-06-26, within the 14 lead days, so its order is made.
    const generator = (await schedule(GENERATOR)).body.occurrences;
    expect(generator).toHaveLength(1);
    expect(generator[0]).toMatchObject({ deviceNumber: '17GN10001', dueDate: '2026-06-26' });
    expect(generator[0]!.orderNumber).toMatch(/^WO-2026-\d{5}$/);
    const ups = (await schedule(BATTERY)).body.occurrences;
    expect(ups.length).toBeGreaterThan(0);
    expect(ups.every((o) => o.dueDate === '2026-07-25' && o.orderNumber === null)).toBe(true);
    expect(ups.map((o) => o.deviceNumber)).toEqual([...ups.map((o) => o.deviceNumber)].sort());
    const types = (await schedule(1)).body.occurrences.map((o) => o.dueDate ?? '');
    expect(types).toEqual([...types].sort());
    expect((await schedule(999)).status).toBe(404);
  });
});

describe('skip and postpone', () => {
  it('needs a reason, and a postponement a date after today', async () => {
    const refused = async (body: Record<string, unknown>) =>
      issueKeys((await occurrence(SCAN, { deviceNumber: BREAKER, ...body })).body);
    expect(await refused({ action: 'skip', reason: ' ' })).toEqual(['reason:reasonRequired']);
    expect(await refused({ action: 'postpone', reason: 'Outage moved' })).toEqual([
      'until:postponeUntil',
    ]);
    expect(
      await refused({ action: 'postpone', reason: 'Outage moved', until: '2026-06-15' }),
    ).toEqual(['until:postponeUntil']);
    const other = await occurrence(SCAN, {
      deviceNumber: '24DC10001',
      action: 'skip',
      reason: 'x',
    });
    expect(other.status).toBe(409);
    expect((other.body as unknown as Refusal).key).toBe('planNotForDevice');
  });

  it('skip cancels the open order with the reason; the next slot follows the skipped one', async () => {
    const open = await openOrderOf(SCAN, BREAKER);
    const { status, body } = await occurrence(SCAN, {
      deviceNumber: BREAKER,
      action: 'skip',
      reason: 'Scanned with the switchboard survey',
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ number: open!.number, status: 'cancelled', planId: SCAN });
    expect((body as WorkOrder).events.at(-1)).toMatchObject({
      from: 'open',
      to: 'cancelled',
      reason: 'Scanned with the switchboard survey',
      userId: 1,
    });
    expect((await schedule(SCAN)).body.occurrences).toEqual([
      {
        deviceNumber: BREAKER,
        deviceName: 'Main breaker 24',
        dueDate: '2027-06-25',
        orderNumber: null,
      },
    ]);
  });

  it('postpone moves the open order’s due date, with an event', async () => {
    const { status, body } = await occurrence(SCAN, {
      deviceNumber: BREAKER,
      action: 'postpone',
      until: '2026-07-10',
      reason: 'Plant shutdown in July',
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ dueDate: '2026-07-10', status: 'open', planId: SCAN });
    expect((body as WorkOrder).events.at(-1)).toMatchObject({ reason: 'Plant shutdown in July' });
    expect((await schedule(SCAN)).body.occurrences[0]!.dueDate).toBe('2026-07-10');
  });

  it('postpone with no order yet moves the next occurrence', async () => {
    const { status, body } = await occurrence(RELAY_TEST, {
      deviceNumber: BREAKER,
      action: 'postpone',
      until: '2026-10-01',
      reason: 'Relay tester away',
    });
    expect(status).toBe(200);
    expect(body).toEqual({ dueDate: '2026-10-01' });
    expect((await schedule(RELAY_TEST)).body.occurrences[0]!.dueDate).toBe('2026-10-01');
  });
});

describe('generation', () => {
  it('a new fixed plan with a past start makes its order at once, past due, from the plan', async () => {
    const plan = (
      await create(
        devicePlan({
          assigneeId: 3,
          priority: 'high',
          estimatedHours: 1.5,
          needsIsolation: false,
          checklist: [
            { key: 'ir', text: 'Hot spots', kind: 'check', required: true, answer: true },
          ],
        }),
      )
    ).body;
    expect(plan.openOrders).toBe(1);
    expect(plan.nextDue).toBe('2026-06-10');
    const made = (await openOrderOf(plan.id, '24DC10002'))!;
    expect(made).toMatchObject({
      title: 'Thermal check',
      kind: 'preventive',
      priority: 'high',
      status: 'open',
      deviceNumber: '24DC10002',
      assigneeId: 3,
      dueDate: '2026-06-10',
      overdue: true,
      planId: plan.id,
      requestedById: null,
      estimatedHours: 1.5,
      needsIsolation: false,
    });
    expect(made.checklist).toEqual([
      {
        key: 'ir',
        text: 'Hot spots',
        kind: 'check',
        required: true,
        unit: null,
        min: null,
        max: null,
        answer: null,
        remark: '',
      },
    ]);
    expect(made.events).toHaveLength(1);
    expect(made.events[0]).toMatchObject({ userId: null, from: null, to: 'open' });
  });

  it('one open order per plan and device, however often generation runs', async () => {
    const plan = (await create(devicePlan())).body;
    await put(plan.id, { name: 'Thermal check (monthly)' });
    await put(plan.id, { priority: 'low' });
    const orders = await call<WorkOrderListResponse>(
      '/api/work-orders?deviceNumber=24DC10002&itemsPerPage=-1',
    );
    const numbers = orders.body.workOrders.filter((o) => o.title === 'Thermal check');
    expect(numbers).toHaveLength(1);
    expect((await get(plan.id)).body.openOrders).toBe(1);
  });

  it('a monthly floating plan with leadDays 31: done, the next order is made due completion + 1 month', async () => {
    const plan = (
      await create(
        devicePlan({
          trigger: 'floating',
          startDate: '2026-06-20',
          leadDays: 31,
          assigneeId: 1,
          needsIsolation: false,
        }),
      )
    ).body;
    const first = (await openOrderOf(plan.id, '24DC10002'))!;
    expect(first.dueDate).toBe('2026-06-20');
    expect((await step(first.number, { status: 'in_progress' })).status).toBe(200);
    expect((await step(first.number, { status: 'done', signOff: 'John Doe' })).status).toBe(200);
    const next = (await openOrderOf(plan.id, '24DC10002'))!;
    expect(next.number).not.toBe(first.number);
    expect(next.dueDate).toBe('2026-07-15');
    expect(next.planId).toBe(plan.id);
  });

  it('a condition plan: grade 3 halves the interval and moves the open order’s due date', async () => {
    const plan = (
      await create(
        devicePlan({
          name: 'Condition check',
          trigger: 'condition',
          every: 2,
          startDate: '2026-06-15',
          leadDays: 61,
          assigneeId: 1,
          needsIsolation: false,
        }),
      )
    ).body;
    const first = (await openOrderOf(plan.id, '24DC10002'))!;
    await step(first.number, { status: 'in_progress' });
    await step(first.number, { status: 'done', signOff: 'John Doe' });
    const next = (await openOrderOf(plan.id, '24DC10002'))!;
    expect(next.dueDate).toBe('2026-08-15');
    const graded = await call('/api/devices/24DC10002', { method: 'PUT', body: { condition: 3 } });
    expect(graded.status).toBe(200);
    const moved = (await order(next.number)).body;
    // 61 days from 2026-06-15 to 2026-08-15, halved and rounded down: 30.
    expect(moved.dueDate).toBe('2026-07-15');
    expect(moved.events.at(-1)!.reason).toContain('2026-08-15');
    expect((await schedule(plan.id)).body.occurrences[0]!.dueDate).toBe('2026-07-15');
  });
});

describe('the samples', () => {
  it('keep WO-2026-00001 and 24DC10003’s open order as they were', async () => {
    const first = (await order('WO-2026-00001')).body;
    expect(first).toMatchObject({
      deviceNumber: '24DC10001',
      kind: 'preventive',
      status: 'open',
      assigneeId: 3,
      planId: null,
    });
    const rows = await call<WorkOrderListResponse>(
      '/api/work-orders?deviceNumber=24DC10003&status=open&itemsPerPage=-1',
    );
    expect(rows.body.workOrders.map((o) => [o.title, o.dueDate])).toEqual([
      ['Repair warm terminal on phase B', '2026-06-22'],
    ]);
  });

  it('every type has one default plan; the plans’ sample orders are one per plan and device', (context) => {
    simulationOnly(context);
    const { maintenancePlans, deviceTypes, workOrders } = store.db();
    for (const type of deviceTypes)
      expect(
        maintenancePlans.filter((p) => p.isTypeDefault && p.deviceTypeId === type.id),
      ).toHaveLength(1);
    const made = workOrders.filter((o) => o.planId !== null);
    expect(made.length).toBeGreaterThan(0);
    const keys = made.map((o) => `${o.planId}|${o.deviceNumber}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('leave out a device’s own plan when the samples of another date lack its device', (context) => {
    simulationOnly(context);
    const { deviceTypes, devices } = store.db();
    const ctx = { seed: 2024, now: new Date('2026-06-15T09:00:00Z'), scale: 1 };
    const all = createMaintenancePlanData(ctx, deviceTypes, devices).maintenancePlans;
    expect(all.some((p) => p.deviceNumber === CONDITION_MOTOR)).toBe(true);
    const without = createMaintenancePlanData(
      ctx,
      deviceTypes,
      devices.filter((d) => d.number !== CONDITION_MOTOR),
    ).maintenancePlans;
    expect(without.some((p) => p.deviceNumber === CONDITION_MOTOR)).toBe(false);
    expect(without).toHaveLength(all.length - 1);
    // Ids stay dense: the plans after it move up one.
    expect(without.map((p) => p.id)).toEqual(all.slice(0, -1).map((p) => p.id));
  });
});
