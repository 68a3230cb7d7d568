/**
 * Electrical tests (docs/domain/electrical-tests.md): the templates with a type's limits in
 * force, changing a type's limits, the results' list, and recording a result with the corrective
 * order and the condition change it brings. Pure functions over the database; every rule is the
 * shared one (src/api/shared/electrical-tests/).
 */
import type { LoginUser } from '../../contract/auth';
import { check, toInt, type ValidationIssue } from '../../contract/common';
import {
  testLimitsBody,
  testResultCreateBody,
  testResultListQuery,
  testTemplatesQuery,
  type TestResult,
  type TestResultCreated,
  type TestResultListResponse,
  type TestTemplates,
} from '../../contract/electrical-tests';
import {
  TEST_RESULT_SORT_KEYS,
  type TestTemplateKey,
} from '../../contract/electrical-tests-values';
import type { ElectricalTestData, TestLimitsRecord } from '../../sample/electrical-tests';
import {
  checkTestLimits,
  checkTestValues,
  conditionAfter,
  correctiveOrderDraft,
  firstInsulationOf,
  inSubstation,
  keepConditionIssues,
  limitsInForce,
  TEST_TEMPLATES,
  verdictOf,
} from '../../shared/electrical-tests';
import {
  created,
  invalid,
  notFound,
  ok,
  preconditionFailed,
  type Outcome,
} from '../../shared/outcome';
import { listQuery, readParams, type ParamSource, type SortKeys } from '../query';
import { updateDevice } from './devices';
import { writeStamp, type Precondition } from './records';
import { createWorkOrder, findOrder, getWorkOrder, type WorkOrderDb } from './work-orders';

export type TestDb = WorkOrderDb & ElectricalTestData;

const typeNotFound = () => notFound('deviceTypeNotFound');

/** A type's stored limits, or its implicit record: none of its own, version 1. */
const limitsRecordOf = (db: TestDb, typeId: number): TestLimitsRecord =>
  db.testLimits.find((l) => l.typeId === typeId) ?? { typeId, limits: {}, version: 1 };

/** The templates with the limits in force for a type (the defaults with no type). */
function templatesOf(db: TestDb, typeId: number | null): TestTemplates {
  const record = typeId === null ? null : limitsRecordOf(db, typeId);
  return {
    typeId,
    version: record?.version ?? null,
    templates: TEST_TEMPLATES.map((t) => {
      const inForce = limitsInForce(t.key, record?.limits[t.key]);
      return {
        key: t.key,
        fields: t.fields.map((f) => ({ ...f })),
        limits: t.limits.map((l) => ({ ...l, value: inForce[l.key]! })),
      };
    }),
  };
}

/** GET /api/test-templates ?typeId. */
export function listTestTemplates(db: TestDb, source: ParamSource): Outcome<TestTemplates> {
  const { typeId } = readParams(testTemplatesQuery, source);
  if (typeId === undefined) return ok(templatesOf(db, null));
  return db.deviceTypes.some((t) => t.id === typeId) ? ok(templatesOf(db, typeId)) : typeNotFound();
}

/** PUT /api/device-types/{id}/test-limits: the type's own limits, replaced whole. */
export function updateTestLimits(
  db: TestDb,
  id: unknown,
  body: unknown,
  precondition?: Precondition,
): Outcome<TestTemplates> {
  const typeId = toInt(id);
  if (typeId === undefined || !db.deviceTypes.some((t) => t.id === typeId)) return typeNotFound();
  const current = limitsRecordOf(db, typeId);
  if (precondition && !precondition(current.version))
    return preconditionFailed('deviceTypeChangedElsewhere', templatesOf(db, typeId));
  const parsed = check(testLimitsBody, body);
  if (!parsed.ok) return invalid(parsed.issues);
  const limits = parsed.data.limits;
  const issues = Object.entries(limits).flatMap(([template, own]) =>
    checkTestLimits(template as TestTemplateKey, own ?? {}),
  );
  if (issues.length) return invalid(issues);
  if (JSON.stringify(limits) === JSON.stringify(current.limits)) return ok(templatesOf(db, typeId));
  const stored = db.testLimits.find((l) => l.typeId === typeId);
  if (stored) Object.assign(stored, { limits, version: stored.version + 1 });
  else db.testLimits.push({ typeId, limits, version: 2 });
  return ok(templatesOf(db, typeId));
}

const VERDICT_ORDER = { pass: 0, flag: 1, fail: 2 } as const;
const SORT_KEYS: SortKeys<TestResult, (typeof TEST_RESULT_SORT_KEYS)[number]> = {
  performedAt: (r) => Date.parse(r.performedAt) || 0,
  deviceNumber: 'deviceNumber',
  template: 'template',
  verdict: (r) => VERDICT_ORDER[r.verdict],
};

/** GET /api/test-results: newest first unless sorted. */
export function listTestResults(db: TestDb, source: ParamSource): TestResultListResponse {
  const p = readParams(testResultListQuery, source);
  const device = p.deviceNumber?.toUpperCase() || undefined;
  const order = p.workOrderNumber?.toUpperCase() || undefined;
  const rows = db.testResults
    .filter(
      (r) =>
        (device === undefined || r.deviceNumber === device) &&
        (order === undefined || r.workOrderNumber === order) &&
        (p.template === undefined || r.template === p.template) &&
        (p.verdict === undefined || r.verdict === p.verdict),
    )
    .sort((a, b) => b.performedAt.localeCompare(a.performedAt) || b.id - a.id);
  const page = listQuery(rows, source, { sortKeys: SORT_KEYS });
  return { results: page.rows, total: page.total };
}

/**
 * POST /api/test-results: the verdict computed from the type's limits in force, a flag or fail's
 * corrective order, a fail's condition grade; all or nothing (every check comes first).
 */
export function createTestResult(
  db: TestDb,
  body: unknown,
  user: LoginUser,
): Outcome<TestResultCreated> {
  const parsed = check(testResultCreateBody, body);
  if (!parsed.ok) return invalid(parsed.issues);
  const input = parsed.data;
  const issues: ValidationIssue[] = [
    ...checkTestValues(input.template, input.values),
    ...keepConditionIssues(input.keepCondition, input.reason),
  ];
  if (issues.length) return invalid(issues);
  const device = db.devices.find((d) => d.number === input.deviceNumber.toUpperCase());
  if (!device) return notFound('deviceNotFound');
  const parent = input.workOrderNumber ? findOrder(db, input.workOrderNumber) : null;
  if (parent === undefined) return notFound('workOrderNotFound');
  const limits = limitsInForce(
    input.template,
    limitsRecordOf(db, device.typeId).limits[input.template],
  );
  const previous = db.testResults
    .filter((r) => r.deviceNumber === device.number)
    .sort((a, b) => a.performedAt.localeCompare(b.performedAt) || a.id - b.id);
  const judged = verdictOf(input.template, limits, input.values, {
    substation: inSubstation(device.locationId, db.deviceLocations),
    firstInsulation: firstInsulationOf(previous),
  });
  const stamp = writeStamp(db);
  const keep = Boolean(input.keepCondition);
  const result: TestResult = {
    id: db.testResults.reduce((max, r) => Math.max(max, r.id), 0) + 1,
    deviceNumber: device.number,
    workOrderNumber: parent?.number ?? null,
    template: input.template,
    performedAt: input.performedAt ?? stamp,
    performedById: user.id,
    performedByName: user.fullName,
    instrument: input.instrument
      ? { ...input.instrument, calibrationDue: input.instrument.calibrationDue ?? null }
      : null,
    values: input.values,
    limits,
    verdict: judged.verdict,
    rule: judged.rule,
    remarks: input.remarks ?? '',
    correctiveOrderNumber: null,
    conditionBefore: device.condition,
    conditionAfter: conditionAfter(device.condition, judged.verdict, keep),
    keepConditionReason: keep && judged.verdict === 'fail' ? input.reason!.trim() : null,
  };
  db.testResults.push(result);
  let correctiveOrder = null;
  if (judged.priority) {
    const draft = correctiveOrderDraft(
      result,
      judged.priority,
      judged.rule.key,
      result.workOrderNumber,
    );
    const raised = createWorkOrder(db, draft, user);
    if (raised.ok) {
      result.correctiveOrderNumber = raised.value.number;
      correctiveOrder = raised.value;
    }
  }
  if (result.conditionAfter !== result.conditionBefore)
    updateDevice(db, device.number, { condition: result.conditionAfter }, user.fullName);
  // The order as it reads after the condition change (its device's facts are read with it).
  if (correctiveOrder) {
    const read = getWorkOrder(db, correctiveOrder.number);
    if (read.ok) correctiveOrder = read.value;
  }
  return created({ result, correctiveOrder });
}
