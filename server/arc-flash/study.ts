/**
 * A device's arc-flash study in SQL (docs/domain/arc-flash.md): read it, and replace it whole in
 * one transaction with the device row locked (a deleted device's study no longer changes), its
 * version moved on when a field changed, and the audit entry. The review date, the stale flag and
 * the date check are the shared rules (src/api/shared/arc-flash.ts) the simulation applies.
 */
import type { Kysely, Selectable } from 'kysely';

import {
  arcFlashStudyBody,
  type ArcFlashAnswer,
  type ArcFlashStudyValues,
} from '../../src/api/contract/arc-flash';
import { check } from '../../src/api/contract/common';
import { arcFlashStudyIssues, arcFlashStudyOf } from '../../src/api/shared/arc-flash';
import {
  conflict,
  invalid,
  notFound,
  ok,
  preconditionFailed,
  type Outcome,
} from '../../src/api/shared/outcome';
import { writeAudit } from '../audit';
import type { ArcFlashStudiesTable, Database } from '../db/schema';
import type { WriteContext } from '../devices/writes';

type Row = Selectable<ArcFlashStudiesTable>;

/** PostgreSQL text holds no NUL character: a number with one names no device. */
const numberOf = (value: string) => (value.includes('\u0000') ? '' : value.trim().toUpperCase());

function valuesOf(row: Row): ArcFlashStudyValues {
  return {
    nominalVoltage: row.nominal_voltage,
    workingDistance: row.working_distance,
    arcFlashBoundary: row.arc_flash_boundary,
    incidentEnergy: row.incident_energy,
    ppeCategory: row.ppe_category,
    limitedApproach: row.limited_approach,
    restrictedApproach: row.restricted_approach,
    studyDate: row.study_date,
    studiedBy: row.studied_by,
    reference: row.reference,
  };
}

const answerOf = (number: string, row: Row | undefined, today: string): ArcFlashAnswer =>
  row
    ? { deviceNumber: number, version: row.version, study: arcFlashStudyOf(valuesOf(row), today) }
    : { deviceNumber: number, version: 0, study: null };

const readStudy = (db: Kysely<Database>, number: string) =>
  db
    .selectFrom('arc_flash_studies')
    .selectAll()
    .where('device_number', '=', number)
    .executeTakeFirst();

/** GET /api/devices/{number}/arc-flash: the study, or none (version 0); 404 off the register. */
export async function getArcFlashStudy(
  db: Kysely<Database>,
  raw: string,
  today: string,
): Promise<Outcome<ArcFlashAnswer>> {
  const number = numberOf(raw);
  const device = await db
    .selectFrom('devices')
    .select('number')
    .where('number', '=', number)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!device) return notFound('deviceNotFound');
  return ok(answerOf(number, await readStudy(db, number), today));
}

/** PUT /api/devices/{number}/arc-flash: the whole study; 409 for a deleted device, 412, 400. */
export function putArcFlashStudy(
  db: Kysely<Database>,
  raw: string,
  body: unknown,
  precondition: ((version: number) => boolean) | undefined,
  context: WriteContext,
): Promise<Outcome<ArcFlashAnswer>> {
  const number = numberOf(raw);
  const today = context.now.slice(0, 10);
  return db.transaction().execute(async (tx) => {
    const device = await tx
      .selectFrom('devices')
      .select(['number', 'deleted_at'])
      .where('number', '=', number)
      .forUpdate()
      .executeTakeFirst();
    if (!device) return notFound('deviceNotFound');
    if (device.deleted_at !== null) return conflict('deviceDeleted');
    const stored = await readStudy(tx, number);
    const current = answerOf(number, stored, today);
    if (precondition && !precondition(current.version))
      return preconditionFailed('arcFlashChangedElsewhere', current);
    const parsed = check(arcFlashStudyBody, body);
    if (!parsed.ok) return invalid(parsed.issues);
    const issues = arcFlashStudyIssues(parsed.data, today);
    if (issues.length) return invalid(issues);
    const study = parsed.data;
    const before = stored && valuesOf(stored);
    const same =
      before &&
      (Object.keys(study) as (keyof ArcFlashStudyValues)[]).every((k) => before[k] === study[k]);
    if (same) return ok(current);
    const columns = {
      nominal_voltage: study.nominalVoltage,
      working_distance: study.workingDistance,
      arc_flash_boundary: study.arcFlashBoundary,
      incident_energy: study.incidentEnergy,
      ppe_category: study.ppeCategory,
      limited_approach: study.limitedApproach,
      restricted_approach: study.restrictedApproach,
      study_date: study.studyDate,
      studied_by: study.studiedBy,
      reference: study.reference,
      version: (stored?.version ?? 0) + 1,
      updated_at: context.now,
      updated_by_id: context.user.id,
    };
    const row = stored
      ? await tx
          .updateTable('arc_flash_studies')
          .set(columns)
          .where('device_number', '=', number)
          .returningAll()
          .executeTakeFirstOrThrow()
      : await tx
          .insertInto('arc_flash_studies')
          .values({ device_number: number, ...columns })
          .returningAll()
          .executeTakeFirstOrThrow();
    await writeAudit(tx, context.user, 'putArcFlashStudy', number);
    return ok(answerOf(number, row, today));
  });
}
