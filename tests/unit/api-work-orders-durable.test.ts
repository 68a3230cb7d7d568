/**
 * Work orders in the durable simulation (docs/simulation.md): every write of an order's life is
 * stored before it is answered, a reload gives back the database that answered (the orders, the
 * year's counter, the device's status and maintenance), another tab sees it, and the snapshot the
 * journal compacts into keeps the orders whole.
 */
import { describe, expect, it } from 'vitest';

import type { DeviceDetail } from '@/api/contract/devices';
import type { WorkOrder } from '@/api/contract/work-orders';
import { COMPACT_AFTER } from '@/api/mock/durable/durable';
import { HEAD_KEY, SNAPSHOT_KEY } from '@/api/mock/durable/storage';

import { browser, plain } from './support/durable-tabs';

const TECHNICIAN = { Authorization: 'Bearer demo.3.unittest' };
const FIRST = 'WO-2026-00001';

describe('work orders are stored before they are answered', () => {
  it('an order created and worked through to done is there after a reload and in another tab', async () => {
    const b = browser();
    const tab = await b.open();
    const other = await b.open();
    const created = await tab.send<WorkOrder>('POST', '/api/work-orders', {
      title: 'Replace surge arrester',
      kind: 'corrective',
      deviceNumber: '24DC10003',
      assigneeId: 3,
      checklist: [{ key: 'done', text: 'Arrester replaced', kind: 'check', required: true }],
    });
    expect(created.status).toBe(201);
    const { number } = created.body;
    const isolation = {
      isolatingDevice: '24DC10003',
      lockedById: 3,
      tagNumber: 'LOTO-7',
      voltageAbsent: true,
    };
    const steps: [string, string, unknown][] = [
      ['PUT', `/api/work-orders/${number}`, { isolation }],
      ['POST', `/api/work-orders/${number}/status`, { status: 'in_progress' }],
      [
        'PUT',
        `/api/work-orders/${number}`,
        {
          checklist: [{ ...created.body.checklist[0], answer: true }],
          labour: [{ userId: 3, hours: 1.5, date: '2026-06-15' }],
        },
      ],
      ['POST', `/api/work-orders/${number}/status`, { status: 'done', signOff: 'Li Wei' }],
      ['POST', `/api/work-orders/${number}/comments`, { text: 'Old arrester in the bin.' }],
    ];
    for (const [method, path, body] of steps)
      expect((await tab.send(method, path, body, TECHNICIAN)).status, path).toBeLessThan(300);

    const seen = await other.send<WorkOrder>('GET', `/api/work-orders/${number}`);
    expect(seen.body).toMatchObject({ status: 'done', cost: 97.5, version: 5 });
    expect(seen.body.comments.map((c) => c.text)).toEqual(['Old arrester in the bin.']);

    const reloaded = await b.open();
    expect(reloaded.recovered).toBeNull();
    expect(plain(reloaded.store)).toEqual(plain(tab.store));
    const db = reloaded.store.db();
    expect(db.workOrderSerials['2026']).toBe(Number(number.slice(8)));
    expect(db.devices.find((d) => d.number === '24DC10003')?.status).toBe('in_service');
    const next = await reloaded.send<WorkOrder>('POST', '/api/work-orders', {
      title: 'Check the arrester',
      kind: 'inspection',
      deviceNumber: '24DC10003',
    });
    expect(next.body.number).toBe(
      `WO-2026-${String(Number(number.slice(8)) + 1).padStart(5, '0')}`,
    );
  });

  it(`after ${COMPACT_AFTER} changes the snapshot keeps the orders whole`, async () => {
    const b = browser();
    const tab = await b.open();
    for (let i = 0; i < COMPACT_AFTER + 2; i++)
      await tab.send('PUT', `/api/work-orders/${FIRST}`, { notes: `note ${i}` }, TECHNICIAN);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(b.storage.getItem(SNAPSHOT_KEY)).not.toBeNull();
    expect(JSON.parse(b.storage.getItem(HEAD_KEY)!).snapshot).toBeGreaterThanOrEqual(COMPACT_AFTER);
    const reloaded = await b.open();
    expect(reloaded.recovered).toBeNull();
    expect(plain(reloaded.store)).toEqual(plain(tab.store));
    const order = await reloaded.send<WorkOrder>('GET', `/api/work-orders/${FIRST}`);
    expect(order.body).toMatchObject({
      notes: `note ${COMPACT_AFTER + 1}`,
      version: COMPACT_AFTER + 3,
    });
    const device = await reloaded.send<DeviceDetail>('GET', '/api/devices/24DC10001');
    expect(device.body.status).toBe('in_service');
  });
});
