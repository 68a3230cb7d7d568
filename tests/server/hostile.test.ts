/**
 * Hostile input: SQL metacharacters and huge values in every query parameter of the list, in the
 * path and in every body field of the writes. No answer is a 500, and nothing changes outside what
 * a request may change (the table's digest is the same after the refused writes).
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';

import { startTestServer } from './support';

const server = startTestServer();

const NASTY = [
  "'; drop table devices; --",
  "' or '1'='1",
  '%',
  '_',
  '\\',
  '"',
  '$1',
  '\u0000',
  '😀',
  '-1',
  '1e309',
  '99999999999999999999999',
  '2147483648',
  'x'.repeat(100_000),
  '[1,2]',
  '{"a":1}',
];
const LIST_PARAMETERS = [
  'q',
  'typeId',
  'status',
  'locationId',
  'overdue',
  'deleted',
  'sortBy',
  'orderBy',
  'page',
  'itemsPerPage',
];
const BODY_FIELDS = [
  'name',
  'typeId',
  'locationId',
  'model',
  'manufacturer',
  'serialNumber',
  'status',
  'condition',
  'parentNumber',
  'installDate',
  'commissionDate',
  'warrantyUntil',
  'lastInspection',
  'responsible',
  'tags',
  'notes',
  'nameplate',
  'number',
];

/**
 * A digest of every device row but those named: any other change anywhere in the table changes it.
 */
async function digest(except: readonly string[] = []): Promise<string> {
  const row = await sql<{
    digest: string;
  }>`select md5(string_agg(d::text, '|' order by number)) as digest from devices d where not (number = any(${[...except]}::text[]))`.execute(
    server.database.db,
  );
  return row.rows[0].digest;
}

describe('hostile input', () => {
  it('in every list parameter: answers (200), never a 500', async () => {
    for (const name of LIST_PARAMETERS) {
      for (const value of NASTY) {
        const url = `/api/devices?${new URLSearchParams([
          [name, value],
          [name, value],
        ])}`;
        const answer = await server.call<{ total: number }>({ method: 'GET', url, as: 'admin' });
        expect(answer.status, `${name}=${value.slice(0, 30)}`).toBe(200);
        expect(typeof answer.body.total).toBe('number');
      }
    }
    // The metacharacters are text: a quote finds no device rather than every one.
    const quote = await server.call<{ total: number }>({
      method: 'GET',
      url: `/api/devices?q=${encodeURIComponent("' or '1'='1")}`,
    });
    expect(quote.body.total).toBe(0);
  });

  it('in the path and in every body field of a write: stored as text or refused, never a 500, nothing else changed', async () => {
    const target = '24DC10001';
    const before = await digest([target]);
    const created: string[] = [];
    for (const value of NASTY) {
      const path = `/api/devices/${encodeURIComponent(value)}`;
      for (const method of ['GET', 'PUT', 'DELETE'] as const) {
        const answer = await server.call({
          method,
          url: path,
          payload: method === 'PUT' ? { name: 'x' } : undefined,
          as: 'admin',
        });
        expect(answer.status, `${method} ${value.slice(0, 30)}`).toBeGreaterThanOrEqual(400);
        expect(answer.status).toBeLessThan(500);
      }
      for (const field of BODY_FIELDS) {
        for (const [method, url] of [
          ['POST', '/api/devices'],
          ['PUT', '/api/devices/24DC10001'],
        ] as const) {
          const body =
            method === 'POST'
              ? { name: 'Hostile', typeId: 1, locationId: 1, [field]: value }
              : { [field]: value };
          const answer = await server.call<{ number: string; name: string; notes: string }>({
            method,
            url,
            payload: body,
            as: 'admin',
          });
          // Text fields take any text (a quote is a quote): stored, and read back as sent.
          expect(
            [200, 201, 400, 413],
            `${method} ${field}=${value.slice(0, 30)}: ${answer.status}`,
          ).toContain(answer.status);
          if (answer.status === 201) created.push(answer.body.number);
          if (answer.status < 300 && (field === 'name' || field === 'notes'))
            expect(answer.body[field]).toBe(value);
        }
      }
    }
    expect(created.length).toBeGreaterThan(0);
    // The requests changed their own device and added theirs; no other row moved.
    expect(await digest([target, ...created])).toBe(before);
    expect(
      await server.database.db
        .selectFrom('devices')
        .select('number')
        .where('number', 'in', created)
        .execute(),
    ).toHaveLength(created.length);
  });
});
