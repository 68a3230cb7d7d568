/**
 * Electrical tests (docs/domain/electrical-tests.md) through the API: the templates with a type's
 * limits in force, an admin changing them (If-Match, 412, field errors) and nobody else, and
 * recording results: the verdict computed from the limits and never taken from the client, the
 * corrective order a flag or fail raises with its priority and link, the condition grade a fail
 * lowers unless kept with a reason, who may record, 400 and 404, the list's filters. Run against
 * the simulation and, in the contract-server project, against the server.
 */
import { describe, expect, it } from 'vitest';

import type {
  DeviceDetail,
  DeviceListResponse,
  LocationTreeResponse,
} from '@/api/contract/devices';
import type {
  TestResultCreated,
  TestResultListResponse,
  TestTemplates,
} from '@/api/contract/electrical-tests';
import { REQUEST_EXAMPLES } from '@/api/contract/examples';
import type { WorkOrder } from '@/api/contract/work-orders';

import { call, callWithHeaders, needs, startMockServer, type Caller } from './support/mock-server';

startMockServer();

type Issues = { issues?: { path: string; key: string }[] };
const issueKeys = (body: unknown) =>
  ((body as Issues).issues ?? []).map((i) => `${i.path}:${i.key}`);

const CABINET = '24DC10003';
/** The distribution cabinets' type (24DC…). */
const CABINETS = 1;

const templates = (typeId?: number) =>
  callWithHeaders<TestTemplates>(`/api/test-templates${typeId ? `?typeId=${typeId}` : ''}`);
const putLimits = (typeId: number, body: unknown, as: Caller = 'admin', ifMatch?: string) =>
  callWithHeaders<TestTemplates>(`/api/device-types/${typeId}/test-limits`, {
    method: 'PUT',
    body,
    as,
    ...(ifMatch && { headers: { 'If-Match': ifMatch } }),
  });
const record = (body: Record<string, unknown>, as: Caller = 'admin') =>
  call<TestResultCreated>('/api/test-results', { method: 'POST', body, as });
const results = (query: string) => call<TestResultListResponse>(`/api/test-results?${query}`);
const device = async (number: string) => {
  const { status, body } = await call<DeviceDetail>(`/api/devices/${number}`);
  expect(status).toBe(200);
  return body;
};
const scan = (hotSpot: number, over: Record<string, unknown> = {}) => ({
  deviceNumber: CABINET,
  template: 'infrared',
  values: { hotSpot, reference: 40, load: 80 },
  ...over,
});
const limitOf = (answer: TestTemplates, template: string, key: string) =>
  answer.templates.find((t) => t.key === template)!.limits.find((l) => l.key === key)!;

describe('templates and a type’s limits', () => {
  needs('listTestTemplates', 'updateTestLimits');

  it('lists the seven templates with the defaults and their sources', async () => {
    const { status, body } = await templates();
    expect(status).toBe(200);
    expect(body.templates.map((t) => t.key)).toEqual([
      'visual',
      'infrared',
      'insulation',
      'relay',
      'contact',
      'earth',
      'ttr',
    ]);
    expect(body.typeId).toBeNull();
    expect(limitOf(body, 'infrared', 'similarImmediateAbove')).toMatchObject({
      value: 15,
      default: 15,
      source: 'NETA MTS Table 100.18',
    });
    expect(limitOf(body, 'insulation', 'minimum5kV').value).toBe(1000);
  });

  it('answers 404 for an unknown type', async () => {
    expect((await templates(999)).status).toBe(404);
  });

  it('lets the admin change a type’s limits, versioned, and the verdicts follow them', async () => {
    const before = await templates(CABINETS);
    expect(before.body.version).toBe(1);
    expect(before.headers.get('etag')).toBe('"1"');
    const put = await putLimits(
      CABINETS,
      { limits: { earth: { elsewhereMax: 2 } } },
      'admin',
      '"1"',
    );
    expect(put.status).toBe(200);
    expect(put.body.version).toBe(2);
    expect(limitOf(put.body, 'earth', 'elsewhereMax')).toMatchObject({ value: 2, default: 5 });
    expect(limitOf((await templates(CABINETS)).body, 'earth', 'elsewhereMax').value).toBe(2);
    // Another type keeps the defaults.
    expect(limitOf((await templates(2)).body, 'earth', 'elsewhereMax').value).toBe(5);
    // 3 Ω passed under 5 Ω; under the type's 2 Ω it fails.
    const judged = await record({
      deviceNumber: CABINET,
      template: 'earth',
      values: { resistance: 3 },
    });
    expect(judged.status).toBe(201);
    expect(judged.body.result.verdict).toBe('fail');
    expect(judged.body.result.rule).toEqual({
      key: 'earth.overMaximum',
      params: { value: 3, limit: 2 },
    });
  });

  it('answers 412 with the limits as they are to a stale If-Match', async () => {
    expect((await putLimits(CABINETS, { limits: { ttr: { tolerance: 1 } } })).status).toBe(200);
    const stale = await putLimits(CABINETS, { limits: { ttr: { tolerance: 2 } } }, 'admin', '"1"');
    expect(stale.status).toBe(412);
    const current = (stale.body as unknown as { current: TestTemplates }).current;
    expect(current.version).toBe(2);
    expect(limitOf(current, 'ttr', 'tolerance').value).toBe(1);
  });

  it('refuses an unknown limit and one out of its bounds', async () => {
    const { status, body } = await putLimits(CABINETS, {
      limits: { relay: { pickupTolerance: 101, colour: 1 } },
    });
    expect(status).toBe(400);
    expect(issueKeys(body)).toEqual([
      'limits.relay.pickupTolerance:numberRange',
      'limits.relay.colour:unknownField',
    ]);
    expect(limitOf((await templates(CABINETS)).body, 'relay', 'pickupTolerance').value).toBe(5);
  });

  it('refuses the technician and the client: only the admin edits limits', async () => {
    for (const [as, status] of [
      ['technician', 403],
      ['client', 403],
      ['anonymous', 401],
    ] as const)
      expect(
        (await putLimits(CABINETS, { limits: { earth: { elsewhereMax: 9 } } }, as)).status,
        as,
      ).toBe(status);
    const after = (await templates(CABINETS)).body;
    expect(after.version).toBe(1);
    expect(limitOf(after, 'earth', 'elsewhereMax').value).toBe(5);
  });
});

describe('recording a result', () => {
  needs('createTestResult', 'listTestResults');

  it('fails ΔT 18 °C, raises an urgent corrective order linked to it, lowers the condition', async () => {
    const before = await device(CABINET);
    const { status, body } = await record(scan(58));
    expect(status).toBe(201);
    const { result, correctiveOrder } = body;
    expect(result).toMatchObject({
      deviceNumber: CABINET,
      template: 'infrared',
      verdict: 'fail',
      rule: { key: 'infrared.similarImmediate', params: { deltaT: 18, limit: 15 } },
      conditionBefore: before.condition,
      conditionAfter: Math.min(5, before.condition + 1),
      performedByName: 'John Doe',
    });
    expect(correctiveOrder).not.toBeNull();
    expect(result.correctiveOrderNumber).toBe(correctiveOrder!.number);
    const order = await call<WorkOrder>(`/api/work-orders/${correctiveOrder!.number}`);
    expect(order.status).toBe(200);
    expect(order.body).toMatchObject({
      kind: 'corrective',
      priority: 'urgent',
      deviceNumber: CABINET,
      status: 'open',
    });
    expect(order.body.notes).toContain(`test result ${result.id}`);
    expect((await device(CABINET)).condition).toBe(Math.min(5, before.condition + 1));
    const listed = await results(`deviceNumber=${CABINET.toLowerCase()}`);
    expect(listed.body.results.map((r) => r.id)).toEqual([result.id]);
    expect(listed.body.results[0]!.verdict).toBe('fail');
  });

  it('computes the verdict itself: a verdict sent by the client is refused, nothing is stored', async () => {
    const sent = await record({ ...scan(58), verdict: 'pass' });
    expect(sent.status).toBe(400);
    expect(issueKeys(sent.body)).toEqual(['verdict:unknownField']);
    expect((await results(`deviceNumber=${CABINET}`)).body.total).toBe(0);
    const orders = await call<{ total: number }>(
      `/api/work-orders?deviceNumber=${CABINET}&kind=corrective`,
    );
    const { status, body } = await record(scan(40.5));
    expect(status).toBe(201);
    expect(body.result.verdict).toBe('pass');
    expect(body.correctiveOrder).toBeNull();
    expect(body.result.correctiveOrderNumber).toBeNull();
    const after = await call<{ total: number }>(
      `/api/work-orders?deviceNumber=${CABINET}&kind=corrective`,
    );
    expect(after.body.total).toBe(orders.body.total);
  });

  it('gives a high flag a high order and a flag a medium one, the condition untouched', async () => {
    const before = await device(CABINET);
    const high = await record(scan(45));
    expect(high.body.result).toMatchObject({
      verdict: 'flag',
      rule: { key: 'infrared.similarRepair' },
    });
    expect(high.body.correctiveOrder?.priority).toBe('high');
    const low = await record(scan(40, { values: { hotSpot: 40, reference: 40, load: 39 } }));
    expect(low.body.result).toMatchObject({
      verdict: 'flag',
      rule: { key: 'infrared.lowLoad', params: { load: 39, limit: 40 } },
    });
    expect(low.body.correctiveOrder?.priority).toBe('medium');
    expect((await device(CABINET)).condition).toBe(before.condition);
  });

  it('keeps the condition after a fail when told why, and needs the reason', async () => {
    const before = await device(CABINET);
    const noReason = await record(scan(60, { keepCondition: true }));
    expect(noReason.status).toBe(400);
    expect(issueKeys(noReason.body)).toEqual(['reason:reasonRequired']);
    const kept = await record(
      scan(60, { keepCondition: true, reason: 'Replaced the lug the same day' }),
    );
    expect(kept.status).toBe(201);
    expect(kept.body.result).toMatchObject({
      verdict: 'fail',
      conditionAfter: before.condition,
      keepConditionReason: 'Replaced the lug the same day',
    });
    expect(kept.body.correctiveOrder?.priority).toBe('urgent');
    expect((await device(CABINET)).condition).toBe(before.condition);
  });

  it('links a result to the order it was recorded on and its corrective order to that order', async () => {
    const { status, body } = await record({
      deviceNumber: '24DC10001',
      workOrderNumber: 'wo-2026-00001',
      template: 'ttr',
      values: { nameplateRatio: 20, ratioA: 20.2 },
    });
    expect(status).toBe(201);
    expect(body.result).toMatchObject({
      workOrderNumber: 'WO-2026-00001',
      verdict: 'fail',
      rule: { key: 'ttr.outOfTolerance', params: { phase: 'A', deviation: 1, limit: 0.5 } },
    });
    expect(body.correctiveOrder?.parentNumber).toBe('WO-2026-00001');
    const listed = await results('workOrderNumber=WO-2026-00001');
    expect(listed.body.results.map((r) => r.id)).toEqual([body.result.id]);
    expect((await results('workOrderNumber=WO-2026-00002')).body.total).toBe(0);
  });

  it('uses the substation’s stricter earth limit', async () => {
    const tree = await call<LocationTreeResponse>('/api/device-locations');
    type Node = { id: number; kind: string; children?: Node[] };
    const all = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...all(n.children ?? [])]);
    const substation = all(tree.body.tree as Node[]).find((n) => n.kind === 'substation')!;
    const inside = await call<DeviceListResponse>(`/api/devices?locationId=${substation.id}`);
    const number = inside.body.devices[0]!.number;
    const there = await record({
      deviceNumber: number,
      template: 'earth',
      values: { resistance: 1.5 },
    });
    expect(there.body.result).toMatchObject({
      verdict: 'fail',
      rule: { params: { value: 1.5, limit: 1 } },
    });
    const elsewhere = await record({
      deviceNumber: CABINET,
      template: 'earth',
      values: { resistance: 1.5 },
    });
    expect(elsewhere.body.result.verdict).toBe('pass');
  });

  it('lets the technician record (the order is requested) and refuses the client', async () => {
    const tech = await record(scan(58), 'technician');
    expect(tech.status).toBe(201);
    expect(tech.body.result.performedByName).toBe('Li Wei');
    expect(tech.body.correctiveOrder).toMatchObject({ priority: 'urgent', status: 'requested' });
    expect((await record(scan(58), 'client')).status).toBe(403);
    expect((await record(scan(58), 'anonymous')).status).toBe(401);
    expect((await results(`deviceNumber=${CABINET}`)).body.total).toBe(1);
  });

  it('refuses values that do not fit the template, and unknown devices and orders', async () => {
    const bad = await record({
      deviceNumber: CABINET,
      template: 'insulation',
      values: { ratedVoltage: 480, testVoltage: 'high', r1min: -1, colour: 3 },
    });
    expect(bad.status).toBe(400);
    expect(issueKeys(bad.body)).toEqual([
      'values.colour:unknownField',
      'values.testVoltage:notANumber',
      'values.temperature:required',
      'values.r1min:numberRange',
    ]);
    expect((await record(scan(58, { deviceNumber: '24DC19999' }))).status).toBe(404);
    expect((await record(scan(58, { workOrderNumber: 'WO-2026-99999' }))).status).toBe(404);
    expect((await results(`deviceNumber=${CABINET}`)).body.total).toBe(0);
  });

  it('answers the contract’s example', async () => {
    const { status, body } = await record(
      REQUEST_EXAMPLES.createTestResult.body as Record<string, unknown>,
    );
    expect(status).toBe(201);
    expect(body.result.instrument).toEqual({
      model: 'FLIR E86',
      serial: 'FE-20931',
      calibrationDue: '2026-12-01',
    });
    expect(body.result.remarks).toBe('Phase B lug of the incoming feeder.');
  });

  it('lists newest first, filtered by template and verdict', async () => {
    const first = await record({ ...scan(40.5), performedAt: '2026-06-01T08:00:00.000Z' });
    const second = await record({
      deviceNumber: CABINET,
      template: 'earth',
      performedAt: '2026-06-10T08:00:00.000Z',
      values: { resistance: 9 },
    });
    const all = await results(`deviceNumber=${CABINET}`);
    expect(all.body.results.map((r) => r.id)).toEqual([
      second.body.result.id,
      first.body.result.id,
    ]);
    const earth = await results(`deviceNumber=${CABINET}&template=earth`);
    expect(earth.body.results.map((r) => r.id)).toEqual([second.body.result.id]);
    const passed = await results(`deviceNumber=${CABINET}&verdict=pass`);
    expect(passed.body.results.map((r) => r.id)).toEqual([first.body.result.id]);
  });
});
