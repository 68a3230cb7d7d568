/**
 * One contract, many uses: the form and the simulation refuse the same inputs with the same
 * message in the user's language; the device domain's writes need an allowed session; every
 * write route refuses bodies that are not JSON objects (400), too large (413) or with a text
 * past its limit (400).
 */
import { beforeAll, describe, expect, it } from 'vitest';

import { errorTranslator } from '@/api/client/api-provider';
import { apiErrorOf } from '@/api/client/request';
import { openApiDocument } from '@/api/contract/openapi';
import { operations } from '@/api/contract/routes';
import { createHandlers } from '@/api/mock/handlers';
import { createMockStore } from '@/api/mock/store';
import { IMPORT_LIMITS } from '@/api/shared/import';
import { createI18n, loadKitCatalogues } from '@/i18n';
import { issueMessages } from '@/i18n/validation';
import {
  deviceFormSchema,
  deviceToForm,
  type DeviceFormValues,
} from '@/screens/devices/shared/device-schema';

import { call, startMockServer, validDeviceBody, type Caller } from './support/mock-server';

const store = startMockServer();
const zh = createI18n('zh');
const zhT = zh.getFixedT('zh', 'ee-common');
// Chinese loads on first use, as in the app: in first here.
beforeAll(() => loadKitCatalogues(zh));

// ---------------------------------------------------------------------------------------------
// The same bad input, the same message, in Chinese, from the form and from the API
// ---------------------------------------------------------------------------------------------

/** A device the form and the API both accept: a distribution cabinet (it lists frequencyHz). */
const validDevice = () => ({
  ...validDeviceBody(store.db()),
  status: 'in_service' as const,
  nameplate: { frequencyHz: 50 },
});

interface BadInput {
  label: string;
  /** The field whose message is compared. */
  field: string;
  /** What the API is sent, over a valid body. */
  body: Record<string, unknown>;
  /** What is typed in the form, over valid values. */
  form: (values: DeviceFormValues) => DeviceFormValues;
}

const BAD_INPUTS: BadInput[] = [
  {
    label: 'a name over 120 characters',
    field: 'name',
    body: { name: 'n'.repeat(121) },
    form: (v) => ({ ...v, name: 'n'.repeat(121) }),
  },
  {
    label: 'a 1,000-character manufacturer',
    field: 'manufacturer',
    body: { manufacturer: 'm'.repeat(1000) },
    form: (v) => ({ ...v, manufacturer: 'm'.repeat(1000) }),
  },
  {
    label: 'a rated frequency of 9,999,999 Hz',
    field: 'nameplate.frequencyHz',
    body: { nameplate: { frequencyHz: 9_999_999 } },
    form: (v) => ({ ...v, nameplate: { ...v.nameplate, frequencyHz: '9999999' } }),
  },
  {
    label: 'a malformed device number',
    field: 'number',
    body: { number: 'DC-1' },
    form: (v) => ({ ...v, number: 'DC-1' }),
  },
  {
    label: 'a serial below 10001',
    field: 'number',
    body: { number: '24DC00001' },
    form: (v) => ({ ...v, number: '24DC00001' }),
  },
  {
    label: 'commissioning before installation',
    field: 'commissionDate',
    body: { installDate: '2026-03-10', commissionDate: '2026-03-01' },
    form: (v) => ({ ...v, installDate: '2026-03-10', commissionDate: '2026-03-01' }),
  },
  {
    label: 'an unknown status',
    field: 'status',
    body: { status: 'broken' },
    form: (v) => ({ ...v, status: 'broken' as never }),
  },
  {
    label: 'a missing name',
    field: 'name',
    body: { name: '  ' },
    form: (v) => ({ ...v, name: '  ' }),
  },
];

/** The form's message for `field`, in Chinese, as the drawer would show it. */
function formMessage(values: DeviceFormValues, field: string): string | undefined {
  const result = deviceFormSchema(['frequencyHz'], true).safeParse(values, {
    error: issueMessages(zhT),
  });
  return result.success
    ? undefined
    : result.error.issues.find((i) => i.path.join('.') === field)?.message;
}

/** The API's answer for `field`, through the client's translation path, in Chinese. */
async function apiMessage(
  body: Record<string, unknown>,
  field: string,
): Promise<string | undefined> {
  const answer = await call('/api/devices', { method: 'POST', body });
  expect(answer.status).toBe(400);
  return apiErrorOf(answer.body, answer.status, errorTranslator(zh)).fieldErrors[field]?.[0];
}

describe('one rule, one message: the form and the API refuse the same input alike', () => {
  it('accepts the valid device in both', async () => {
    expect(formMessage(deviceToForm(null, validDevice()), 'name')).toBeUndefined();
    expect(
      deviceFormSchema(['frequencyHz']).safeParse(deviceToForm(null, validDevice())).success,
    ).toBe(true);
    expect((await call('/api/devices', { method: 'POST', body: validDevice() })).status).toBe(201);
  });

  it.each(BAD_INPUTS)(
    '$label: the same Chinese message on $field',
    async ({ body, form, field }) => {
      const fromForm = formMessage(form(deviceToForm(null, validDevice())), field);
      const fromApi = await apiMessage({ ...validDevice(), ...body }, field);
      expect(fromForm).toBeDefined();
      expect(fromApi).toBe(fromForm);
      // Chinese, not zod's or the API's English.
      expect(fromApi).toMatch(/[\u4e00-\u9fff]/);
    },
  );

  it('says the limit in the message', async () => {
    expect(await apiMessage({ ...validDevice(), name: 'n'.repeat(121) }, 'name')).toBe(
      '最多 120 个字符',
    );
    expect(
      await apiMessage(
        { ...validDevice(), nameplate: { frequencyHz: 9_999_999 } },
        'nameplate.frequencyHz',
      ),
    ).toBe('请输入不大于 1000 的数值');
  });

  it('translates the API-only rules too (a number already taken)', async () => {
    expect(await apiMessage({ ...validDevice(), number: '24DC10001' }, 'number')).toBe(
      '该编号的设备已存在',
    );
  });

  it('keeps English in the API’s own `errors`, with keys beside them', async () => {
    const { body } = await call<{ errors: Record<string, string[]>; issues: unknown[] }>(
      '/api/devices',
      { method: 'POST', body: { ...validDevice(), name: 'n'.repeat(121) } },
    );
    expect(body).toEqual({
      errors: { name: ['Enter at most 120 characters'] },
      issues: [{ path: 'name', key: 'tooLong', params: { max: 120 } }],
    });
  });
});

// ---------------------------------------------------------------------------------------------
// Who may do what
// ---------------------------------------------------------------------------------------------

describe('writes to the device domain need an allowed session', () => {
  const remove = (as: Caller) => call('/api/devices/24DC10001', { method: 'DELETE', as });

  it('deleting a device: 401 without a session, 403 as the client, 204 as the admin', async () => {
    expect(await remove('anonymous')).toEqual({
      status: 401,
      body: { message: 'Sign in again to save changes', key: 'signInAgain' },
    });
    expect(await remove('client')).toEqual({
      status: 403,
      body: { message: 'Your account may not change devices', key: 'notAllowed' },
    });
    expect((await call('/api/devices/24DC10001', { as: 'anonymous' })).status).toBe(200);
    expect((await remove('admin')).status).toBe(204);
    // Kept as deleted: the admin still reads it, anyone else finds nothing.
    expect((await call<{ deletedBy: string }>('/api/devices/24DC10001')).body.deletedBy).toBe(
      'John Doe',
    );
    expect((await call('/api/devices/24DC10001', { as: 'client' })).status).toBe(404);
    expect((await call('/api/devices/24DC10001', { as: 'anonymous' })).status).toBe(404);
  });

  it('refuses tokens that are not a login user’s', async () => {
    for (const authorization of [
      'Bearer demo.99.abc',
      'Bearer demo.1',
      'Bearer nonsense',
      'demo.1.abc',
      'Basic YWRtaW46YWRtaW4=',
    ]) {
      const { status } = await call('/api/devices/24DC10001', {
        method: 'DELETE',
        as: 'anonymous',
        headers: { Authorization: authorization },
      });
      expect(status, authorization).toBe(401);
    }
  });

  it('accepts the token the login issues', async () => {
    const login = await call<{ accessToken: string }>('/api/auth/login', {
      method: 'POST',
      body: { email: 'admin@demo.com', password: 'admin' },
      as: 'anonymous',
    });
    const { status } = await call('/api/devices/24DC10002', {
      method: 'DELETE',
      as: 'anonymous',
      headers: { Authorization: `Bearer ${login.body.accessToken}` },
    });
    expect(status).toBe(204);
  });

  it('every write of devices, types and locations answers 401 and 403, and reads stay open', async () => {
    const writes = operations.filter((op) => op.secured?.subject === 'Device');
    expect(writes.map((op) => op.operationId).sort()).toEqual(
      [
        'addMaintenance',
        'createDevice',
        'createImport',
        'createDeviceType',
        'createLocation',
        'deleteDevice',
        'deleteDeviceType',
        'deleteLocation',
        'putArcFlashStudy',
        'updateDevice',
        'updateDeviceType',
        'updateLocation',
        'updateTestLimits',
        'undoImport',
      ].sort(),
    );
    const before = JSON.stringify(store.db());
    for (const op of writes) {
      const path = op.path.replace('{number}', '24DC10001').replace('{id}', '1');
      for (const [as, status] of [
        ['anonymous', 401],
        ['client', 403],
      ] as const) {
        const answer = await call(path, {
          method: op.method.toUpperCase(),
          body: op.body ? {} : undefined,
          as,
        });
        expect(answer.status, `${op.operationId} as ${as}`).toBe(status);
      }
    }
    expect(JSON.stringify(store.db())).toBe(before);
    for (const path of [
      '/api/devices',
      '/api/device-types',
      '/api/device-locations',
      '/api/devices/24DC10001/history',
    ])
      expect((await call(path, { as: 'client' })).status).toBe(200);
  });

  it('shows the refusal in the user’s language', async () => {
    const answer = await call('/api/devices/24DC10001', { method: 'DELETE', as: 'client' });
    expect(apiErrorOf(answer.body, answer.status, errorTranslator(zh)).message).toBe(
      '您的账号无权更改设备',
    );
  });
});

// ---------------------------------------------------------------------------------------------
// Every write route: malformed bodies, 1 MB fields, texts past their limits
// ---------------------------------------------------------------------------------------------

/** The multipart uploads (their own suite: tests/unit/api-attachments.test.ts), as "POST /path". */
const FORM_ROUTES = new Set(
  operations.filter((op) => op.form).map((op) => `${op.method.toUpperCase()} ${op.path}`),
);

/** The simulation's JSON write routes, with sample path parameters. */
const writeRoutes = createHandlers(createMockStore().db)
  .map((h) => ({
    method: (h.info as { method: string }).method,
    path: String(h.info.path).replace(/^\*/, ''),
  }))
  .filter((r) => ['POST', 'PUT', 'PATCH'].includes(r.method))
  .filter((r) => !FORM_ROUTES.has(`${r.method} ${r.path}`))
  .map((r) => ({
    ...r,
    url: r.path.replace(':number', '24DC10001').replace(':userId', '1').replace(':id', '1'),
  }));

/** Writes that take more than others, and their limit: an import's rows (docs/domain/import.md). */
const LARGER_BODIES: Record<string, number> = { '/api/imports': IMPORT_LIMITS.bodyBytes };

const NOT_AN_OBJECT: Array<[string, string, string?]> = [
  ['malformed JSON', '{"name":'],
  ['null', 'null'],
  ['a list', '[]'],
  ['a string', '"a device"'],
  ['a number', '42'],
  ['an empty body', ''],
  ['a form body', 'name=Feeder&typeId=1', 'application/x-www-form-urlencoded'],
  ['an XML body', '<device><name>Feeder</name></device>', 'application/xml'],
];

describe('every write route refuses what is not a JSON object, what is too large, and texts past their limits', () => {
  it('knows the write routes', () => {
    expect(writeRoutes.length).toBe(operations.filter((op) => op.body).length);
  });

  it.each(writeRoutes.map((r) => [`${r.method} ${r.path}`, r] as const))(
    '%s',
    async (_label, route) => {
      for (const [what, raw, contentType] of NOT_AN_OBJECT) {
        const answer = await call(route.url, {
          method: route.method,
          raw,
          headers: contentType ? { 'Content-Type': contentType } : {},
        });
        expect(answer, `${what}`).toEqual({
          status: 400,
          body: { message: 'The request body must be a JSON object', key: 'bodyNotObject' },
        });
      }
      const larger = LARGER_BODIES[route.path];
      const huge = await call(route.url, {
        method: route.method,
        body: { name: 'x'.repeat(larger ?? 1_000_000), message: 'x'.repeat(1_000_000) },
      });
      expect(huge).toEqual({
        status: 413,
        body: larger
          ? { message: expect.any(String), key: 'bodyTooLarge', params: { max: larger / 1024 } }
          : {
              message: 'The request body is larger than 256 kB',
              key: 'bodyTooLarge',
              params: { max: 256 },
            },
      });
    },
  );
});

type JsonSchema = {
  type?: string;
  maxLength?: number;
  pattern?: string;
  format?: string;
  enum?: unknown[];
  const?: unknown;
  $ref?: string;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
};
const schemas = openApiDocument().components.schemas as Record<string, JsonSchema>;
const resolve = (s: JsonSchema): JsonSchema =>
  s.$ref ? resolve(schemas[s.$ref.split('/').pop()!]) : s;

interface TextField {
  /** Dotted path of the field in the body. */
  path: string;
  max: number;
  /** An array of texts: the value is sent as a one-item list. */
  list: boolean;
}

/**
 * Every text field of a body schema with its limit (nested objects and lists of texts too);
 * unbounded texts are collected apart.
 */
function textFields(
  schema: JsonSchema,
  prefix = '',
  found: { limited: TextField[]; unbounded: string[] } = { limited: [], unbounded: [] },
) {
  for (const [name, raw] of Object.entries(resolve(schema).properties ?? {})) {
    const path = prefix ? `${prefix}.${name}` : name;
    const options = (resolve(raw).anyOf ?? resolve(raw).oneOf ?? [raw]).map(resolve);
    for (const option of options) {
      if (option.type === 'object') textFields(option, path, found);
      const text = option.type === 'array' ? option.items && resolve(option.items) : option;
      if (text?.type !== 'string') continue;
      if (text.maxLength !== undefined)
        found.limited.push({ path, max: text.maxLength, list: option.type === 'array' });
      else if (!text.pattern && !text.format && !text.enum && text.const === undefined)
        found.unbounded.push(path);
    }
  }
  return found;
}

/** A valid body of each write that needs one, to put one too-long text into. */
const VALID_BODIES: Record<string, () => Record<string, unknown>> = {
  createDevice: validDevice,
  addMaintenance: () => ({ kind: 'test', date: '2026-06-01', technician: 'Sun Hao' }),
  createDeviceType: () => ({
    code: 'BT',
    name: 'Busbar trunking',
    category: 'distribution',
    inspectionIntervalDays: 365,
    thresholds: { maxTemperatureC: 80, maxLoadPercent: 90 },
  }),
  createLocation: () => ({ name: 'Panel LV-9', kind: 'panel', parentId: 4 }),
  login: () => ({ email: 'admin@demo.com', password: 'admin' }),
  addEvent: () => ({ title: 'Inspection', start: '2026-06-20T09:00:00Z' }),
  sendMessage: () => ({ message: 'Hello' }),
  updateEmails: () => ({ ids: [1], data: { isRead: true } }),
  addUser: () => ({ fullName: 'Zhang Wei', email: 'zw@example.com' }),
};

function withText(
  body: Record<string, unknown>,
  path: string,
  value: unknown,
): Record<string, unknown> {
  const [head, ...rest] = path.split('.');
  if (rest.length === 0) return { ...body, [head]: value };
  return {
    ...body,
    [head]: withText((body[head] as Record<string, unknown>) ?? {}, rest.join('.'), value),
  };
}

describe('a text past its limit is a 400 on that field, on every write', () => {
  const writes = operations.filter((op) => op.body);

  it('leaves no text of a request body without a limit', () => {
    for (const op of writes)
      expect(
        textFields(schemas[(op.body!.meta()?.id as string) ?? ''] ?? {}).unbounded,
        op.operationId,
      ).toEqual([]);
  });

  it.each(writes.map((op) => [op.operationId, op] as const))('%s', async (operationId, op) => {
    // Some writes carry no free text: the e-mail update (ids, flags and labels), a course's
    // progress (a count), a product's stock change (flag, count, status) and a connection toggle (a
    // flag), a gateway's readings (instants and values) and a type's test limits (numbers):
    // nothing to try there.
    const fields = textFields(schemas[op.body!.meta()!.id as string]).limited;
    const noText = [
      'updateEmails',
      'setCourseProgress',
      'patchProduct',
      'updateConnection',
      'ingestReadings',
      'updateTestLimits',
    ];
    expect(fields.length > 0, operationId).toBe(!noText.includes(operationId));
    // A number of the call's own records: a work order's or a device's.
    const url = op.path
      .replace('{number}', op.path.startsWith('/api/work-orders') ? 'WO-2026-00001' : '24DC10001')
      .replace('{userId}', '1')
      .replace('{id}', '1');
    for (const field of fields) {
      const text = 'x'.repeat(field.max + 1);
      const body = withText(
        VALID_BODIES[operationId]?.() ?? {},
        field.path,
        field.list ? [text] : text,
      );
      const answer = await call<{ errors?: Record<string, string[]> }>(url, {
        method: op.method.toUpperCase(),
        body,
      });
      expect(answer.status, `${operationId} ${field.path}`).toBe(400);
      expect(answer.body.errors?.[field.path], `${operationId} ${field.path}`).toBeDefined();
    }
  });
});
