/**
 * Hostile input on every operation of the OpenAPI document the server routes (walked from the
 * document, so a route added later is covered without a change here): SQL metacharacters and huge
 * or malformed values (megabyte strings, NUL, lone surrogates, invalid UTF-8, 10^400, deep JSON) in
 * every query parameter, path parameter, header parameter and body field, and as whole bodies.
 * No answer is a 500; no answer shows a stack, a file of the server or SQL; a refused request
 * changes nothing in any table (a digest of every table before and after), and an accepted write
 * changes only its own device.
 */
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';

import openapi from '@/api/openapi.json';

import { startTestServer } from './support';

const server = startTestServer();

const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
const MEGABYTE = 'x'.repeat(1024 * 1024);

/** Text values: each goes into every parameter and, as a JSON string, into every body field. */
const TEXTS = [
  "'; drop table devices; --",
  "' or '1'='1",
  '1; select pg_sleep(10)',
  '$1',
  '%',
  '_',
  '\\',
  '"',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udc00x',
  '😀',
  '-1',
  '0',
  '1e400',
  '-1e400',
  'NaN',
  'Infinity',
  '99999999999999999999999',
  '2147483648',
  '[1,2]',
  '{"a":1}',
  'x'.repeat(200_000),
  MEGABYTE,
];

/** Raw JSON for a body field: values JSON.stringify cannot write, and deep or wide structures. */
const RAW_VALUES = [
  '1e400',
  '-1e400',
  '1' + '0'.repeat(400),
  '0.' + '0'.repeat(400) + '1',
  'null',
  'true',
  '{}',
  '[]',
  '[' + '"x",'.repeat(30_000) + '"x"]',
  '['.repeat(20_000) + ']'.repeat(20_000),
  '{"a":'.repeat(20_000) + '1' + '}'.repeat(20_000),
];

/**
 * An object whose text is not UTF-8: read as UTF-8 (U+FFFD for each bad byte), so a write may take
 * it; the stored text is then the replacement characters.
 */
const NOT_UTF8_OBJECT = Buffer.from([
  0x7b, 0x22, 0x6e, 0x61, 0x6d, 0x65, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3, 0x22, 0x7d,
]);

/** Whole bodies refused: not a JSON object, not UTF-8, too deep for a recursive reader, too large. */
const RAW_BODIES: (string | Buffer)[] = [
  '',
  'null',
  '[]',
  '"text"',
  '{"a":',
  '['.repeat(120_000) + ']'.repeat(120_000),
  '{"a":'.repeat(50_000) + '1' + '}'.repeat(50_000),
  Buffer.from([0xff, 0xfe, 0xfd]),
  `{"name":"${MEGABYTE}"}`,
];

/** Percent-encoded query and path values that are not UTF-8. */
const RAW_URL_VALUES = ['%FF%FE', '%C3', '%ED%A0%80', '%00', '%', '%%41'];

interface Parameter {
  name: string;
  in: 'query' | 'path' | 'header';
}
interface Operation {
  method: string;
  path: string;
  operationId: string;
  parameters: Parameter[];
  bodyFields: string[];
  example?: Record<string, unknown>;
}

type Schema = {
  $ref?: string;
  properties?: Record<string, unknown>;
  allOf?: Schema[];
  anyOf?: Schema[];
  oneOf?: Schema[];
};

function fieldsOf(schema: Schema | undefined): string[] {
  if (!schema) return [];
  if (schema.$ref) {
    const name = schema.$ref.split('/').pop()!;
    return fieldsOf((openapi.components.schemas as Record<string, Schema>)[name]);
  }
  return [
    ...Object.keys(schema.properties ?? {}),
    ...[...(schema.allOf ?? []), ...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].flatMap(
      fieldsOf,
    ),
  ];
}

/** The document's operations the server routes. */
function routedOperations(): Operation[] {
  const paths = openapi.paths as Record<string, Record<string, unknown>>;
  return Object.entries(paths).flatMap(([path, item]) =>
    HTTP_METHODS.flatMap((method) => {
      const op = item[method] as
        | {
            operationId: string;
            parameters?: Parameter[];
            requestBody?: {
              content: Record<string, { schema?: Schema; example?: Record<string, unknown> }>;
            };
          }
        | undefined;
      if (!op) return [];
      const url = path.replace(/\{(\w+)\}/g, ':$1');
      if (!server.app.hasRoute({ method: method.toUpperCase() as 'GET', url })) return [];
      const json = op.requestBody?.content['application/json'];
      return [
        {
          method: method.toUpperCase(),
          path,
          operationId: op.operationId,
          parameters: (op.parameters ?? []).filter((p) => 'name' in p),
          bodyFields: [...new Set(fieldsOf(json?.schema))],
          example: json?.example,
        },
      ];
    }),
  );
}

/** A path with its parameters filled: a device that exists unless one is given. */
function pathOf(op: Operation, values: Record<string, string> = {}): string {
  return op.path.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? EXISTING[name] ?? '1');
}
const EXISTING: Record<string, string> = { number: '24DC10001', id: '1' };

let tableNames: string[] | undefined;

/** A digest of every table's rows, in a stable order (one query: it runs after every request). */
async function digestOfTables(): Promise<string> {
  tableNames ??= (
    await sql<{ name: string }>`
      select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`.execute(
      server.database.db,
    )
  ).rows.map((r) => r.name);
  const parts = tableNames.map(
    (name) =>
      sql`select ${name} || ':' || coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as part from ${sql.table(name)} t`,
  );
  const row = await sql<{ digest: string }>`
    select string_agg(part, ',' order by part) as digest from (${sql.join(parts, sql` union all `)}) p`.execute(
    server.database.db,
  );
  return row.rows[0].digest;
}

/** What an answer must never hold: a stack frame, a file of the server, SQL or a driver's words. */
const LEAKS = [
  /\n\s+at /,
  /\bat .+:\d+:\d+/,
  /node_modules|server\/|\.ts\b/,
  /\b(select|insert into|update \w+ set|delete from)\b.*\b(from|values|where)\b/i,
  /syntax error|relation "|violates|duplicate key|invalid input syntax|pglite|kysely|postgres/i,
];

interface Sent {
  label: string;
  method: string;
  url: string;
  headers?: Record<string, string>;
  payload?: string | Buffer;
}

let baseline = '';
const counted = { requests: 0, refused: 0, accepted: 0 };

/**
 * Sends one hostile request as the admin (so it reaches validation) and checks the answer; a
 * refused one must leave every table as it was.
 */
async function send(request: Sent): Promise<number> {
  const answer = await server.call({
    method: request.method as 'GET',
    url: request.url,
    headers: {
      ...(request.payload !== undefined && { 'content-type': 'application/json' }),
      ...request.headers,
    },
    ...(request.payload !== undefined && { payload: request.payload }),
    as: 'admin',
  });
  counted.requests++;
  const label = `${request.label}: ${answer.status}`;
  expect(answer.status, label).toBeLessThan(500);
  if (answer.status >= 400) {
    const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
    for (const leak of LEAKS) expect(text, label).not.toMatch(leak);
  }
  const digest = await digestOfTables();
  if (answer.status >= 400 || request.method === 'GET') {
    counted.refused++;
    expect(digest, `${label} changed a table`).toBe(baseline);
  } else {
    counted.accepted++;
    baseline = digest;
  }
  return answer.status;
}

const short = (value: string) => JSON.stringify(value.slice(0, 24));

// Every routed operation times every hostile value: minutes on a loaded 2-core machine, and it
// grows with every call the kit adds.
describe('hostile input on every routed operation of the document', { timeout: 900_000 }, () => {
  // Read once the server is up (beforeAll): the routes are the app's.
  let operations: Operation[] = [];
  beforeAll(async () => {
    operations = routedOperations();
    // Signed in before any digest: the session row is not the requests' doing.
    await server.tokenOf('admin');
  });

  it('finds the routed operations in the document (the device calls and sign-in at least)', () => {
    const ids = operations.map((op) => op.operationId);
    expect(ids).toEqual(
      expect.arrayContaining(['login', 'listDevices', 'createDevice', 'updateDevice']),
    );
    expect(operations.find((op) => op.operationId === 'createDevice')!.bodyFields).toEqual(
      expect.arrayContaining(['name', 'typeId', 'locationId', 'tags', 'nameplate', 'notes']),
    );
  });

  it('in every query, path and header parameter', async () => {
    baseline = await digestOfTables();
    for (const op of operations) {
      for (const parameter of op.parameters) {
        // A lone surrogate has no UTF-8 form to percent-encode: RAW_URL_VALUES sends its bytes.
        const values = [...TEXTS.flatMap(encodeIfWellFormed), ...RAW_URL_VALUES];
        for (const value of values) {
          const label = `${op.method} ${op.path} ${parameter.in} ${parameter.name}=${short(value)}`;
          if (parameter.in === 'header') {
            // A header holds printable ASCII only (no NUL, line break or other text); the rest goes
            // as it is.
            const text = decodeURIComponentSafe(value);
            if (!/^[\x20-\x7e]*$/.test(text)) continue;
            await send({
              label,
              method: op.method,
              url: pathOf(op),
              headers: { [parameter.name]: text },
              ...bodyFor(op),
            });
          } else if (parameter.in === 'path') {
            await send({
              label,
              method: op.method,
              url: pathOf(op, { [parameter.name]: value }),
              ...bodyFor(op),
            });
          } else {
            // Twice: a repeated parameter arrives as a list.
            const query = `${parameter.name}=${value}&${parameter.name}=${value}`;
            await send({ label, method: op.method, url: `${pathOf(op)}?${query}`, ...bodyFor(op) });
          }
        }
      }
    }
    expect(counted.requests).toBeGreaterThan(200);
  });

  it('in every body field, as text and as raw JSON', async () => {
    baseline = await digestOfTables();
    for (const op of operations.filter((o) => o.bodyFields.length)) {
      for (const field of op.bodyFields) {
        const values = [...TEXTS.map((t) => JSON.stringify(t)), ...RAW_VALUES];
        for (const value of values) {
          // The document's example with this one field replaced, so the rest is valid.
          const rest = JSON.stringify({ ...op.example, [field]: undefined });
          const payload = `${rest.slice(0, -1)}${rest.length > 2 ? ',' : ''}${JSON.stringify(field)}:${value}}`;
          const status = await send({
            label: `${op.method} ${op.path} ${field}=${short(value)}`,
            method: op.method,
            url: pathOf(op),
            payload,
          });
          // A device number is text: a quote in a name is stored, and read back as sent.
          if (status === 201 && field === 'name' && op.operationId === 'createDevice') {
            const sent = JSON.parse(value) as string;
            const created = await server.call<{ number: string; name: string }>({
              method: 'POST',
              url: '/api/devices',
              payload: { ...op.example, name: sent },
              as: 'admin',
            });
            const read = await server.call<{ name: string }>({
              method: 'GET',
              url: `/api/devices/${created.body.number}`,
              as: 'admin',
            });
            // A lone surrogate has no UTF-8 form: it is stored as U+FFFD, as any UTF-8 store does.
            expect(read.body.name).toBe(Buffer.from(sent, 'utf8').toString('utf8'));
            baseline = await digestOfTables();
          }
        }
      }
    }
    expect(counted.accepted).toBeGreaterThan(0);
  });

  it('as whole bodies: not JSON, not UTF-8, too deep, too large', async () => {
    baseline = await digestOfTables();
    for (const op of operations.filter((o) => o.method !== 'GET' && o.method !== 'DELETE')) {
      for (const payload of RAW_BODIES) {
        const label = `${op.method} ${op.path} body ${short(payload.toString('latin1'))}`;
        const status = await send({
          label,
          method: op.method,
          url: pathOf(op),
          payload,
        });
        expect(status, label).toBeGreaterThanOrEqual(400);
      }
      await send({
        label: `${op.method} ${op.path} an object not in UTF-8`,
        method: op.method,
        url: pathOf(op),
        payload: NOT_UTF8_OBJECT,
      });
    }
    const read = await server.call<{ name: string }>({
      method: 'GET',
      url: '/api/devices/24DC10001',
      as: 'admin',
    });
    expect(read.body.name).not.toMatch(/[\u00c3\u00ff\u00fe]/);
  });

  it('an accepted write changes only its own device', async () => {
    const before = await server.call<{ devices: { number: string; version: number }[] }>({
      method: 'GET',
      url: '/api/devices?itemsPerPage=-1',
      as: 'admin',
    });
    const answer = await server.call({
      method: 'PUT',
      url: '/api/devices/24DC10001',
      payload: { name: "'; update devices set name = 'x'; --", notes: '\ud83d\ude00 %_\\' },
      as: 'admin',
    });
    expect(answer.status).toBe(200);
    const after = await server.call<{ devices: { number: string; version: number }[] }>({
      method: 'GET',
      url: '/api/devices?itemsPerPage=-1',
      as: 'admin',
    });
    const changed = after.body.devices.filter(
      (d, i) => JSON.stringify(d) !== JSON.stringify(before.body.devices[i]),
    );
    expect(changed.map((d) => d.number)).toEqual(['24DC10001']);
  });
});

function encodeIfWellFormed(value: string): string[] {
  try {
    return [encodeURIComponent(value)];
  } catch {
    return [];
  }
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The document's example body for a write, so a parameter's test reaches past the body check. */
function bodyFor(op: Operation): Pick<Sent, 'payload'> {
  return op.example && op.method !== 'GET' ? { payload: JSON.stringify(op.example) } : {};
}
