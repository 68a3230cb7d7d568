/**
 * Test results in SQL (docs/domain/electrical-tests.md): the list, and recording a result with
 * the corrective order a flag or fail raises and the condition grade a fail lowers, all in ONE
 * transaction (the order and the device change are the work order and device writes' own, run
 * inside it). The verdict and every rule are the shared ones the simulation applies.
 */
import { sql, type Expression, type Kysely, type Selectable, type Transaction } from 'kysely';

import { check, type ValidationIssue } from '../../src/api/contract/common';
import type { DeviceCondition } from '../../src/api/contract/devices';
import {
  testResultCreateBody,
  testResultListQuery,
  type TestResult,
  type TestResultCreated,
  type TestResultListResponse,
} from '../../src/api/contract/electrical-tests';
import {
  TEST_VERDICTS,
  type TestResultSortKey,
  type TestTemplateKey,
  type TestVerdict,
} from '../../src/api/contract/electrical-tests-values';
import type { WorkOrder } from '../../src/api/contract/work-orders';
import {
  checkTestValues,
  conditionAfter,
  correctiveOrderDraft,
  firstInsulationOf,
  keepConditionIssues,
  limitsInForce,
  verdictOf,
} from '../../src/api/shared/electrical-tests';
import { created, invalid, notFound, type Outcome } from '../../src/api/shared/outcome';
import { readParams, type ParamSource } from '../../src/api/shared/params';
import { writeAudit } from '../audit';
import { SORT_COLLATION } from '../db/migrations';
import type { Database, TestResultsTable } from '../db/schema';
import { updateDeviceIn, type WriteContext } from '../devices/writes';
import { findOrderRow, normalizeOrderNumber, toWorkOrder } from '../work-orders/rows';
import { createWorkOrderIn } from '../work-orders/writes';
import { ownLimitsOf } from './limits';

type Tx = Transaction<Database>;
type Row = Selectable<TestResultsTable>;

const iso = (value: Date | string) => new Date(value).toISOString();

function toResult(row: Row): TestResult {
  return {
    id: row.id,
    deviceNumber: row.device_number,
    workOrderNumber: row.work_order_number,
    template: row.template as TestTemplateKey,
    performedAt: iso(row.performed_at),
    performedById: row.performed_by_id,
    performedByName: row.performed_by_name,
    instrument: row.instrument,
    values: row.values,
    limits: row.limits,
    verdict: row.verdict as TestVerdict,
    rule: row.rule,
    remarks: row.remarks,
    correctiveOrderNumber: row.corrective_order_number,
    conditionBefore: row.condition_before as DeviceCondition,
    conditionAfter: row.condition_after as DeviceCondition,
    keepConditionReason: row.keep_condition_reason,
  };
}

/**
 * What each sort key sorts by, as the simulation's list does (src/api/mock/query.ts): text with
 * the shared collation (migration 0001's `kit_sort`), verdicts by severity; its ties keep the
 * default order, newest first.
 */
const SORT_SQL: Record<TestResultSortKey, Expression<unknown>> = {
  performedAt: sql.ref('performed_at'),
  deviceNumber: sql`device_number collate ${sql.id(SORT_COLLATION)}`,
  template: sql`template collate ${sql.id(SORT_COLLATION)}`,
  verdict: sql`array_position(array[${sql.join(TEST_VERDICTS.map((v) => sql.lit(v)))}]::text[], verdict)`,
};

/**
 * GET /api/test-results: filtered, sorted and paged in SQL with its count; newest first, a sort
 * key's order over that. A device's results read the (device, performed_at, id) index of
 * migration 0011, an order's its partial index.
 */
export async function listTestResults(
  db: Kysely<Database>,
  source: ParamSource,
): Promise<TestResultListResponse> {
  const p = readParams(testResultListQuery, source);
  // PostgreSQL text holds no NUL character: a number with one names no device or order.
  if ([p.deviceNumber, p.workOrderNumber].some((v) => v?.includes('\u0000')))
    return { results: [], total: 0 };
  let query = db.selectFrom('test_results');
  if (p.deviceNumber) query = query.where('device_number', '=', p.deviceNumber.toUpperCase());
  if (p.workOrderNumber)
    query = query.where('work_order_number', '=', p.workOrderNumber.toUpperCase());
  if (p.template) query = query.where('template', '=', p.template);
  if (p.verdict) query = query.where('verdict', '=', p.verdict);
  const counted = await query
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .executeTakeFirstOrThrow();
  const total = Number(counted.total);
  const limit = p.itemsPerPage === -1 ? total : p.itemsPerPage;
  const offset = p.itemsPerPage === -1 ? 0 : (p.page - 1) * p.itemsPerPage;
  if (total === 0 || offset >= total) return { results: [], total };
  let page = query.selectAll();
  if (p.sortBy) page = page.orderBy(SORT_SQL[p.sortBy], p.orderBy === 'desc' ? 'desc' : 'asc');
  const rows = await page
    .orderBy('performed_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  return { results: rows.map(toResult), total };
}

/**
 * What the verdict reads of the device: whether its location or one above it is a substation
 * (the location's ancestors in one recursive query; `union` stops at a loop as the shared rule
 * does), and its first insulation result.
 */
async function verdictContext(tx: Tx, number: string, locationId: number) {
  const substation = await sql<{ found: boolean }>`
    with recursive above(id, parent_id, kind) as (
      select id, parent_id, kind from device_locations where id = ${locationId}
      union
      select l.id, l.parent_id, l.kind from device_locations l join above on l.id = above.parent_id
    )
    select exists (select 1 from above where kind = 'substation') as found`.execute(tx);
  const first = await tx
    .selectFrom('test_results')
    .select(['template', 'values'])
    .where('device_number', '=', number)
    .where('template', '=', 'insulation')
    .orderBy('performed_at')
    .orderBy('id')
    .limit(1)
    .execute();
  return {
    substation: substation.rows[0]?.found === true,
    firstInsulation: firstInsulationOf(first),
  };
}

/**
 * POST /api/test-results: 201 `{ result, correctiveOrder }`; the verdict from the type's limits
 * in force; a flag or fail's corrective order and a fail's grade in the same transaction.
 */
export function createTestResult(
  db: Kysely<Database>,
  body: unknown,
  context: WriteContext,
): Promise<Outcome<TestResultCreated>> {
  const parsed = check(testResultCreateBody, body);
  if (!parsed.ok) return Promise.resolve(invalid(parsed.issues));
  const input = parsed.data;
  const issues: ValidationIssue[] = [
    ...checkTestValues(input.template, input.values),
    ...keepConditionIssues(input.keepCondition, input.reason),
  ];
  if (issues.length) return Promise.resolve(invalid(issues));
  const { user, now } = context;
  return db.transaction().execute(async (tx) => {
    const device = await tx
      .selectFrom('devices')
      .select(['number', 'type_id', 'location_id', 'condition'])
      .where('number', '=', input.deviceNumber.toUpperCase())
      .where('deleted_at', 'is', null)
      .forUpdate()
      .executeTakeFirst();
    if (!device) return notFound('deviceNotFound');
    const parentNumber = input.workOrderNumber ? normalizeOrderNumber(input.workOrderNumber) : null;
    if (input.workOrderNumber && !(parentNumber && (await findOrderRow(tx, parentNumber))))
      return notFound('workOrderNotFound');
    const own = await ownLimitsOf(tx, device.type_id);
    const limits = limitsInForce(input.template, own.limits[input.template]);
    const judged = verdictOf(
      input.template,
      limits,
      input.values,
      await verdictContext(tx, device.number, device.location_id),
    );
    const before = device.condition as DeviceCondition;
    const keep = Boolean(input.keepCondition);
    const inserted = await tx
      .insertInto('test_results')
      .values({
        device_number: device.number,
        work_order_number: parentNumber,
        template: input.template,
        performed_at: input.performedAt ?? now,
        performed_by_id: user.id,
        performed_by_name: user.fullName,
        instrument: input.instrument
          ? JSON.stringify({
              ...input.instrument,
              calibrationDue: input.instrument.calibrationDue ?? null,
            })
          : null,
        values: JSON.stringify(input.values),
        limits: JSON.stringify(limits),
        verdict: judged.verdict,
        rule: JSON.stringify(judged.rule),
        remarks: input.remarks ?? '',
        corrective_order_number: null,
        condition_before: before,
        condition_after: conditionAfter(before, judged.verdict, keep),
        keep_condition_reason: keep && judged.verdict === 'fail' ? input.reason!.trim() : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    let correctiveOrder: WorkOrder | null = null;
    if (judged.priority) {
      const draft = correctiveOrderDraft(
        { id: inserted.id, template: input.template, deviceNumber: device.number },
        judged.priority,
        judged.rule.key,
        parentNumber,
      );
      const raised = await createWorkOrderIn(tx, draft, context);
      if (!raised.ok)
        throw new Error(`The corrective order was refused: ${JSON.stringify(raised)}`);
      correctiveOrder = raised.value;
      await tx
        .updateTable('test_results')
        .set({ corrective_order_number: correctiveOrder.number })
        .where('id', '=', inserted.id)
        .execute();
    }
    const after = conditionAfter(before, judged.verdict, keep);
    if (after !== before) {
      const changed = await updateDeviceIn(
        tx,
        device.number,
        { condition: after },
        undefined,
        context,
      );
      if (!changed.ok)
        throw new Error(`The condition change was refused: ${JSON.stringify(changed)}`);
    }
    await writeAudit(tx, user, 'createTestResult', String(inserted.id));
    // The order as it reads after the condition change.
    if (correctiveOrder)
      correctiveOrder = await toWorkOrder(
        tx,
        (await findOrderRow(tx, correctiveOrder.number))!,
        now.slice(0, 10),
      );
    const row = await tx
      .selectFrom('test_results')
      .selectAll()
      .where('id', '=', inserted.id)
      .executeTakeFirstOrThrow();
    return created({ result: toResult(row), correctiveOrder });
  });
}
