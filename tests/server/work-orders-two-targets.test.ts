/**
 * Work orders, one request to both targets (tests/server/two-targets.ts): the simulation's
 * handlers over the samples the server was seeded from, and the server. Every answer is compared
 * whole (status, JSON, ETag): the list for each filter and sort key, one order, the figures, the
 * assignees; then one order's life through both, the admin's and the technician's calls in turn,
 * with the device's answer, maintenance and history after each step.
 */
import { describe, expect, it } from 'vitest';

import { startTestServer } from './support';
import { twoTargetsWithRoles, type Who } from './two-targets-roles';

const server = startTestServer();
const { expectSame } = twoTargetsWithRoles(server, '10.255.0.4');

const LISTS = [
  '',
  '?page=2',
  '?itemsPerPage=-1',
  '?itemsPerPage=25&page=3',
  '?q=24dc1000',
  '?q=wo-2026-0000',
  '?q=infrared%20scan',
  '?q=%25_',
  '?status=open',
  '?status=done&status=cancelled&itemsPerPage=50',
  '?status=nonsense',
  '?priority=urgent&priority=high',
  '?kind=corrective',
  '?assigneeId=3',
  '?assigneeId=0',
  '?assigneeId=-4',
  '?deviceNumber=24dc10001',
  '?deviceNumber=NOPE',
  '?locationId=1',
  '?locationId=99999',
  '?due=overdue',
  '?due=today',
  '?due=week',
  '?dueFrom=2026-06-01&dueTo=2026-06-30',
  '?dueFrom=not-a-date',
];
const SORT_KEYS = [
  'number',
  'title',
  'priority',
  'status',
  'dueDate',
  'deviceNumber',
  'assignee',
  'updatedAt',
];

describe('reads', () => {
  it('the list: every filter, every sort key both ways, pages', async () => {
    for (const query of LISTS) await expectSame({ url: `/api/work-orders${query}` });
    // Not two empty answers alike: the samples' orders are on both.
    const all = await expectSame({ url: '/api/work-orders?itemsPerPage=-1' });
    expect((all.body as { total: number }).total).toBeGreaterThan(400);
    for (const key of SORT_KEYS)
      for (const orderBy of ['asc', 'desc'])
        for (const page of [1, 7])
          await expectSame({
            url: `/api/work-orders?sortBy=${key}&orderBy=${orderBy}&page=${page}&itemsPerPage=20`,
          });
  });

  it('one order, a missing one, the figures, the assignees', async () => {
    expect((await expectSame({ url: '/api/work-orders/WO-2026-00001' })).status).toBe(200);
    await expectSame({ url: '/api/work-orders/wo-2026-00001' });
    await expectSame({ url: '/api/work-orders/WO-1999-00001' });
    await expectSame({ url: '/api/work-orders/stats' });
    await expectSame({ url: '/api/work-orders/assignees' });
  });
});

describe('writes, the same on both', () => {
  it('create: refused bodies, a request by the technician, an order by the admin', async () => {
    await expectSame({ method: 'POST', url: '/api/work-orders', body: {}, as: 'admin' });
    await expectSame({
      method: 'POST',
      url: '/api/work-orders',
      body: { title: 'x', kind: 'test', deviceNumber: '99ZZ99999', assigneeId: 2 },
      as: 'admin',
    });
    await expectSame({
      method: 'POST',
      url: '/api/work-orders',
      body: { title: 'x', kind: 'test', deviceNumber: '24DC10003', assigneeId: 3 },
      as: 'tech',
    });
    await expectSame({
      method: 'POST',
      url: '/api/work-orders',
      body: { title: 'x', kind: 'test', deviceNumber: '24DC10003' },
      as: 'client',
    });
    await expectSame({
      method: 'POST',
      url: '/api/work-orders',
      body: { title: 'Breaker hums', kind: 'request', deviceNumber: '24dc10003' },
      as: 'tech',
    });
    const made = await expectSame({
      method: 'POST',
      url: '/api/work-orders',
      body: {
        title: 'Relay test',
        kind: 'test',
        priority: 'urgent',
        deviceNumber: '24DC10003',
        assigneeId: 3,
        dueDate: '2026-06-18',
        checklist: [{ key: 'trip', text: 'Trip time', kind: 'number', required: true, max: 0.2 }],
      },
      as: 'admin',
    });
    expect(made.status).toBe(201);
    await expectSame({ url: '/api/work-orders?sortBy=updatedAt&orderBy=desc' });
    await expectSame({ url: '/api/work-orders/stats' });
  });

  it('the documented order’s life: isolate, start, answer, log, complete, reopen', async () => {
    const url = '/api/work-orders/WO-2026-00001';
    const first = await expectSame({ url });
    const order = first.body as { version: number; deviceNumber: string; checklist: object[] };
    const device = order.deviceNumber;
    const afterEach = async () => {
      await expectSame({ url });
      await expectSame({ url: `/api/devices/${device}` });
      await expectSame({ url: `/api/devices/${device}/maintenance` });
      await expectSame({ url: `/api/devices/${device}/history` });
    };
    const step = (body: object, as: Who = 'tech', headers?: Record<string, string>) =>
      expectSame({ method: 'POST', url: `${url}/status`, body, as, headers });
    const put = (body: object, as: Who = 'tech', headers?: Record<string, string>) =>
      expectSame({ method: 'PUT', url, body, as, headers });

    await step({ status: 'in_progress' });
    await put({ priority: 'low' });
    await put({ notes: 'stale' }, 'tech', { 'if-match': '"999"' });
    await put({
      isolation: {
        isolatingDevice: '24DC10002',
        lockedById: 3,
        tagNumber: 'LOTO-118',
        voltageAbsent: true,
        instrument: 'Fluke T6-1000',
      },
    });
    await put({ isolation: { isolatingDevice: 'NOPE1', lockedById: 77, tagNumber: 'x' } });
    const started = await step({ status: 'in_progress' }, 'tech', {
      'if-match': `"${order.version + 1}"`,
    });
    expect(started.body).toMatchObject({ status: 'in_progress' });
    await afterEach();
    await step({ status: 'done', signOff: 'Li Wei' });
    await step({ status: 'on_hold' });
    await step({ status: 'on_hold', reason: 'Waiting for a part' });
    await step({ status: 'in_progress' });
    const current = (await expectSame({ url })).body as { checklist: { kind: string }[] };
    await put({
      checklist: current.checklist.map((item) => ({
        ...item,
        answer: item.kind === 'number' ? 250 : item.kind === 'check' ? true : 'pass',
      })),
      labour: [{ userId: 3, hours: 1.5, date: '2026-06-15' }],
      parts: [{ text: 'Fuse', quantity: 3, unitCost: 4.2 }],
    });
    await step({ status: 'done' });
    const done = await step({ status: 'done', signOff: ' Li Wei ' });
    expect(done.body).toMatchObject({ status: 'done', signOff: { name: 'Li Wei' } });
    await afterEach();
    await put({ notes: 'after' });
    await step({ status: 'open', reason: 'again' });
    await step({ status: 'open', reason: 'The scan missed a bay' }, 'admin');
    await expectSame({
      method: 'POST',
      url: `${url}/comments`,
      body: { text: 'Bay 3 next time' },
      as: 'tech',
    });
    await expectSame({ method: 'POST', url: `${url}/comments`, body: { text: ' ' }, as: 'tech' });
    await expectSame({
      method: 'POST',
      url: '/api/work-orders/WO-1999-00001/comments',
      body: { text: 'x' },
      as: 'tech',
    });
    await afterEach();
    await expectSame({ url: '/api/work-orders/stats' });
    await expectSame({ url: '/api/work-orders?assigneeId=3&sortBy=updatedAt&orderBy=desc' });
  });
});

describe('the search after writes, the same on both', () => {
  // The server searches a text kept by triggers (migration 0008_work_order_speed): it must follow
  // a device's new name and an order's new title as the simulation does.
  it('finds a renamed device’s orders by its new name and a retitled order by its new title', async () => {
    const search = async (q: string) =>
      (await expectSame({ url: `/api/work-orders?q=${q}&itemsPerPage=-1` })).body as {
        total: number;
        workOrders: { number: string; deviceNumber: string }[];
      };
    expect((await search('quokka')).total).toBe(0);
    const open = await expectSame({ url: '/api/work-orders?status=open' });
    const [order] = (open.body as { workOrders: { number: string; deviceNumber: string }[] })
      .workOrders;
    const device = order.deviceNumber;
    const renamed = await expectSame({
      method: 'PUT',
      url: `/api/devices/${device}`,
      body: { name: 'Quokka feeder' },
      as: 'admin',
    });
    expect(renamed.status).toBe(200);
    const byName = await search('QUOKKA%20feed');
    expect(byName.total).toBeGreaterThan(0);
    expect(byName.workOrders.every((o) => o.deviceNumber === device)).toBe(true);
    expect(byName.workOrders.map((o) => o.number)).toContain(order.number);

    expect((await search('wombat')).total).toBe(0);
    const retitled = await expectSame({
      method: 'PUT',
      url: `/api/work-orders/${order.number}`,
      body: { title: 'Wombat check' },
      as: 'admin',
    });
    expect(retitled.status).toBe(200);
    expect((await search('wombat')).workOrders.map((o) => o.number)).toEqual([order.number]);
    expect((await search('wombat%20quokka')).workOrders.map((o) => o.number)).toEqual([
      order.number,
    ]);
  });
});
