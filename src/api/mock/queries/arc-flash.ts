/**
 * A device's arc-flash study (docs/domain/arc-flash.md): read it, and replace it whole. Pure
 * functions over the database; the review date, the stale flag and the date check are the
 * shared rules (src/api/shared/arc-flash.ts) the server applies too.
 */
import {
  arcFlashStudyBody,
  type ArcFlashAnswer,
  type ArcFlashStudyValues,
} from '../../contract/arc-flash';
import { check } from '../../contract/common';
import type { ArcFlashData } from '../../sample/arc-flash';
import { todayOf } from '../../sample/devices/dates';
import { arcFlashStudyIssues, arcFlashStudyOf } from '../../shared/arc-flash';
import {
  conflict,
  invalid,
  notFound,
  ok,
  preconditionFailed,
  type Outcome,
} from '../../shared/outcome';
import type { KitDb } from '../db/kit';
import { normalizeNumber } from './devices';
import type { Precondition } from './records';

export type ArcFlashDb = Pick<KitDb, 'devices' | 'deletedDevices' | 'meta'> & ArcFlashData;

function answerOf(db: ArcFlashDb, number: string): ArcFlashAnswer {
  const stored = db.arcFlashStudies.find((s) => s.deviceNumber === number);
  if (!stored) return { deviceNumber: number, version: 0, study: null };
  const { deviceNumber, version, ...study } = stored;
  return { deviceNumber, version, study: arcFlashStudyOf(study, todayOf(db.meta.now)) };
}

/** The fields of a study as entered: a PUT that changes none keeps the version. */
const ARC_FLASH_FIELDS = Object.keys(arcFlashStudyBody.shape) as (keyof ArcFlashStudyValues)[];

const inRegister = (db: ArcFlashDb, number: string) => db.devices.some((d) => d.number === number);

/** GET /api/devices/{number}/arc-flash: the study, or none (version 0); 404 off the register. */
export function getArcFlashStudy(db: ArcFlashDb, number: unknown): Outcome<ArcFlashAnswer> {
  const wanted = normalizeNumber(number);
  return inRegister(db, wanted) ? ok(answerOf(db, wanted)) : notFound('deviceNotFound');
}

/** PUT /api/devices/{number}/arc-flash: the whole study, its version moved on when it changed. */
export function putArcFlashStudy(
  db: ArcFlashDb,
  number: unknown,
  body: unknown,
  precondition?: Precondition,
): Outcome<ArcFlashAnswer> {
  const wanted = normalizeNumber(number);
  if (!inRegister(db, wanted))
    return db.deletedDevices.some((d) => d.number === wanted)
      ? conflict('deviceDeleted')
      : notFound('deviceNotFound');
  const current = answerOf(db, wanted);
  if (precondition && !precondition(current.version))
    return preconditionFailed('arcFlashChangedElsewhere', current);
  const parsed = check(arcFlashStudyBody, body);
  if (!parsed.ok) return invalid(parsed.issues);
  const issues = arcFlashStudyIssues(parsed.data, todayOf(db.meta.now));
  if (issues.length) return invalid(issues);
  const study: ArcFlashStudyValues = parsed.data;
  const stored = db.arcFlashStudies.find((s) => s.deviceNumber === wanted);
  if (!stored) db.arcFlashStudies.push({ deviceNumber: wanted, version: 1, ...study });
  else if (ARC_FLASH_FIELDS.some((key) => stored[key] !== study[key]))
    Object.assign(stored, study, { version: stored.version + 1 });
  return ok(answerOf(db, wanted));
}
