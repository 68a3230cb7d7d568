/**
 * Test results in SQL (docs/domain/electrical-tests.md): the list, and recording a result with
 * the corrective order a flag or fail raises and the condition grade a fail lowers, all in ONE
 * transaction (the order and the device change are the work order and device writes' own, run
 * inside it). The verdict and every rule are the shared ones the simulation applies.
 */
import type { Kysely, Selectable, Transaction } from 'kysely';

import { check, type ValidationIssue } from '../../src/api/contract/common';
import type { DeviceCondition } from '../../src/api/contract/devices';
import {
  testResultCreateBody,
  testResultListQuery,
  type TestResult,
  type TestResultCreated,
  type TestResultListResponse,
} from '../../src/api/contract/electrical-tests';
import type {
  TestResultSortKey,
  TestTemplateKey,
  TestVerdict,
} from '../../src/api/contract/electrical-tests-values';
import type { WorkOrder } from '../../src/api/contract/work-orders';
import {
  checkTestValues,
  conditionAfter,
  correctiveOrderDraft,
  firstInsulationOf,
  inSubstation,
  keepConditionIssues,
  limitsInForce,
  verdictOf,
} from '../../src/api/shared/electrical-tests';
import { created, invalid, notFound, type Outcome } from '../../src/api/shared/outcome';
import { readParams, type ParamSource } from '../../src/api/shared/params';
import { writeAudit } from '../audit';
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

const VERDICT_ORDER = { pass: 0, flag: 1, fail: 2 } as const;
const SORT_VALUES: Record<TestResultSortKey, (r: TestResult) => string | number> = {
  performedAt: (r) => Date.parse(r.performedAt) || 0,
  deviceNumber: (r) => r.deviceNumber,
  template: (r) => r.template,
  verdict: (r) => VERDICT_ORDER[r.verdict],
};
const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
const compare = (a: string | number, b: string | number) =>
  typeof a === 'number' && typeof b === 'number' ? a - b : collator.compare(String(a), String(b));

/** GET /api/test-results: newest first; a sort key's order over that, its ties kept in it. */
export async function listTestResults(
  db: Kysely<Database>,
  source: ParamSource,
): Promise<TestResultListResponse> {
  const p = readParams(testResultListQuery, source);
  // PostgreSQL text holds no NUL character: a number with one names no device or order.
  if ([p.deviceNumber, p.workOrderNumber].some((v) => v?.includes('\u0000')))
    return { results: [], total: 0 };
  let query = db.selectFrom('test_results').selectAll();
  if (p.deviceNumber) query = query.where('device_number', '=', p.deviceNumber.toUpperCase());
  if (p.workOrderNumber)
    query = query.where('work_order_number', '=', p.workOrderNumber.toUpperCase());
  if (p.template) query = query.where('template', '=', p.template);
  if (p.verdict) query = query.where('verdict', '=', p.verdict);
  const rows = await query.orderBy('performed_at', 'desc').orderBy('id', 'desc').execute();
  let results = rows.map(toResult);
  if (p.sortBy) {
    const value = SORT_VALUES[p.sortBy];
    const sign = p.orderBy === 'desc' ? -1 : 1;
    results = results
      .map((r, index) => ({ r, index, key: value(r) }))
      .sort((x, y) => compare(x.key, y.key) * sign || x.index - y.index)
      .map((d) => d.r);
  }
  const total = results.length;
  const limit = p.itemsPerPage === -1 ? total : p.itemsPerPage;
  const offset = p.itemsPerPage === -1 ? 0 : (p.page - 1) * p.itemsPerPage;
  return { results: results.slice(offset, offset + limit), total };
}

/** What the verdict reads of the device: its substation and its first insulation result. */
async function verdictContext(tx: Tx, number: string, locationId: number) {
  const locations = await tx
    .selectFrom('device_locations')
    .select(['id', 'parent_id', 'kind'])
    .execute();
  const previous = await tx
    .selectFrom('test_results')
    .select(['template', 'values'])
    .where('device_number', '=', number)
    .orderBy('performed_at')
    .orderBy('id')
    .execute();
  return {
    substation: inSubstation(
      locationId,
      locations.map((l) => ({ id: l.id, parentId: l.parent_id, kind: l.kind })),
    ),
    firstInsulation: firstInsulationOf(previous),
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
