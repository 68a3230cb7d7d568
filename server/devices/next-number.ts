/**
 * GET /api/devices/next-number in SQL: the simulation's getNextDeviceNumber
 * (src/api/mock/queries/devices.ts): the commissioning year's two digits, the type's code and the
 * serial after the highest one ever given with that prefix (deleted devices' numbers included: a
 * number is never given twice), from 10001. A hint for the "Add device" form: two forms may be
 * shown the same number, and the create that comes second is refused (`deviceNumberTaken`), while
 * a create without a number takes the next one under a lock (server/devices/writes.ts).
 */
import { sql, type Kysely } from 'kysely';

import { check } from '../../src/api/contract/common';
import {
  deviceNumberPrefix,
  FIRST_SERIAL,
  nextDeviceNumberQuery,
  type NextDeviceNumberResponse,
} from '../../src/api/contract/devices';
import { invalid, ok, type Outcome } from '../../src/api/shared/outcome';
import { param, type ParamSource } from '../../src/api/shared/params';
import type { Database } from '../db/schema';
import { findType } from './types';

/** The next free number of a prefix: the serial after the highest one stored. */
export async function nextNumberOf(
  db: Kysely<Database>,
  code: string,
  year: number,
): Promise<string> {
  const prefix = deviceNumberPrefix(year, code);
  const row = await sql<{ max: number | null }>`
    select max(substring(number from ${prefix.length + 1}::int)::bigint) as max from devices
    where number like ${`${prefix}%`} and substring(number from ${prefix.length + 1}::int) ~ '^[0-9]{1,15}$'`.execute(
    db,
  );
  return `${prefix}${Math.max(FIRST_SERIAL - 1, Number(row.rows[0]?.max ?? 0)) + 1}`;
}

/** GET /api/devices/next-number ?typeId, year (default this year). */
export async function getNextDeviceNumber(
  db: Kysely<Database>,
  source: ParamSource,
  today: string,
): Promise<Outcome<NextDeviceNumberResponse>> {
  const parsed = check(nextDeviceNumberQuery, {
    typeId: param(source, 'typeId'),
    year: param(source, 'year'),
  });
  if (!parsed.ok) return invalid(parsed.issues);
  const type = await findType(db, parsed.data.typeId);
  if (!type) return invalid([{ path: 'typeId', key: 'unknownDeviceType' }]);
  const year = parsed.data.year ?? Number(today.slice(0, 4));
  return ok({ number: await nextNumberOf(db, type.code, year) });
}
