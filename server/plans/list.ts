/**
 * The maintenance plan reads in SQL (docs/domain/maintenance-plans.md): the list (filtered in SQL,
 * sorted and paged over the plans found, which are few), one plan, and a plan's schedule. What an
 * answer derives per device (its next due date, its open order of the plan) is read for all the
 * devices a plan applies to in one query and computed by the shared rules (server/plans/due.ts).
 */
import { sql, type Kysely, type SqlBool } from 'kysely';

import {
  maintenancePlanListQuery,
  type MaintenancePlan,
  type MaintenancePlanListResponse,
  type PlanOccurrence,
} from '../../src/api/contract/maintenance-plans';
import {
  PLAN_SCHEDULE_MAX,
  type PlanSortKey,
} from '../../src/api/contract/maintenance-plans-values';
import { readParams, type ParamSource } from '../../src/api/shared/params';
import type { Database } from '../db/schema';
import { dueDateOf, PLAN_DEVICE_COLUMNS, type PlanDeviceRow } from './due';
import { appliesSql } from './generate';
import { planOf, type PlanRow } from './rows';

const isRowId = (n: number) => Number.isInteger(n) && n >= -2147483648 && n <= 2147483647;

export type ScheduledDeviceRow = PlanDeviceRow & {
  order_number: string | null;
  order_due: string | null;
};

/** The devices a plan applies to (or the one asked), with their state and open order of it. */
export async function planDevices(
  db: Kysely<Database>,
  plan: PlanRow,
  deviceNumber?: string,
): Promise<ScheduledDeviceRow[]> {
  const { rows } = await sql<ScheduledDeviceRow>`
    select ${sql.raw(PLAN_DEVICE_COLUMNS)}, w.number as order_number, w.due_date as order_due
    from devices d
    left join maintenance_plan_anchors a on a.plan_id = ${plan.id} and a.device_number = d.number
    left join work_orders w on w.plan_id = ${plan.id} and w.device_number = d.number
      and w.status not in ('done', 'cancelled')
    where d.deleted_at is null and d.status <> 'retired' and ${appliesSql(plan)}
      ${deviceNumber !== undefined ? sql`and d.number = ${deviceNumber}` : sql``}
    order by d.number`.execute(db);
  return rows;
}

/** Each device's occurrence: its open order's due date, or the next one by the rules. */
export async function occurrencesOf(
  db: Kysely<Database>,
  plan: PlanRow,
  today: string,
  deviceNumber?: string,
): Promise<PlanOccurrence[]> {
  const devices = await planDevices(db, plan, deviceNumber);
  return devices.map((d) => ({
    deviceNumber: d.number,
    deviceName: d.name,
    dueDate: d.order_number !== null ? d.order_due : plan.active ? dueDateOf(plan, d, today) : null,
    orderNumber: d.order_number,
  }));
}

/** Soonest first (no date last), then device number. */
const bySoonest = (a: PlanOccurrence, b: PlanOccurrence) =>
  (a.dueDate ?? '9999').localeCompare(b.dueDate ?? '9999') ||
  a.deviceNumber.localeCompare(b.deviceNumber);

export async function planSchedule(
  db: Kysely<Database>,
  plan: PlanRow,
  today: string,
  deviceNumber?: string,
): Promise<{ occurrences: PlanOccurrence[] }> {
  const wanted = deviceNumber?.trim().toUpperCase();
  if (wanted?.includes('\u0000')) return { occurrences: [] };
  const all = await occurrencesOf(db, plan, today, wanted || undefined);
  return { occurrences: all.sort(bySoonest).slice(0, PLAN_SCHEDULE_MAX) };
}

/** The whole plan as answered: its fields and what is derived from the database. */
export async function toMaintenancePlan(
  db: Kysely<Database>,
  row: PlanRow,
  today: string,
): Promise<MaintenancePlan> {
  const names = await sql<{
    type_name: string | null;
    device_name: string | null;
    assignee_name: string | null;
    open_orders: string;
  }>`
    select coalesce(t.name, dt.name) as type_name, d.name as device_name,
      u.full_name as assignee_name,
      (select count(*) from work_orders w where w.plan_id = ${row.id}
        and w.status not in ('done', 'cancelled')) as open_orders
    from (select 1) one
    left join device_types t on t.id = ${row.device_type_id}
    left join devices d on d.number = ${row.device_number}
    left join device_types dt on dt.id = d.type_id
    left join users u on u.id = ${row.assignee_id}`.execute(db);
  const found = names.rows[0]!;
  const dues = (await occurrencesOf(db, row, today)).flatMap((o) => (o.dueDate ? [o.dueDate] : []));
  return {
    ...planOf(row),
    deviceTypeName: found.type_name ?? '',
    deviceName: found.device_name,
    assigneeName: found.assignee_name,
    openOrders: Number(found.open_orders),
    nextDue: dues.length ? dues.reduce((a, b) => (a < b ? a : b)) : null,
  };
}

/** One plan's row by id (locked for this transaction's write when asked). */
export async function findPlanRow(
  db: Kysely<Database>,
  id: number | undefined,
  lock = false,
): Promise<PlanRow | undefined> {
  if (id === undefined || !isRowId(id)) return undefined;
  let query = db.selectFrom('maintenance_plans').selectAll().where('id', '=', id);
  if (lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

/** The register's text order (the simulation's list collator). */
const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** Each sort key's value; empty ones stay last in both directions. */
const SORT_VALUES: Record<PlanSortKey, (plan: MaintenancePlan) => string | number | null> = {
  name: (plan) => plan.name,
  nextDue: (plan) => plan.nextDue,
  updatedAt: (plan) => Date.parse(plan.updatedAt) || 0,
};

const isEmpty = (value: string | number | null) => value === null || value === '';
const compareValues = (a: string | number | null, b: string | number | null): number => {
  if (isEmpty(a) || isEmpty(b)) return isEmpty(a) === isEmpty(b) ? 0 : isEmpty(a) ? 1 : -1;
  return typeof a === 'number' && typeof b === 'number'
    ? a - b
    : collator.compare(String(a), String(b));
};

/** The list's order: by name then id; a sort key's order over that, its ties kept in it. */
function sorted(
  plans: MaintenancePlan[],
  sortBy: PlanSortKey | undefined,
  orderBy: string | undefined,
): MaintenancePlan[] {
  const base = [...plans].sort((a, b) => a.name.localeCompare(b.name, 'en') || a.id - b.id);
  if (!sortBy) return base;
  const sign = orderBy === 'desc' ? -1 : 1;
  const value = SORT_VALUES[sortBy];
  const decorated = base.map((plan, index) => ({ plan, index, key: value(plan) }));
  decorated.sort((x, y) => {
    const c = compareValues(x.key, y.key);
    if (isEmpty(x.key) !== isEmpty(y.key)) return c;
    return c * sign || x.index - y.index;
  });
  return decorated.map((d) => d.plan);
}

/** The text `q` looked for, whole and case-insensitive, in any of the fields. */
function matching(q: string | undefined, ...fields: (string | null)[]): boolean {
  const wanted = (q ?? '').trim().toLowerCase();
  return !wanted || fields.some((f) => f !== null && f.toLowerCase().includes(wanted));
}

export async function listMaintenancePlans(
  db: Kysely<Database>,
  source: ParamSource,
  today: string,
): Promise<MaintenancePlanListResponse> {
  const params = readParams(maintenancePlanListQuery, source);
  const { q, deviceTypeId, deviceNumber, kind, trigger, active } = params;
  const { sortBy, orderBy, page, itemsPerPage } = params;
  let query = db.selectFrom('maintenance_plans as p').selectAll('p');
  if (deviceTypeId !== undefined)
    query = isRowId(deviceTypeId)
      ? query.where('p.device_type_id', '=', deviceTypeId)
      : query.where(sql<SqlBool>`false`);
  if (deviceNumber) {
    const number = deviceNumber.toUpperCase();
    // The plans that apply to the device (appliesTo): its own, its type's not overridden.
    query = number.includes('\u0000')
      ? query.where(sql<SqlBool>`false`)
      : query.where(
          sql<SqlBool>`exists (select 1 from devices d where d.number = ${number}
            and d.deleted_at is null and (p.device_number = d.number
              or p.device_type_id = d.type_id and not exists (
                select 1 from maintenance_plans o where o.device_number = d.number
                  and o.kind = p.kind and o.active)))`,
        );
  }
  if (kind) query = query.where('p.kind', '=', kind);
  if (trigger) query = query.where('p.trigger', '=', trigger);
  if (active) query = query.where('p.active', '=', active === 'true');
  const rows = await query.execute();
  const plans = (await Promise.all(rows.map((row) => toMaintenancePlan(db, row, today)))).filter(
    (plan) => matching(q, plan.name, plan.deviceTypeName, plan.deviceNumber),
  );
  const ordered = sorted(plans, sortBy, orderBy);
  const total = ordered.length;
  const limit = itemsPerPage === -1 ? total : itemsPerPage;
  const offset = itemsPerPage === -1 ? 0 : (page - 1) * itemsPerPage;
  return { plans: ordered.slice(offset, offset + limit), total };
}
