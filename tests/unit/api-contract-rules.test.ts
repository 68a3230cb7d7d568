/**
 * One rule, one place (issue 36.1): every rule the simulation enforces is in the contract the
 * document is generated from. For each rule that was prose only, the simulation refuses a request
 * that breaks it AND the generated document says the rule: as a pattern, an enum, if/then or
 * `required` that ajv (JSON Schema 2020-12) applies to the same value, or as a named `x-rules`
 * entry with the simulation's message key. Fields with a default are optional in requests and
 * present in answers.
 */
import addFormats from 'ajv-formats';
import Ajv2020 from 'ajv/dist/2020';
import { describe, expect, it } from 'vitest';

import { DEVICE_STATUSES } from '@/api/contract/devices';
import { openApiDocument } from '@/api/contract/openapi';
import { operations } from '@/api/contract/routes';
import { CONTRACT_RULES, type ContractRuleName } from '@/api/contract/rules';
import { USER_PLANS, USER_STATUSES } from '@/api/contract/users';

import { call, startMockServer } from './support/mock-server';

const store = startMockServer();

type JsonSchema = Record<string, unknown> & {
  $ref?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  'x-rules'?: Array<{ name: string; keys: string[]; fields: string[] }>;
  anyOf?: JsonSchema[];
};
interface Parameter {
  name: string;
  in: string;
  required: boolean;
  schema: JsonSchema;
}
interface OperationObject {
  operationId: string;
  parameters: Parameter[];
  requestBody?: { content: { 'application/json': { schema: JsonSchema } } };
  responses: Record<string, { content?: { 'application/json': { schema: JsonSchema } } }>;
}
const doc = openApiDocument() as unknown as {
  paths: Record<string, Record<string, OperationObject>>;
  components: { schemas: Record<string, JsonSchema> };
};
const schemas = doc.components.schemas;
const resolve = (s: JsonSchema): JsonSchema =>
  s.$ref ? resolve(schemas[s.$ref.split('/').pop()!]) : s;
const byId = new Map(
  Object.values(doc.paths).flatMap((methods) =>
    Object.values(methods).map((op) => [op.operationId, op] as const),
  ),
);
const op = (operationId: string) => byId.get(operationId)!;
const bodySchema = (operationId: string) =>
  resolve(op(operationId).requestBody!.content['application/json'].schema);
const parameter = (operationId: string, name: string) =>
  op(operationId).parameters.find((p) => p.name === name)!;

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema({ $id: 'doc', components: doc.components });
/**
 * Whether the document's schema `schema` (a component reference or a parameter's) accepts `value`.
 */
const documentAccepts = (schema: JsonSchema, value: unknown) =>
  ajv.validate(
    JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"doc#/components/')),
    value,
  );
/** Whether the document's request body of `operationId` accepts `body`. */
const bodyAccepted = (operationId: string, body: unknown) =>
  documentAccepts(op(operationId).requestBody!.content['application/json'].schema, body);

type Refusal = {
  status: number;
  body: { errors?: Record<string, string[]>; issues?: { path: string; key: string }[] };
};
const refusedOn = (answer: Refusal, path: string, key: string) => {
  expect(answer.status).toBe(400);
  expect(answer.body.issues).toContainEqual(expect.objectContaining({ path, key }));
};

const PIXEL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const product = {
  productName: 'Meter',
  sku: 87654321,
  category: 'Electronics',
  status: 'Published',
  qty: 1,
  basePrice: 10,
  images: [{ name: 'm.png', src: PIXEL }],
};
const user = { fullName: 'Zhang Wei', email: 'zw@example.com' };

/** A rule that was prose only: what breaks it, the simulation's refusal, and the document's say. */
interface MovedRule {
  rule: string;
  /** The request that breaks it, and the field and key of the simulation's 400. */
  send: () => Promise<Refusal>;
  path: string;
  key: string;
  /** The document refuses the same value and accepts a good one. */
  inDocument: () => void;
}

const post = (path: string, body: unknown) =>
  call(path, { method: 'POST', body }) as Promise<Refusal>;

const MOVED: MovedRule[] = [
  {
    rule: 'addUser contact: a phone number (pattern)',
    send: () => post('/api/apps/users', { ...user, contact: 'call me' }),
    path: 'contact',
    key: 'phoneFormat',
    inDocument: () => {
      expect(bodyAccepted('addUser', { ...user, contact: 'call me' })).toBe(false);
      expect(bodyAccepted('addUser', { ...user, contact: '+1 (555) 123-4567' })).toBe(true);
      expect(bodyAccepted('addUser', { ...user, contact: '' })).toBe(true);
    },
  },
  {
    rule: 'calendar url: http or https (pattern)',
    send: () =>
      post('/api/apps/calendar', {
        title: 'Inspection',
        start: '2026-06-20T09:00:00Z',
        url: 'javascript:alert(1)',
      }),
    path: 'url',
    key: 'urlFormat',
    inDocument: () => {
      const event = { title: 'Inspection', start: '2026-06-20T09:00:00Z' };
      expect(bodyAccepted('addEvent', { ...event, url: 'javascript:alert(1)' })).toBe(false);
      expect(bodyAccepted('addEvent', { ...event, url: 'ftp://example.com' })).toBe(false);
      expect(
        bodyAccepted('addEvent', { ...event, url: 'https://meet.example.com/room?id=7' }),
      ).toBe(true);
    },
  },
  {
    rule: 'product barcode: EAN-8, UPC-A, EAN-13 or GTIN-14 digits (pattern)',
    send: () => post('/api/apps/ecommerce/products', { ...product, barcode: '12345' }),
    path: 'barcode',
    key: 'barcodeFormat',
    inDocument: () => {
      expect(bodyAccepted('createProduct', { ...product, barcode: '12345' })).toBe(false);
      expect(bodyAccepted('createProduct', { ...product, barcode: '4006381333931' })).toBe(true);
    },
  },
  {
    rule: 'a site needs lat and lng (if/then)',
    send: () => post('/api/device-locations', { name: 'Site West', kind: 'site' }),
    path: 'lat',
    key: 'required',
    inDocument: () => {
      expect(bodyAccepted('createLocation', { name: 'Site West', kind: 'site' })).toBe(false);
      expect(
        bodyAccepted('createLocation', {
          name: 'Site West',
          kind: 'site',
          parentId: null,
          lat: 31.2,
        }),
      ).toBe(false);
      expect(
        bodyAccepted('createLocation', { name: 'Site West', kind: 'site', lat: 31.2, lng: 121.5 }),
      ).toBe(true);
      expect(bodyAccepted('createLocation', { name: 'Panel 9', kind: 'panel', parentId: 4 })).toBe(
        true,
      );
    },
  },
  {
    rule: 'readings from: an ISO date-time or epoch ms (anyOf)',
    send: () => call('/api/devices/24DC10001/readings?from=yesterday') as Promise<Refusal>,
    path: 'from',
    key: 'instantFormat',
    inDocument: () => {
      const from = parameter('getReadings', 'from').schema;
      expect(documentAccepts(from, 'yesterday')).toBe(false);
      expect(documentAccepts(from, '2026-06-15T08:00:00Z')).toBe(true);
      expect(documentAccepts(from, '1781510400000')).toBe(true);
      expect(documentAccepts(parameter('getReadings', 'to').schema, '15/06/2026')).toBe(false);
    },
  },
  {
    rule: 'getNextDeviceNumber typeId: required',
    send: () => call('/api/devices/next-number?year=2026') as Promise<Refusal>,
    path: 'typeId',
    key: 'required',
    inDocument: () => expect(parameter('getNextDeviceNumber', 'typeId').required).toBe(true),
  },
];

/** Rules JSON Schema cannot say: the request that breaks each, and the 400's field and key. */
const NAMED: Array<{
  operationId: string;
  rule: ContractRuleName;
  send: () => Promise<Refusal>;
  path: string;
  key: string;
}> = [
  {
    operationId: 'changeUserPassword',
    rule: 'passwordStrength',
    send: () =>
      post('/api/apps/users/1/password', { newPassword: 'abcdefgh', confirmPassword: 'abcdefgh' }),
    path: 'newPassword',
    key: 'passwordUpper',
  },
  {
    operationId: 'changeUserPassword',
    rule: 'passwordMatch',
    send: () =>
      post('/api/apps/users/1/password', {
        newPassword: 'Str0ng!pass',
        confirmPassword: 'Str0ng!pasz',
      }),
    path: 'confirmPassword',
    key: 'passwordMismatch',
  },
  {
    operationId: 'addUser',
    rule: 'roleExists',
    send: () => post('/api/apps/users', { ...user, role: 'pilot' }),
    path: 'role',
    key: 'roleUnknown',
  },
  {
    operationId: 'updateUser',
    rule: 'roleExists',
    send: () =>
      call('/api/apps/users/1', { method: 'PUT', body: { role: 'pilot' } }) as Promise<Refusal>,
    path: 'role',
    key: 'roleUnknown',
  },
  {
    operationId: 'addUser',
    rule: 'emailUnused',
    send: () => post('/api/apps/users', { ...user, email: store.db().users[0].email }),
    path: 'email',
    key: 'emailTaken',
  },
  {
    operationId: 'createProduct',
    rule: 'skuFree',
    send: () =>
      post('/api/apps/ecommerce/products', { ...product, sku: store.db().products[0].sku }),
    path: 'sku',
    key: 'skuTaken',
  },
  {
    operationId: 'addEvent',
    rule: 'eventEndAfterStart',
    send: () =>
      post('/api/apps/calendar', {
        title: 'Late',
        start: '2026-06-20T09:00:00Z',
        end: '2026-06-19T09:00:00Z',
      }),
    path: 'end',
    key: 'endBeforeStart',
  },
];

describe('rules that were prose only: refused by the simulation, said by the document', () => {
  it.each(MOVED.map((row) => [row.rule, row] as const))('%s', async (_rule, row) => {
    refusedOn(await row.send(), row.path, row.key);
    row.inDocument();
  });

  it.each(NAMED.map((row) => [`${row.operationId}: ${row.rule}`, row] as const))(
    '%s (x-rules)',
    async (_label, row) => {
      refusedOn(await row.send(), row.path, row.key);
      const entry = bodySchema(row.operationId)['x-rules']?.find((r) => r.name === row.rule);
      expect(entry, `${row.operationId} lists ${row.rule}`).toBeDefined();
      expect(entry!.keys).toContain(row.key);
      expect(entry!.fields).toContain(row.path);
    },
  );

  it('lists device statuses and type ids as the values the simulation filters by (unlisted ones are ignored)', async () => {
    const status = parameter('listDevices', 'status').schema;
    expect(resolve(status.items!).enum).toEqual([...DEVICE_STATUSES]);
    expect(resolve(parameter('listDevices', 'typeId').schema.items!).type).toBe('integer');
    const total = (query: string) =>
      call<{ total: number }>(`/api/devices?${query}`).then((a) => a.body.total);
    const all = await total('');
    const faults = store.db().devices.filter((d) => d.status === 'fault').length;
    expect(await total('status=fault')).toBe(faults);
    expect(await total('status=fault&status=broken')).toBe(faults);
    expect(await total('status=broken')).toBe(all);
    expect(await total('typeId=abc')).toBe(all);
  });

  it('lists the user filters’ values, and the simulation reads them through the contract', async () => {
    expect(resolve(parameter('listUsers', 'plan').schema).enum).toEqual([...USER_PLANS, '']);
    expect(resolve(parameter('listUsers', 'status').schema).enum).toEqual([...USER_STATUSES, '']);
    const total = (query: string) =>
      call<{ totalUsers: number }>(`/api/apps/users?itemsPerPage=-1&${query}`).then(
        (a) => a.body.totalUsers,
      );
    expect(await total('plan=team')).toBe(
      store.db().users.filter((u) => u.currentPlan === 'team').length,
    );
    expect(await total('plan=gold')).toBe(store.db().users.length);
  });

  it('names only rules it defines, each with its message keys', () => {
    const listed = Object.values(schemas).flatMap((s) => s['x-rules'] ?? []);
    expect(listed.length).toBeGreaterThan(20);
    for (const entry of listed) {
      const rule = CONTRACT_RULES[entry.name as ContractRuleName];
      expect(rule, entry.name).toBeDefined();
      expect(entry.keys).toEqual([...rule.keys]);
    }
  });
});

// ---------------------------------------------------------------------------------------------
// Required means required
// ---------------------------------------------------------------------------------------------

/** Every field of a request body that has a default: [operationId, field]. */
const defaulted = operations
  .filter((o) => o.body)
  .flatMap((o) =>
    Object.entries(bodySchema(o.operationId).properties ?? {})
      .filter(([, p]) => 'default' in p || 'default' in resolve(p))
      .map(([field]) => [o.operationId, field] as const),
  );

/**
 * The record of an answer holding `field`: the answer itself or the object it wraps (`{ email }`,
 * or a nullable one: `{ study: … | null }`).
 */
function answerRecord(operationId: string, field: string): JsonSchema {
  const o = op(operationId);
  const ok = Object.entries(o.responses).find(([status]) => status.startsWith('2'))![1];
  const answer = resolve(ok.content!['application/json'].schema);
  if (answer.properties?.[field]) return answer;
  return (
    Object.values(answer.properties ?? {})
      .map(resolve)
      .flatMap((p) => [p, ...(p.anyOf ?? []).map(resolve)])
      .find((p) => p.properties?.[field]) ?? answer
  );
}

describe('a field with a default is optional in the request and present in the answer', () => {
  it('finds the defaulted fields of createProduct, sendEmail and saveEmailDraft', () => {
    expect(defaulted.map(([id, field]) => `${id}.${field}`)).toEqual(
      expect.arrayContaining([
        'createProduct.productBrand',
        'createProduct.barcode',
        'createProduct.images',
        'sendEmail.cc',
        'sendEmail.bcc',
        'sendEmail.message',
        'sendEmail.attachments',
        'saveEmailDraft.cc',
        'saveEmailDraft.attachments',
      ]),
    );
    expect(defaulted.length).toBe(25);
  });

  it.each(defaulted.map(([id, field]) => [`${id}.${field}`, id, field] as const))(
    '%s',
    (_label, operationId, field) => {
      expect(bodySchema(operationId).required ?? []).not.toContain(field);
      expect(
        answerRecord(operationId, field).required,
        `${operationId} answers ${field}`,
      ).toContain(field);
    },
  );

  it('the simulation accepts the request without them and answers them filled in', async () => {
    const created = await call<Record<string, unknown>>('/api/apps/ecommerce/products', {
      method: 'POST',
      body: product,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      productBrand: '',
      barcode: '',
      description: '',
      variants: [],
      stock: true,
      discountedPrice: null,
      taxPercent: 0,
    });
    const sent = await call<{ email: Record<string, unknown> }>('/api/apps/email/send', {
      method: 'POST',
      body: { to: ['anna.berg@example.com'], subject: 'Hello' },
    });
    expect(sent.status).toBe(201);
    expect(sent.body.email).toMatchObject({ cc: [], bcc: [], message: '', attachments: [] });
  });
});

describe('rules of a query (issue 36.1)', () => {
  it('readings: "to after from" is named on the operation, and the simulation refuses it with that key', async () => {
    const doc = (await import('@/api/openapi.json')).default as unknown as {
      paths: Record<
        string,
        Record<
          string,
          {
            'x-rules'?: Array<{ name: string; keys: string[] }>;
            parameters: Array<{ name: string; schema: Record<string, unknown> }>;
          }
        >
      >;
    };
    const op = doc.paths['/api/devices/{number}/readings'].get;
    expect(op['x-rules']).toEqual([
      expect.objectContaining({ name: 'readingRangeOrder', keys: ['rangeOrder'] }),
    ]);
    const { status, body } = await call<{ issues: Array<{ path: string; key: string }> }>(
      '/api/devices/24DC10001/readings?from=2026-06-15T10:00:00Z&to=2026-06-15T09:00:00Z',
    );
    expect(status).toBe(400);
    expect(body.issues).toEqual([expect.objectContaining({ path: 'to', key: 'rangeOrder' })]);
  });

  it('device types: category is an enum in the document', async () => {
    const doc = (await import('@/api/openapi.json')).default as unknown as {
      paths: Record<
        string,
        Record<string, { parameters: Array<{ name: string; schema: { enum?: string[] } }> }>
      >;
    };
    const category = doc.paths['/api/device-types'].get.parameters.find(
      (p) => p.name === 'category',
    );
    expect(category?.schema.enum).toEqual(expect.arrayContaining(['protection', 'distribution']));
  });
});
