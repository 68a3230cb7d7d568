/**
 * The figures in SQL over the orders the simulation's contract suite builds for its own figures
 * test (tests/unit/api-work-orders.test.ts, which edits the store and so runs on the simulation
 * only): the same rows written to the server's tables give the same numbers, each window's edge
 * included (due before the 90 days, downtime begun before them, one still open).
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';

import type { WorkOrder } from '@/api/contract/work-orders';

import { seedWorkOrders } from '../../server/work-orders/seed';
import { startTestServer } from './support';

const server = startTestServer();

describe('GET /api/work-orders/stats on the server', () => {
  it('computes the backlog, overdue, PM compliance, MTTR and downtime of the last 90 days', async () => {
    const base = server.samples.workOrders.find((o) => o.status === 'done')!;
    const started = (at: string) => [
      { ...base.events[0]!, at, from: 'open' as const, to: 'in_progress' as const },
    ];
    let serial = 90000;
    const order = (fields: Partial<WorkOrder>) => ({
      ...structuredClone(base),
      number: `WO-2026-${serial++}`,
      parentNumber: null,
      dueDate: null,
      downtimeStart: null,
      downtimeEnd: null,
      completedAt: null,
      events: [],
      comments: [],
      ...fields,
    });
    const orders = [
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
    const { db } = server.database;
    await sql`truncate test_results, work_orders, work_order_events, work_order_comments, work_order_serials`.execute(
      db,
    );
    await seedWorkOrders(db, orders);
    const stats = await server.call({ method: 'GET', url: '/api/work-orders/stats' });
    expect(stats.body).toEqual({
      backlog: { low: 0, medium: 1, high: 1, urgent: 0 },
      overdue: 1,
      pmCompliance: 33.3,
      mttrHours: 2.5,
      downtimeHours: 29.5,
    });
  });
});
