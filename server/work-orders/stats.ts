/**
 * GET /api/work-orders/stats in SQL: the contract's definitions (src/api/contract/work-orders.ts,
 * workOrderStats) over the 90 days before now, counted by the database rather than read row by
 * row: PM compliance of preventive and inspection orders due in the period and not cancelled
 * (done by their due date, to a tenth of a percent); MTTR of corrective and emergency orders done
 * in the period (first start to done); downtime inside the period, an open one up to now.
 */
import { sql, type Kysely } from 'kysely';

import type { WorkOrderStats } from '../../src/api/contract/work-orders';
import { OPEN_WORK_ORDER_STATUSES } from '../../src/api/contract/work-orders-values';
import type { Database } from '../db/schema';
import { addDays } from './list';

const list = (values: readonly string[]) => sql.join(values.map((v) => sql.lit(v)));
const WINDOW_DAYS = 90;
const round2 = (n: number) => Math.round(n * 100) / 100;

export async function workOrderStats(db: Kysely<Database>, now: string): Promise<WorkOrderStats> {
  const today = now.slice(0, 10);
  const since = addDays(today, -WINDOW_DAYS);
  const sinceInstant = new Date(Date.parse(now) - WINDOW_DAYS * 86_400_000).toISOString();
  const { rows } = await sql<{
    low: string;
    medium: string;
    high: string;
    urgent: string;
    overdue: string;
    pm_due: string;
    pm_on_time: string;
    mttr: number | null;
    downtime: number | null;
  }>`
    select
      count(*) filter (where status in (${list(OPEN_WORK_ORDER_STATUSES)}) and priority = 'low') as low,
      count(*) filter (where status in (${list(OPEN_WORK_ORDER_STATUSES)}) and priority = 'medium') as medium,
      count(*) filter (where status in (${list(OPEN_WORK_ORDER_STATUSES)}) and priority = 'high') as high,
      count(*) filter (where status in (${list(OPEN_WORK_ORDER_STATUSES)}) and priority = 'urgent') as urgent,
      count(*) filter (where status not in ('done', 'cancelled') and due_date < ${today}::date) as overdue,
      count(*) filter (where kind in ('preventive', 'inspection') and status <> 'cancelled'
        and due_date >= ${since}::date and due_date < ${today}::date) as pm_due,
      count(*) filter (where kind in ('preventive', 'inspection') and status = 'done'
        and due_date >= ${since}::date and due_date < ${today}::date
        and (completed_at at time zone 'UTC')::date <= due_date) as pm_on_time,
      (select avg(extract(epoch from (o.completed_at - s.started)) / 3600)
         from work_orders o
         join lateral (select at as started from work_order_events e
                        where e.order_number = o.number and e.to_status = 'in_progress'
                        order by e.id limit 1) s on true
        where o.kind in ('corrective', 'emergency') and o.status = 'done'
          and (o.completed_at at time zone 'UTC')::date >= ${since}::date) as mttr,
      sum(extract(epoch from (
            least(coalesce(downtime_end, ${now}::timestamptz), ${now}::timestamptz)
            - greatest(downtime_start, ${sinceInstant}::timestamptz))) / 3600)
        filter (where downtime_start is not null
          and least(coalesce(downtime_end, ${now}::timestamptz), ${now}::timestamptz)
            > greatest(downtime_start, ${sinceInstant}::timestamptz)) as downtime
    from work_orders`.execute(db);
  const r = rows[0]!;
  const pmDue = Number(r.pm_due);
  return {
    backlog: {
      low: Number(r.low),
      medium: Number(r.medium),
      high: Number(r.high),
      urgent: Number(r.urgent),
    },
    overdue: Number(r.overdue),
    pmCompliance: pmDue === 0 ? null : Math.round((Number(r.pm_on_time) / pmDue) * 1000) / 10,
    mttrHours: r.mttr === null ? null : round2(Number(r.mttr)),
    downtimeHours: round2(Number(r.downtime ?? 0)),
  };
}
