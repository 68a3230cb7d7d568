/**
 * The test templates with a device type's limits in force, and an admin's change of them
 * (docs/domain/electrical-tests.md): one row per type in `device_type_test_limits`, its version
 * the If-Match of a change (a type with no row: the defaults, version 1). The rules and the
 * answer's shape are the simulation's (src/api/shared/electrical-tests/).
 */
import type { Kysely } from 'kysely';

import { check, toInt } from '../../src/api/contract/common';
import {
  testLimitsBody,
  testTemplatesQuery,
  type TestTemplates,
} from '../../src/api/contract/electrical-tests';
import type { TestTemplateKey } from '../../src/api/contract/electrical-tests-values';
import type { Precondition } from '../../src/api/shared/answer';
import {
  checkTestLimits,
  limitsInForce,
  TEST_TEMPLATES,
} from '../../src/api/shared/electrical-tests';
import {
  invalid,
  notFound,
  ok,
  preconditionFailed,
  type Outcome,
} from '../../src/api/shared/outcome';
import { readParams, type ParamSource } from '../../src/api/shared/params';
import { writeAudit } from '../audit';
import type { Database } from '../db/schema';
import type { WriteContext } from '../devices/writes';

type OwnLimits = Partial<Record<TestTemplateKey, Record<string, number>>>;

const isRowId = (id: number) => Number.isInteger(id) && id >= 1 && id <= 2_147_483_647;

async function typeExists(db: Kysely<Database>, id: number): Promise<boolean> {
  if (!isRowId(id)) return false;
  return Boolean(
    await db.selectFrom('device_types').select('id').where('id', '=', id).executeTakeFirst(),
  );
}

/** A type's own limits and their version (none stored: the defaults, version 1). */
export async function ownLimitsOf(
  db: Kysely<Database>,
  typeId: number,
  lock = false,
): Promise<{ limits: OwnLimits; version: number; stored: boolean }> {
  let query = db
    .selectFrom('device_type_test_limits')
    .select(['limits', 'version'])
    .where('type_id', '=', typeId);
  if (lock) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  return row
    ? { limits: row.limits as OwnLimits, version: row.version, stored: true }
    : { limits: {}, version: 1, stored: false };
}

function templatesOf(typeId: number | null, own: OwnLimits, version: number | null): TestTemplates {
  return {
    typeId,
    version,
    templates: TEST_TEMPLATES.map((t) => {
      const inForce = limitsInForce(t.key, own[t.key]);
      return {
        key: t.key,
        fields: t.fields.map((f) => ({ ...f })),
        limits: t.limits.map((l) => ({ ...l, value: inForce[l.key]! })),
      };
    }),
  };
}

/** GET /api/test-templates ?typeId. */
export async function listTestTemplates(
  db: Kysely<Database>,
  source: ParamSource,
): Promise<Outcome<TestTemplates>> {
  const { typeId } = readParams(testTemplatesQuery, source);
  if (typeId === undefined) return ok(templatesOf(null, {}, null));
  if (!(await typeExists(db, typeId))) return notFound('deviceTypeNotFound');
  const own = await ownLimitsOf(db, typeId);
  return ok(templatesOf(typeId, own.limits, own.version));
}

/** PUT /api/device-types/{id}/test-limits: the type's own limits, replaced whole. */
export function updateTestLimits(
  db: Kysely<Database>,
  id: unknown,
  body: unknown,
  precondition: Precondition,
  { user }: WriteContext,
): Promise<Outcome<TestTemplates>> {
  return db.transaction().execute(async (tx) => {
    const typeId = toInt(id);
    if (typeId === undefined || !(await typeExists(tx, typeId)))
      return notFound('deviceTypeNotFound');
    const current = await ownLimitsOf(tx, typeId, true);
    if (precondition && !precondition(current.version))
      return preconditionFailed(
        'deviceTypeChangedElsewhere',
        templatesOf(typeId, current.limits, current.version),
      );
    const parsed = check(testLimitsBody, body);
    if (!parsed.ok) return invalid(parsed.issues);
    const limits = parsed.data.limits as OwnLimits;
    const issues = Object.entries(limits).flatMap(([template, own]) =>
      checkTestLimits(template as TestTemplateKey, own ?? {}),
    );
    if (issues.length) return invalid(issues);
    if (JSON.stringify(limits) === JSON.stringify(current.limits))
      return ok(templatesOf(typeId, current.limits, current.version));
    const version = current.version + 1;
    await tx
      .insertInto('device_type_test_limits')
      .values({ type_id: typeId, limits: JSON.stringify(limits), version })
      .onConflict((c) =>
        c.column('type_id').doUpdateSet({ limits: JSON.stringify(limits), version }),
      )
      .execute();
    await writeAudit(tx, user, 'updateTestLimits', String(typeId));
    return ok(templatesOf(typeId, limits, version));
  });
}
