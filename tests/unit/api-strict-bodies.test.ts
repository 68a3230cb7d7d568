/**
 * Unknown properties are refused (issue 36.2): every request body the route table declares is a
 * strict object, the simulation answers 400 naming each property it does not define (a typo
 * surfaces instead of being dropped), and the document says `additionalProperties: false` on the
 * request schema, nested objects included.
 */
import { describe, expect, it } from 'vitest';

import { errorTranslator } from '@/api/client/api-provider';
import { apiErrorOf } from '@/api/client/request';
import { openApiDocument } from '@/api/contract/openapi';
import { operations } from '@/api/contract/routes';
import { createI18n, loadKitCatalogues } from '@/i18n';

import { answers, call, simulationOnly, startMockServer, storedState } from './support/mock-server';

const store = startMockServer();

type JsonSchema = {
  $ref?: string;
  type?: string;
  properties?: Record<string, JsonSchema>;
  additionalProperties?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  items?: JsonSchema;
};
type RequestBody = { content: { 'application/json': { schema: JsonSchema } } };
const doc = openApiDocument() as unknown as {
  paths: Record<string, Record<string, { operationId: string; requestBody?: RequestBody }>>;
  components: { schemas: Record<string, JsonSchema> };
};
const resolve = (s: JsonSchema): JsonSchema =>
  s.$ref ? resolve(doc.components.schemas[s.$ref.split('/').pop()!]) : s;

const writes = operations.filter((op) => op.body);
/** A path with records of the samples: a work order's number on its calls, else a device's. */
const urlOf = (path: string) =>
  path
    .replace('{number}', path.startsWith('/api/work-orders') ? 'WO-2026-00001' : '24DC10001')
    .replace('{userId}', '1')
    .replace('{id}', '1');
const UNKNOWN = 'notInTheContract';

describe('every write refuses a property its body does not define', () => {
  it('covers the writes of the route table', () => {
    expect(writes.length).toBeGreaterThanOrEqual(33);
  });

  it.each(
    writes.filter((op) => answers(op.operationId)).map((op) => [op.operationId, op] as const),
  )('%s answers 400 naming the property', async (operationId, op) => {
    const before = await storedState(store);
    const answer = await call<{
      errors?: Record<string, string[]>;
      issues?: { path: string; key: string }[];
    }>(urlOf(op.path), { method: op.method.toUpperCase(), body: { [UNKNOWN]: 1 } });
    expect(answer.status, operationId).toBe(400);
    expect(answer.body.errors?.[UNKNOWN], operationId).toEqual([
      'This field is not part of the request',
    ]);
    expect(answer.body.issues, operationId).toContainEqual({
      path: UNKNOWN,
      key: 'unknownField',
    });
    expect(await storedState(store), `${operationId} changed nothing`).toBe(before);
  });

  it('refuses a valid body with one property more, and the same body without it is accepted', async (context) => {
    simulationOnly(context);
    const valid = { fullName: 'Zhang Wei', email: 'zw@example.com' };
    expect(
      (await call('/api/apps/users', { method: 'POST', body: { ...valid, fulName: 'typo' } })).body,
    ).toEqual({
      errors: { fulName: ['This field is not part of the request'] },
      issues: [{ path: 'fulName', key: 'unknownField' }],
    });
    expect((await call('/api/apps/users', { method: 'POST', body: valid })).status).toBe(201);
  });

  it('names each unknown property, nested ones by their dotted path', async (context) => {
    simulationOnly(context);
    const answer = await call<{ errors: Record<string, string[]> }>('/api/apps/users/1', {
      method: 'PUT',
      body: {
        colour: 'red',
        size: 2,
        billingAddress: { city: 'Lyon' },
        notifications: { newForYou: { sms: true } },
      },
    });
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.errors).sort()).toEqual([
      'billingAddress.city',
      'colour',
      'notifications.newForYou.sms',
      'size',
    ]);
  });

  it('says so in the reader’s language', async (context) => {
    simulationOnly(context);
    const zh = createI18n('zh');
    await loadKitCatalogues(zh);
    const answer = await call('/api/apps/ecommerce/products/1', {
      method: 'PATCH',
      body: { stok: false },
    });
    expect(apiErrorOf(answer.body, answer.status, errorTranslator(zh)).fieldErrors.stok).toEqual([
      '该字段不属于此请求',
    ]);
  });
});

/** The object schemas of a request body, nested ones too, with where they sit. */
function objectSchemas(
  schema: JsonSchema,
  at: string,
  found: Array<[string, JsonSchema]> = [],
  seen = new Set<JsonSchema>(),
): Array<[string, JsonSchema]> {
  const s = resolve(schema);
  if (seen.has(s)) return found;
  seen.add(s);
  for (const option of [...(s.anyOf ?? []), ...(s.oneOf ?? [])])
    objectSchemas(option, at, found, seen);
  if (s.items) objectSchemas(s.items, `${at}[]`, found, seen);
  if (s.type === 'object' && s.properties) {
    found.push([at, s]);
    for (const [name, property] of Object.entries(s.properties))
      objectSchemas(property, `${at}.${name}`, found, seen);
  }
  return found;
}

describe('the document says the same', () => {
  it.each(
    writes.filter((op) => answers(op.operationId)).map((op) => [op.operationId, op] as const),
  )('%s: additionalProperties false on its body and every object in it', (operationId, op) => {
    const body = doc.paths[op.path][op.method].requestBody!.content['application/json'].schema;
    const objects = objectSchemas(body, operationId);
    expect(objects.length, operationId).toBeGreaterThan(0);
    for (const [at, object] of objects) expect(object.additionalProperties, at).toBe(false);
  });
});
