/**
 * Work orders on the server (docs/domain/work-orders.md): the life of one order from the admin's
 * create to the technician's sign-off, with what it does to the device (maintenance while
 * isolated work runs, a done record, back in service); who is refused what; two steps at once
 * on one order through two instances; numbers unique under concurrent creates; the list's
 * filters and the figures read back from SQL.
 */
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';

import type { WorkOrder, WorkOrderListResponse } from '@/api/contract/work-orders';
import { WORK_ORDER_NUMBER_RE } from '@/api/contract/work-orders-values';

import { buildApp } from '../../server/app';
import { startTestServer } from './support';

const server = startTestServer();
const TECH = 3;
let tech = '';
let admin = '';
let device = '';
let isolating = '';

async function signIn(app: FastifyInstance, email: string, password: string) {
  const answer = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress: '10.255.0.3',
  });
  return (answer.json() as { accessToken: string }).accessToken;
}

beforeAll(async () => {
  admin = await server.tokenOf('admin');
  tech = await signIn(server.app, 'tech@demo.com', 'tech');
  const inService = server.samples.devices.filter((d) => d.status === 'in_service');
  device = inService[0]!.number;
  isolating = inService[1]!.number;
});

type Call = { method?: string; url: string; body?: unknown; token?: string; ifMatch?: string };

async function call<T = WorkOrder>(
  { method = 'GET', url, body, token, ifMatch }: Call,
  app = server.app,
) {
  const answer = await app.inject({
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

const create = (body: Record<string, unknown>, token = admin) =>
  call({ method: 'POST', url: '/api/work-orders', body: { deviceNumber: device, ...body }, token });
const step = (number: string, body: Record<string, unknown>, token = tech, ifMatch?: string) =>
  call({ method: 'POST', url: `/api/work-orders/${number}/status`, body, token, ifMatch });
const change = (number: string, body: Record<string, unknown>, token = tech) =>
  call({ method: 'PUT', url: `/api/work-orders/${number}`, body, token });
const deviceOf = async (number: string) =>
  (await call<{ status: string; version: number }>({ url: `/api/devices/${number}` })).body;

const CHECKLIST = [
  { key: 'ir', text: 'Infrared scan of the terminals', kind: 'verdict', required: true },
  {
    key: 'res',
    text: 'Insulation resistance',
    kind: 'number',
    required: true,
    unit: 'MΩ',
    min: 100,
  },
  { key: 'clean', text: 'Cleaned', kind: 'check', required: false },
];
const ISOLATION = {
  isolatingDevice: '',
  lockedById: TECH,
  tagNumber: 'LOTO-118',
  voltageAbsent: true,
  instrument: 'Fluke T6-1000',
};

describe('an order from create to sign-off', () => {
  it('runs as the acceptance says: assign, isolate, start, answer, log, complete', async () => {
    const devBefore = await deviceOf(device);
    const made = await create({
      title: 'Annual infrared scan',
      kind: 'preventive',
      priority: 'high',
      assigneeId: TECH,
      dueDate: '2026-06-20',
      checklist: CHECKLIST,
    });
    expect(made.status).toBe(201);
    const order = made.body;
    expect(order.number).toMatch(WORK_ORDER_NUMBER_RE);
    expect(order.number.slice(3, 7)).toBe('2026');
    expect(order).toMatchObject({
      status: 'open',
      needsIsolation: true,
      assigneeId: TECH,
      assigneeName: 'Li Wei',
      requestedById: 1,
      deviceNumber: device,
      version: 1,
      events: [{ from: null, to: 'open', userId: 1 }],
    });

    // No isolation recorded: the start is refused with the rule, and nothing moved.
    const early = await step(order.number, { status: 'in_progress' });
    expect(early).toMatchObject({ status: 409, body: { key: 'isolationRequired' } });
    expect((await deviceOf(device)).status).toBe('in_service');

    const isolated = await change(order.number, {
      isolation: { ...ISOLATION, isolatingDevice: isolating },
    });
    expect(isolated.status).toBe(200);
    expect(isolated.body.isolation).toMatchObject({ lockedByName: 'Li Wei', recordedById: TECH });

    const started = await step(order.number, { status: 'in_progress' });
    expect(started.status).toBe(200);
    expect(started.body.downtimeStart).toBe(new Date(server.clock.now).toISOString());
    const inMaintenance = await deviceOf(device);
    expect(inMaintenance).toMatchObject({ status: 'maintenance', version: devBefore.version + 1 });

    // Completing with two required items unanswered: 409 with the count.
    const tooSoon = await step(order.number, { status: 'done', signOff: 'Li Wei' });
    expect(tooSoon).toMatchObject({
      status: 409,
      body: { key: 'checklistIncomplete', params: { count: 2 } },
    });

    const answered = await change(order.number, {
      checklist: CHECKLIST.map((item, i) => ({ ...item, answer: [`flag`, 250, true][i] })),
      labour: [{ userId: TECH, hours: 1.5, date: '2026-06-15' }],
      parts: [{ text: 'Terminal cover', quantity: 2, unitCost: 12.5 }],
    });
    expect(answered.status).toBe(200);
    expect(answered.body.cost).toBe(1.5 * 65 + 25);
    expect(answered.body.labour).toEqual([
      { userId: TECH, userName: 'Li Wei', hours: 1.5, date: '2026-06-15' },
    ]);

    const unsigned = await step(order.number, { status: 'done' });
    expect(unsigned.status).toBe(400);
    server.clock.now = new Date(Date.parse('2026-06-15T11:30:00Z'));
    const done = await step(order.number, { status: 'done', signOff: 'Li Wei' });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({
      status: 'done',
      downtimeEnd: '2026-06-15T11:30:00.000Z',
      completedById: TECH,
      signOff: { name: 'Li Wei', userId: TECH },
    });
    expect(done.body.events.map((e) => e.to)).toEqual(['open', 'in_progress', 'done']);

    // The device: back in service, and a done record with the order's cost and downtime.
    const after = await deviceOf(device);
    expect(after.status).toBe('in_service');
    const records = await call<{ records?: unknown[]; maintenance?: unknown[] }>({
      url: `/api/devices/${device}/maintenance?itemsPerPage=-1`,
    });
    const rows = Object.values(records.body).find(Array.isArray) as Record<string, unknown>[];
    expect(rows).toContainEqual(
      expect.objectContaining({
        status: 'done',
        kind: 'preventive',
        result: 'pass_with_remarks',
        cost: 122.5,
        downtimeHours: 2.5,
        technician: 'Li Wei',
        notes: `${order.number} Annual infrared scan`,
      }),
    );

    // Closed: an edit is refused; a reopen needs an administrator and a reason.
    expect(await change(order.number, { notes: 'late' })).toMatchObject({
      status: 409,
      body: { key: 'workOrderClosed' },
    });
    expect(await step(order.number, { status: 'open', reason: 'x' })).toMatchObject({
      status: 403,
      body: { key: 'onlyAdminReopens' },
    });
    expect((await step(order.number, { status: 'open' }, admin)).status).toBe(400);
    const reopened = await step(
      order.number,
      { status: 'open', reason: 'Scan missed a bay' },
      admin,
    );
    expect(reopened.body).toMatchObject({ status: 'open', signOff: null, completedAt: null });
    server.clock.now = new Date(Date.parse('2026-06-15T09:00:00Z'));
  });
});

describe('who may do what', () => {
  it('the technician raises a request, cannot assign it, cannot approve it', async () => {
    expect(
      await create({ title: 'Buzzing', kind: 'request', assigneeId: TECH }, tech),
    ).toMatchObject({ status: 400, body: { errors: { assigneeId: [expect.any(String)] } } });
    const raised = await create({ title: 'Buzzing', kind: 'request' }, tech);
    expect(raised.body).toMatchObject({ status: 'requested', requestedByName: 'Li Wei' });
    expect(await step(raised.body.number, { status: 'open' })).toMatchObject({
      status: 403,
      body: { key: 'onlyPlannerApproves' },
    });
    expect((await step(raised.body.number, { status: 'open' }, admin)).body.status).toBe('open');
  });

  it('the technician is refused on an order assigned to someone else, and on planning fields', async () => {
    const theirs = (await create({ title: 'Relay test', kind: 'test', assigneeId: 1 })).body;
    expect(await change(theirs.number, { notes: 'mine now' })).toMatchObject({
      status: 403,
      body: { key: 'notYourOrder' },
    });
    expect(await step(theirs.number, { status: 'cancelled', reason: 'no' })).toMatchObject({
      status: 403,
      body: { key: 'notYourOrder' },
    });
    const mine = (await create({ title: 'Relay test', kind: 'test', assigneeId: TECH })).body;
    expect(await change(mine.number, { priority: 'low' })).toMatchObject({
      status: 400,
      body: { errors: { priority: [expect.any(String)] } },
    });
    expect((await change(mine.number, { notes: 'Bring the injector' })).body.notes).toBe(
      'Bring the injector',
    );
  });

  it('a change that changes nothing keeps the version; a comment moves the update time only', async () => {
    const order = (await create({ title: 'Quiet', kind: 'inspection', checklist: CHECKLIST })).body;
    const same = await change(
      order.number,
      { title: 'Quiet', checklist: CHECKLIST, notes: '' },
      admin,
    );
    expect(same.body).toMatchObject({ version: 1, updatedAt: order.updatedAt });
    server.clock.now = new Date(Date.parse('2026-06-15T10:00:00Z'));
    try {
      const comment = await call({
        method: 'POST',
        url: `/api/work-orders/${order.number}/comments`,
        body: { text: '  Keys at the gatehouse ' },
        token: tech,
      });
      expect(comment).toMatchObject({
        status: 201,
        body: { text: 'Keys at the gatehouse', userId: TECH, userName: 'Li Wei' },
      });
      const read = (await call({ url: `/api/work-orders/${order.number}` })).body;
      expect(read).toMatchObject({ version: 1, updatedAt: '2026-06-15T10:00:00.000Z' });
      expect(read.comments).toEqual([comment.body]);
    } finally {
      server.clock.now = new Date(Date.parse('2026-06-15T09:00:00Z'));
    }
  });

  it('the client may not write; no session is 401', async () => {
    const client = await server.tokenOf('client');
    expect(await create({ title: 'x', kind: 'inspection' }, client)).toMatchObject({
      status: 403,
      body: { key: 'notAllowedChange' },
    });
    expect((await create({ title: 'x', kind: 'inspection' }, '')).status).toBe(401);
  });
});

describe('at once', () => {
  it('two steps on one order through two instances: one wins, the other 412, never both', async () => {
    const other = await buildApp({ db: server.database.db, now: () => server.clock.now });
    try {
      const order = (await create({ title: 'Race', kind: 'inspection', assigneeId: TECH })).body;
      const [a, b] = await Promise.all([
        step(order.number, { status: 'in_progress' }, tech, '"1"'),
        call(
          {
            method: 'POST',
            url: `/api/work-orders/${order.number}/status`,
            body: { status: 'cancelled', reason: 'duplicate' },
            token: admin,
            ifMatch: '"1"',
          },
          other,
        ),
      ]);
      expect([a.status, b.status].sort()).toEqual([200, 412]);
      const stored = (await call({ url: `/api/work-orders/${order.number}` })).body;
      expect(stored.version).toBe(2);
      expect(stored.events).toHaveLength(2);
      // Without If-Match the second meets the first's state: the machine refuses it.
      const again = (await create({ title: 'Race 2', kind: 'inspection', assigneeId: TECH })).body;
      const both = await Promise.all([
        step(again.number, { status: 'in_progress' }),
        call(
          {
            method: 'POST',
            url: `/api/work-orders/${again.number}/status`,
            body: { status: 'in_progress' },
            token: tech,
          },
          other,
        ),
      ]);
      expect(both.map((x) => x.status).sort()).toEqual([200, 409]);
    } finally {
      await other.close();
    }
  });

  it('twenty creates at once get twenty numbers, one after the other', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        create({
          title: `Batch ${String(i).padStart(2, '0')} ${i % 2 ? 'odd' : 'even'}`,
          kind: 'inspection',
        }),
      ),
    );
    expect(answers.every((a) => a.status === 201)).toBe(true);
    const serials = answers.map((a) => Number(a.body.number.slice(8))).sort((x, y) => x - y);
    expect(new Set(serials).size).toBe(20);
    expect(serials[19]! - serials[0]!).toBe(19);
  });
});

describe('the list and the figures', () => {
  it('filters and sorts in SQL', async () => {
    const list = async (query: string) =>
      (await call<WorkOrderListResponse>({ url: `/api/work-orders?${query}` })).body;
    const all = await list('itemsPerPage=-1');
    expect(all.total).toBe(all.workOrders.length);
    const mine = await list(`assigneeId=${TECH}&itemsPerPage=-1`);
    expect(mine.total).toBeGreaterThan(0);
    expect(mine.workOrders.every((o) => o.assigneeId === TECH)).toBe(true);
    const nobody = await list('assigneeId=0&itemsPerPage=-1');
    expect(nobody.workOrders.every((o) => o.assigneeId === null)).toBe(true);
    expect(nobody.total + mine.total).toBeLessThanOrEqual(all.total);
    // Every word, in any order, in the title (or the number, the device's number or name).
    const odd = await list('q=ODD%20batch&itemsPerPage=-1');
    expect(odd.workOrders.map((o) => o.title).sort()).toEqual(
      Array.from(
        { length: 10 },
        (_, i) => `Batch ${String(2 * i + 1).padStart(2, '0')} odd`,
      ).sort(),
    );
    const byTitle = await list('q=batch&sortBy=title&orderBy=desc&itemsPerPage=3');
    expect(byTitle.workOrders.map((o) => o.title)).toEqual([
      'Batch 19 odd',
      'Batch 18 even',
      'Batch 17 odd',
    ]);
    const page2 = await list('q=batch&sortBy=title&orderBy=desc&itemsPerPage=3&page=2');
    expect(page2).toMatchObject({ total: 20, workOrders: [{ title: 'Batch 16 even' }, {}, {}] });
    const requests = await list('kind=request&status=open&status=requested');
    expect(requests.workOrders.every((o) => o.kind === 'request')).toBe(true);
    const dev = await list(`deviceNumber=${device.toLowerCase()}&itemsPerPage=-1`);
    expect(dev.total).toBe(all.workOrders.filter((o) => o.deviceNumber === device).length);
    const week = await list('due=week&itemsPerPage=-1');
    expect(
      week.workOrders.every((o) => o.dueDate! >= '2026-06-15' && o.dueDate! <= '2026-06-21'),
    ).toBe(true);
  });

  it('counts the backlog by priority and the overdue orders', async () => {
    const all = (await call<WorkOrderListResponse>({ url: '/api/work-orders?itemsPerPage=-1' }))
      .body.workOrders;
    const stats = (await call<Record<string, unknown>>({ url: '/api/work-orders/stats' })).body;
    const open = all.filter((o) => !['done', 'cancelled'].includes(o.status));
    expect(stats.backlog).toEqual({
      low: open.filter((o) => o.priority === 'low').length,
      medium: open.filter((o) => o.priority === 'medium').length,
      high: open.filter((o) => o.priority === 'high').length,
      urgent: open.filter((o) => o.priority === 'urgent').length,
    });
    expect(stats.overdue).toBe(all.filter((o) => o.overdue).length);
  });

  it('lists who work may be assigned to: the admin and the technician, not the client', async () => {
    const { assignees } = (
      await call<{ assignees: { id: number; role: string }[] }>({
        url: '/api/work-orders/assignees',
      })
    ).body;
    expect(assignees.map((a) => [a.id, a.role]).sort()).toEqual([
      [1, 'admin'],
      [3, 'technician'],
    ]);
  });
});
