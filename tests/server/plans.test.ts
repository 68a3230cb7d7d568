/**
 * Maintenance plans on the server (docs/domain/maintenance-plans.md): every seeded type has its
 * default plan; only an admin writes plans (technician and client 403); a plan's writes leave audit
 * entries; a plan past due makes its order at once, its completion makes the next one at once
 * (monthly, lead days ≥ 31), a skip cancels it and moves the next occurrence, a postpone with no
 * order moves the next one; a type's interval and its default plan's `every` are one; a type's
 * default plan cannot be deleted, another plan can, its orders keeping its id.
 */
import { beforeAll, describe, expect, it } from 'vitest';

import type {
  MaintenancePlan,
  MaintenancePlanListResponse,
  PlanSchedule,
} from '@/api/contract/maintenance-plans';
import type { WorkOrder } from '@/api/contract/work-orders';

import { startTestServer, TEST_NOW } from './support';

const server = startTestServer();
const TODAY = TEST_NOW.slice(0, 10);
let tech = '';
let device = '';

beforeAll(async () => {
  const answer = await server.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: 'tech@demo.com', password: 'tech' },
    remoteAddress: '10.255.0.4',
  });
  tech = (answer.json() as { accessToken: string }).accessToken;
  device = server.samples.devices.find((d) => d.status === 'in_service')!.number;
});

type Who = 'admin' | 'client' | 'tech' | undefined;

async function call<T = MaintenancePlan>(
  method: string,
  url: string,
  { as, body, ifMatch }: { as?: Who; body?: unknown; ifMatch?: string } = {},
) {
  const token = as === 'tech' ? tech : as ? await server.tokenOf(as) : undefined;
  const answer = await server.app.inject({
    method: method as 'GET',
    url,
    headers: {
      ...(token && { authorization: `Bearer ${token}` }),
      ...(ifMatch && { 'if-match': ifMatch }),
      ...(body !== undefined && { 'content-type': 'application/json' }),
    },
    ...(body !== undefined && { payload: JSON.stringify(body) }),
  });
  return {
    status: answer.statusCode,
    body: (answer.body ? answer.json() : undefined) as T,
    etag: answer.headers.etag,
  };
}

const auditOf = async (operation: string, entity: string | number) =>
  server.database.db
    .selectFrom('audit_log')
    .select(['user_id', 'operation', 'entity_id'])
    .where('operation', '=', operation)
    .where('entity_id', '=', String(entity))
    .execute();

const monthly = {
  name: 'Monthly thermography',
  kind: 'preventive',
  trigger: 'floating',
  every: 1,
  unit: 'months',
  leadDays: 40,
  assigneeId: 1,
  needsIsolation: false,
  checklist: [{ key: 'ir', text: 'Infrared scan', kind: 'check', required: false }],
};

describe('maintenance plans on the server', () => {
  it('every seeded type has its default inspection plan with its interval', async () => {
    const { status, body } = await call<MaintenancePlanListResponse>(
      'GET',
      '/api/maintenance-plans?itemsPerPage=-1',
      { as: 'tech' },
    );
    expect(status).toBe(200);
    const defaults = body.plans.filter((p) => p.isTypeDefault);
    expect(defaults.map((p) => [p.deviceTypeId, p.every]).sort((a, b) => a[0]! - b[0]!)).toEqual(
      server.samples.deviceTypes.map((t) => [t.id, t.inspectionIntervalDays]),
    );
    for (const plan of defaults)
      expect(plan).toMatchObject({ kind: 'inspection', trigger: 'floating', leadDays: 14 });
  });

  it('only an admin writes plans: technician and client 403, no session 401', async () => {
    const plan = (await call<MaintenancePlanListResponse>('GET', '/api/maintenance-plans')).body
      .plans[0]!;
    for (const as of ['tech', 'client'] as const) {
      const writes = [
        await call('POST', '/api/maintenance-plans', {
          as,
          body: { ...monthly, deviceNumber: device },
        }),
        await call('PUT', `/api/maintenance-plans/${plan.id}`, { as, body: { name: 'x' } }),
        await call('DELETE', `/api/maintenance-plans/${plan.id}`, { as }),
        await call('POST', `/api/maintenance-plans/${plan.id}/occurrence`, {
          as,
          body: { deviceNumber: device, action: 'skip', reason: 'x' },
        }),
      ];
      expect(writes.map((w) => w.status)).toEqual([403, 403, 403, 403]);
    }
    const anonymous = await call('POST', '/api/maintenance-plans', { body: monthly });
    expect(anonymous.status).toBe(401);
    expect((await call('GET', `/api/maintenance-plans/${plan.id}`)).body.name).toBe(plan.name);
  });

  it('refuses a plan with no scope or hours without runtime, names the field', async () => {
    const noScope = await call<{ errors: Record<string, unknown> }>(
      'POST',
      '/api/maintenance-plans',
      {
        as: 'admin',
        body: { ...monthly, startDate: TODAY },
      },
    );
    expect(noScope.status).toBe(400);
    expect(JSON.stringify(noScope.body)).toContain('deviceTypeId');
    const hours = await call('POST', '/api/maintenance-plans', {
      as: 'admin',
      body: { ...monthly, deviceNumber: device, unit: 'hours', startDate: TODAY },
    });
    expect(hours.status).toBe(400);
    expect(JSON.stringify(hours.body)).toContain('unit');
    const unknown = await call('POST', '/api/maintenance-plans', {
      as: 'admin',
      body: { ...monthly, deviceNumber: 'NOPE0000', startDate: TODAY },
    });
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(unknown.body)).toContain('deviceNumber');
  });

  it('a past due plan makes its order at once; done, the next is made at once; skip and postpone move it', async () => {
    const made = await call('POST', '/api/maintenance-plans', {
      as: 'admin',
      body: { ...monthly, deviceNumber: device, startDate: '2026-06-10' },
    });
    expect(made.status).toBe(201);
    expect(made.etag).toBe('"1"');
    const plan = made.body;
    expect(plan).toMatchObject({ openOrders: 1, nextDue: '2026-06-10', isTypeDefault: false });
    expect(await auditOf('createMaintenancePlan', plan.id)).toEqual([
      { user_id: 1, operation: 'createMaintenancePlan', entity_id: String(plan.id) },
    ]);

    const schedule = async () =>
      (await call<PlanSchedule>('GET', `/api/maintenance-plans/${plan.id}/schedule`)).body
        .occurrences;
    const [first] = await schedule();
    expect(first).toMatchObject({ deviceNumber: device, dueDate: '2026-06-10' });
    const order = (await call<WorkOrder>('GET', `/api/work-orders/${first!.orderNumber}`)).body;
    expect(order).toMatchObject({
      title: monthly.name,
      kind: 'preventive',
      planId: plan.id,
      status: 'open',
      dueDate: '2026-06-10',
      assigneeId: 1,
      requestedById: null,
    });
    expect(order.checklist.map((c) => c.key)).toEqual(['ir']);
    expect(order.events[0]).toMatchObject({ userId: null, userName: 'plan', to: 'open' });

    // Done today: the next order (due today + 1 month, within the 40 lead days) at once.
    for (const status of ['in_progress', 'done'])
      expect(
        (
          await call('POST', `/api/work-orders/${order.number}/status`, {
            as: 'admin',
            body: { status, signOff: 'Admin' },
          })
        ).status,
      ).toBe(200);
    const [next] = await schedule();
    expect(next).toMatchObject({ dueDate: '2026-07-15' });
    expect(next!.orderNumber).not.toBe(order.number);
    expect(next!.orderNumber).not.toBeNull();

    // Skip: cancelled with the reason; the next counts the skipped one as done on its due date.
    const noReason = await call('POST', `/api/maintenance-plans/${plan.id}/occurrence`, {
      as: 'admin',
      body: { deviceNumber: device, action: 'skip', reason: ' ' },
    });
    expect(noReason.status).toBe(400);
    const skipped = await call<WorkOrder>('POST', `/api/maintenance-plans/${plan.id}/occurrence`, {
      as: 'admin',
      body: { deviceNumber: device, action: 'skip', reason: 'Shutdown week' },
    });
    expect(skipped.status).toBe(200);
    expect(skipped.body).toMatchObject({ number: next!.orderNumber, status: 'cancelled' });
    expect(skipped.body.events.at(-1)).toMatchObject({ to: 'cancelled', reason: 'Shutdown week' });
    const [afterSkip] = await schedule();
    // 2026-08-15 less 40 days is after today: no order yet.
    expect(afterSkip).toMatchObject({ dueDate: '2026-08-15', orderNumber: null });

    // Postpone with no order: the next occurrence moves; until must be after today.
    const early = await call('POST', `/api/maintenance-plans/${plan.id}/occurrence`, {
      as: 'admin',
      body: { deviceNumber: device, action: 'postpone', until: TODAY, reason: 'Parts' },
    });
    expect(early.status).toBe(400);
    const postponed = await call<{ dueDate: string }>(
      'POST',
      `/api/maintenance-plans/${plan.id}/occurrence`,
      {
        as: 'admin',
        body: { deviceNumber: device, action: 'postpone', until: '2026-09-01', reason: 'Parts' },
      },
    );
    expect(postponed).toMatchObject({ status: 200, body: { dueDate: '2026-09-01' } });
    expect((await schedule())[0]).toMatchObject({ dueDate: '2026-09-01', orderNumber: null });
    expect(await auditOf('changePlanOccurrence', plan.id)).toHaveLength(2);

    // Another device: the plan does not apply to it.
    const other = server.samples.devices.find((d) => d.number !== device)!;
    const notFor = await call('POST', `/api/maintenance-plans/${plan.id}/occurrence`, {
      as: 'admin',
      body: { deviceNumber: other.number, action: 'skip', reason: 'x' },
    });
    expect(notFor.status).toBe(409);

    // Deleted: 204, its orders keep its id.
    const stale = await call('DELETE', `/api/maintenance-plans/${plan.id}`, {
      as: 'admin',
      ifMatch: '"99"',
    });
    expect(stale.status).toBe(412);
    expect(
      (await call('DELETE', `/api/maintenance-plans/${plan.id}`, { as: 'admin' })).status,
    ).toBe(204);
    expect((await call('GET', `/api/maintenance-plans/${plan.id}`)).status).toBe(404);
    expect((await call<WorkOrder>('GET', `/api/work-orders/${order.number}`)).body.planId).toBe(
      plan.id,
    );
    expect(await auditOf('deleteMaintenancePlan', plan.id)).toHaveLength(1);
  });

  it('a type’s interval and its default plan’s every are one; the default plan is not deleted', async () => {
    const type = server.samples.deviceTypes[0]!;
    const list = await call<MaintenancePlanListResponse>(
      'GET',
      `/api/maintenance-plans?deviceTypeId=${type.id}`,
    );
    const plan = list.body.plans.find((p) => p.isTypeDefault)!;
    expect(
      (await call('DELETE', `/api/maintenance-plans/${plan.id}`, { as: 'admin' })).status,
    ).toBe(409);
    const kindFixed = await call('PUT', `/api/maintenance-plans/${plan.id}`, {
      as: 'admin',
      body: { kind: 'preventive' },
    });
    expect(kindFixed.status).toBe(400);

    const changed = await call('PUT', `/api/maintenance-plans/${plan.id}`, {
      as: 'admin',
      body: { every: 222 },
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ every: 222, version: plan.version + 1 });
    expect(await auditOf('updateMaintenancePlan', plan.id)).toHaveLength(1);
    const typeAfter = await call<{ inspectionIntervalDays: number; version: number }>(
      'GET',
      `/api/device-types/${type.id}`,
    );
    expect(typeAfter.body.inspectionIntervalDays).toBe(222);

    const typeChanged = await call('PUT', `/api/device-types/${type.id}`, {
      as: 'admin',
      body: { inspectionIntervalDays: 111 },
    });
    expect(typeChanged.status).toBe(200);
    const planAfter = await call('GET', `/api/maintenance-plans/${plan.id}`);
    expect(planAfter.body.every).toBe(111);
  });

  it('a new type gets its default plan', async () => {
    const made = await call<{ id: number }>('POST', '/api/device-types', {
      as: 'admin',
      body: {
        code: 'PQ',
        name: 'Planned type',
        category: 'distribution',
        inspectionIntervalDays: 90,
        thresholds: { maxTemperatureC: 80, maxLoadPercent: 90 },
      },
    });
    expect(made.status).toBe(201);
    const plans = await call<MaintenancePlanListResponse>(
      'GET',
      `/api/maintenance-plans?deviceTypeId=${made.body.id}`,
    );
    expect(plans.body.plans).toEqual([
      expect.objectContaining({
        isTypeDefault: true,
        every: 90,
        startDate: TODAY,
        name: 'Inspection',
      }),
    ]);
  });
});
