/**
 * Security everywhere (issue 36.3): every call of the route table that changes stored data
 * (every write but signing in, and opening a chat, which marks it seen) answers 401 without a
 * session and 403 to the client account (read AclDemo only, docs/spec.md §6), changing nothing, and
 * lets the admin through; the rest stay open. The OpenAPI document says the same: Bearer for
 * every call, `security: []` on the open ones (Bearer optional on the reads that answer more to a
 * session), 401 and 403 on each secured one.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

import { errorTranslator } from '@/api/client/api-provider';
import { apiErrorOf } from '@/api/client/request';
import { READING_SUBJECT } from '@/api/contract/ingest';
import { openApiDocument } from '@/api/contract/openapi';
import { operations, type Operation } from '@/api/contract/routes';
import {
  APPS_SUBJECT,
  ATTACHMENT_SUBJECT,
  DEVICE_SUBJECT,
  MAINTENANCE_PLAN_SUBJECT,
  WORK_ORDER_SUBJECT,
} from '@/auth/subjects';
import { createI18n, loadKitCatalogues } from '@/i18n';

import {
  answers,
  call,
  simulationOnly,
  startMockServer,
  storedState,
  type Caller,
} from './support/mock-server';

const store = startMockServer();

/** Sample path parameters that name records of the sample data. */
const SAMPLE_PARAMS: Record<string, string> = { number: '24DC10001', id: '1', userId: '1' };
const pathOf = (op: Operation) =>
  op.path.replace(/\{(\w+)\}/g, (_, name: string) => SAMPLE_PARAMS[name] ?? '1');

/**
 * The calls that change stored data, as the table says it: not a GET but signing in, or a GET that
 * `mutates`.
 */
const changing = operations.filter(
  (op) => (op.method !== 'get' && op.operationId !== 'login') || op.mutates,
);

const send = (op: Operation, as: Caller) =>
  call(pathOf(op), { method: op.method.toUpperCase(), body: op.body ? {} : undefined, as });

describe('every call that changes data needs an allowed session', () => {
  it('covers every write of the table (devices and sample apps) and the read that marks a chat seen', () => {
    expect(changing.length).toBeGreaterThanOrEqual(44);
    expect(changing.map((op) => op.operationId)).toEqual(
      expect.arrayContaining([
        'deleteUser',
        'changeUserPassword',
        'deleteInvoice',
        'openChat',
        'createDevice',
        'voteHelpArticle',
      ]),
    );
    expect(changing.filter((op) => !op.secured).map((op) => op.operationId)).toEqual([]);
  });

  it.each(
    changing.filter((op) => answers(op.operationId)).map((op) => [op.operationId, op] as const),
  )(
    '%s: 401 without a token, 403 as the client, changing nothing; not refused to the admin',
    async (_id, op) => {
      const before = await storedState(store);
      const anonymous = await send(op, 'anonymous');
      expect(anonymous).toEqual({
        status: 401,
        body: { message: 'Sign in again to save changes', key: 'signInAgain' },
      });
      const client = await send(op, 'client');
      const refusal =
        op.secured?.subject === DEVICE_SUBJECT || op.secured?.subject === READING_SUBJECT
          ? { message: 'Your account may not change devices', key: 'notAllowed' }
          : { message: 'Your account may not make this change', key: 'notAllowedChange' };
      expect(client).toEqual({ status: 403, body: refusal });
      expect(await storedState(store)).toBe(before);
      const admin = await send(op, 'admin');
      expect([401, 403], `${op.operationId} as the admin answered ${admin.status}`).not.toContain(
        admin.status,
      );
    },
  );

  it('lets the admin change a sample app with the token the login issues, and refuses a token of no login user', async (context) => {
    simulationOnly(context);
    const login = await call<{ accessToken: string }>('/api/auth/login', {
      method: 'POST',
      body: { email: 'admin@demo.com', password: 'admin' },
      as: 'anonymous',
    });
    const asLoggedIn = {
      as: 'anonymous' as const,
      headers: { Authorization: `Bearer ${login.body.accessToken}` },
    };
    expect(
      (
        await call('/api/apps/users', {
          method: 'POST',
          body: { fullName: 'Zhang Wei', email: 'zw@example.com' },
          ...asLoggedIn,
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await call('/api/apps/users/1', {
          method: 'DELETE',
          as: 'anonymous',
          headers: { Authorization: 'Bearer demo.99.nobody' },
        })
      ).status,
    ).toBe(401);
  });

  it('keeps the reads open to all, the client and the anonymous alike', async () => {
    const reads = operations.filter(
      (op) => !changing.includes(op) && op.method === 'get' && answers(op.operationId),
    );
    for (const op of reads) {
      for (const as of ['anonymous', 'client'] as const) {
        const { status } = await call(pathOf(op), { as });
        expect([401, 403], `${op.operationId} as ${as} answered ${status}`).not.toContain(status);
      }
    }
  });

  it('shows the sample apps’ refusal in the user’s language', async (context) => {
    simulationOnly(context);
    const zh = createI18n('zh');
    await loadKitCatalogues(zh);
    const answer = await call('/api/apps/invoice/4987', { method: 'DELETE', as: 'client' });
    expect(apiErrorOf(answer.body, answer.status, errorTranslator(zh)).message).toBe(
      '您的账号无权进行此更改',
    );
  });
});

interface DocOperation {
  operationId: string;
  security?: unknown[];
  'x-ability'?: { action: string; subject: string };
  responses: Record<string, unknown>;
}

/**
 * The reads that answer more to a session: deleted devices, people in the search, the reader's own
 * vote.
 */
const READS_WITH_SESSION = [
  'listDevices',
  'getDevice',
  'getReadings',
  'getAlarms',
  'listMaintenance',
  'listHistory',
  'listDocuments',
  'appBarSearch',
  'getHelpArticle',
];

const doc = JSON.parse(
  readFileSync(new URL('../../src/api/openapi.json', import.meta.url), 'utf8'),
) as ReturnType<typeof openApiDocument> & { paths: Record<string, Record<string, DocOperation>> };
const documented = Object.values(doc.paths).flatMap((methods) => Object.values(methods));

describe('the OpenAPI document says who may call', () => {
  it('requires Bearer for every call unless it says `security: []`', () => {
    expect(doc.security).toEqual([{ bearer: [] }]);
    expect(doc.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(documented).toHaveLength(operations.length);
    for (const op of documented) expect(op.security ?? doc.security, op.operationId).toBeDefined();
  });

  it('leaves open exactly the calls that change nothing; each secured one names its ability and declares 401 and 403', () => {
    const secured = documented.filter((op) => op.security === undefined);
    expect(secured.map((op) => op.operationId).sort()).toEqual(
      changing.map((op) => op.operationId).sort(),
    );
    for (const op of secured) {
      expect(Object.keys(op.responses), op.operationId).toEqual(
        expect.arrayContaining(['401', '403']),
      );
      expect(
        [
          DEVICE_SUBJECT,
          APPS_SUBJECT,
          READING_SUBJECT,
          WORK_ORDER_SUBJECT,
          MAINTENANCE_PLAN_SUBJECT,
          ATTACHMENT_SUBJECT,
        ],
        op.operationId,
      ).toContain(op['x-ability']?.subject);
    }
    expect(documented.find((op) => op.operationId === 'openChat')?.['x-ability']).toEqual({
      action: 'read',
      subject: APPS_SUBJECT,
    });
    expect(documented.find((op) => op.operationId === 'deleteUser')?.['x-ability']).toEqual({
      action: 'delete',
      subject: APPS_SUBJECT,
    });
    for (const op of documented.filter((o) => o.security !== undefined)) {
      expect(op.security, op.operationId).toEqual(
        READS_WITH_SESSION.includes(op.operationId) ? [{}, { bearer: [] }] : [],
      );
      expect(Object.keys(op.responses), op.operationId).not.toContain('401');
    }
  });

  it('makes Bearer optional exactly on the open reads whose answer depends on the session', async (context) => {
    // The people group is the sample apps' users, which only the simulation holds.
    simulationOnly(context);
    expect(
      documented
        .filter((op) => op.security?.length)
        .map((op) => op.operationId)
        .sort(),
    ).toEqual([...READS_WITH_SESSION].sort());
    // e.g. people are found by the search only for a session that may read the sample apps.
    const groups = async (as: Caller) =>
      (await call<{ category: string }[]>('/api/app-bar/search?q=a', { as })).body.map(
        (g) => g.category,
      );
    expect(await groups('admin')).toContain('users');
    expect(await groups('anonymous')).not.toContain('users');
  });
});
