/**
 * The simulation over msw/node for a unit test file: one server, a store reset before each test,
 * and `call()` to send a request as a given user. Every API test file uses this one setup.
 *
 * The same files run a second time against the server (`server/`, the `contract-server` project,
 * `KIT_API_TARGET=server`; docs/server.md "One suite, two targets"): `call()` then goes to the
 * server's `inject()` over a database seeded from the same samples as the store, reset with it
 * before each test, and the callers are the same demo accounts signed in for real. A test that
 * reads the simulation's store after a write, or calls what the server does not answer yet, says
 * so with `simulationOnly` / `needs()` below and is skipped there.
 */
import { readFileSync } from 'node:fs';
import type { InjectOptions } from 'fastify';
import { setupServer, type SetupServerApi } from 'msw/node';
import { afterAll, beforeAll, beforeEach, type TestContext } from 'vitest';

import { kitOperations } from '@/api/contract/kit-routes';
import type { MockDb } from '@/api/mock/db';
import { createHandlers } from '@/api/mock/handlers';
import { createMockStore, type MockStore } from '@/api/mock/store';

/** "Now" of every test database: relative dates never drift. */
export const TEST_NOW = '2026-06-15T09:00:00Z';

/** Whom `call()` asks: the simulation (the `unit` project) or the server (`contract-server`). */
export const API_TARGET: 'simulation' | 'server' =
  process.env.KIT_API_TARGET === 'server' ? 'server' : 'simulation';

/** The operations server/NOT-YET.md lists: the server does not answer them yet. */
const notYetAnswered: ReadonlySet<string> = new Set(
  API_TARGET === 'server'
    ? [
        ...readFileSync(new URL('../../../server/NOT-YET.md', import.meta.url), 'utf8').matchAll(
          /^- `\w+ [^`]+` (\w+)$/gm,
        ),
      ].map((m) => m[1])
    : [],
);

const kitOperationIds: ReadonlySet<string> = new Set(kitOperations.map((op) => op.operationId));

/**
 * True unless the target is the server and one of these operations is not the server's: a sample
 * app's (those stay in the simulation) or a kit operation server/NOT-YET.md lists.
 */
export function answers(...operationIds: string[]): boolean {
  if (API_TARGET === 'simulation') return true;
  return operationIds.every((id) => kitOperationIds.has(id) && !notYetAnswered.has(id));
}

/** A test's context (what Vitest passes to a test), for `skip()`. */
type Skippable = Pick<TestContext, 'skip'>;

/**
 * Skips on the server while it does not answer one of these operations (server/NOT-YET.md), so the
 * test runs there as soon as its line goes. At the top of a describe, `needs('listHistory')` skips
 * each of its tests; as a test's first line, `needs(context, 'listHistory')` skips that test.
 */
export function needs(...operationIds: string[]): void;
export function needs(context: Skippable, ...operationIds: string[]): void;
export function needs(first: string | Skippable, ...rest: string[]): void {
  if (typeof first === 'string') {
    if (!answers(first, ...rest)) beforeEach((context) => context.skip());
  } else if (!answers(...rest)) first.skip();
}

/**
 * A test of the simulation itself (it reads or changes the store, or calls its pure functions):
 * skipped on the server target. As `needs`: at the top of a describe, or with a test's context.
 */
export function simulationOnly(context?: Skippable): void {
  if (API_TARGET !== 'server') return;
  if (context) context.skip();
  else beforeEach((c) => c.skip());
}

/**
 * Who a request is sent as: the admin (manage all), the client (read AclDemo), the technician
 * (works on the orders assigned to them: docs/domain/work-orders.md), or no session.
 */
export type Caller = 'admin' | 'client' | 'technician' | 'anonymous';

/** Tokens in the login call's format (`demo.{userId}.{random}`) for the login users. */
export const TOKENS: Record<Caller, string | undefined> = {
  admin: 'demo.1.unittest',
  client: 'demo.2.unittest',
  technician: 'demo.3.unittest',
  anonymous: undefined,
};

export interface CallInit {
  method?: string;
  /** Sent as JSON. */
  body?: unknown;
  /**
   * Sent as it is (malformed JSON, a form body …), with a JSON content type unless `headers` say
   * otherwise.
   */
  raw?: string;
  headers?: Record<string, string>;
  /** Sent as multipart/form-data (an upload); its content type names the boundary. */
  form?: FormData;
  /** Default admin, so every write is allowed (without a session each one answers 401). */
  as?: Caller;
}

export interface Answer<T> {
  status: number;
  body: T;
}

/** Sends a request to the simulation and reads the JSON answer (undefined when empty). */
export async function call<T = unknown>(path: string, init: CallInit = {}): Promise<Answer<T>> {
  const { status, body } = await callWithHeaders<T>(path, init);
  return { status, body };
}

/** As `call`, with the answer's headers (an ETag …). */
export async function callWithHeaders<T = unknown>(
  path: string,
  init: CallInit = {},
): Promise<Answer<T> & { headers: Headers }> {
  const { status, headers, bytes } = await callBytes(path, init);
  return { status, body: readJson(new TextDecoder().decode(bytes)) as T, headers };
}

/** As `callWithHeaders`, the answer's body as bytes (a file's content). */
export async function callBytes(
  path: string,
  init: CallInit = {},
): Promise<{ status: number; headers: Headers; bytes: Uint8Array }> {
  if (API_TARGET === 'server') return serverCall(path, init);
  const token = TOKENS[init.as ?? 'admin'];
  const hasBody = init.body !== undefined || init.raw !== undefined;
  const response = await fetch(`http://localhost${path}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(hasBody && { 'Content-Type': 'application/json' }),
      ...(token && { Authorization: `Bearer ${token}` }),
      ...init.headers,
    },
    body:
      init.form ?? init.raw ?? (init.body === undefined ? undefined : JSON.stringify(init.body)),
  });
  const bytes = new Uint8Array(await response.arrayBuffer());
  return { status: response.status, headers: response.headers, bytes };
}

function readJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return text;
  }
}

/** The file's server (contract-server): started by startMockServer. */
let target: import('./server-target').ServerTarget | undefined;
/** A write reached the server since its last reset (a read-only test needs no reseed). */
let serverChanged = false;

async function serverCall(
  path: string,
  init: CallInit,
): Promise<{ status: number; headers: Headers; bytes: Uint8Array }> {
  if (!target) throw new Error('No server: call startMockServer() in the test file');
  const method = (init.method ?? 'GET').toUpperCase();
  if (method !== 'GET' && method !== 'HEAD') serverChanged = true;
  const as = init.as ?? 'admin';
  const token = as === 'anonymous' ? undefined : await target.tokenOf(as);
  const hasBody = init.body !== undefined || init.raw !== undefined;
  // A form as the bytes fetch would send, with the content type naming its boundary.
  const form = init.form && new Response(init.form);
  const answer = await target.app.inject({
    method: method as InjectOptions['method'],
    url: path,
    headers: {
      ...(hasBody && { 'content-type': 'application/json' }),
      ...(form && { 'content-type': form.headers.get('content-type')! }),
      ...(token && { authorization: `Bearer ${token}` }),
      ...Object.fromEntries(
        Object.entries(init.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v]),
      ),
    },
    ...(hasBody && {
      payload: init.raw ?? JSON.stringify(init.body),
    }),
    ...(form && { payload: Buffer.from(await form.arrayBuffer()) }),
  });
  const headers = new Headers();
  for (const [name, value] of Object.entries(answer.headers))
    if (value !== undefined)
      headers.set(name, Array.isArray(value) ? value.join(', ') : `${value}`);
  return { status: answer.statusCode, headers, bytes: new Uint8Array(answer.rawPayload) };
}

/**
 * What the target holds, to compare before and after a refused request: the simulation's store
 * as JSON, or a digest of every table of the server's database.
 */
export async function storedState(store: MockStore): Promise<string> {
  return API_TARGET === 'server' ? target!.digest() : JSON.stringify(store.db());
}

/**
 * Answers the file's requests with the simulation over its own store, fresh before each test.
 * `reset: false` keeps one database for the whole file (property tests that only read). On the
 * server target the server answers, its database put back to the store's samples with the store.
 */
export function startMockServer(
  options: { now?: string; reset?: boolean } = {},
): MockStore & { server: SetupServerApi } {
  const now = options.now ?? TEST_NOW;
  const store = createMockStore({ now });
  const server = setupServer(...createHandlers(store.db));
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  if (options.reset !== false) beforeEach(() => void store.reset());
  afterAll(() => server.close());
  if (API_TARGET === 'server') {
    beforeAll(async () => {
      const { startServerTarget } = await import('./server-target');
      target = await startServerTarget(store.db(), () => new Date(now));
    }, 300_000);
    if (options.reset !== false)
      beforeEach(async () => {
        if (!serverChanged) return;
        await target!.reset(store.db());
        serverChanged = false;
      });
    afterAll(async () => {
      await target?.close();
      target = undefined;
    });
  }
  return Object.assign(store, { server });
}

/**
 * A new device the API accepts: a distribution cabinet (its type lists frequencyHz) on a panel of
 * `db`.
 */
export function validDeviceBody(db: MockDb) {
  return {
    name: 'New lighting cabinet',
    typeId: db.deviceTypes.find((t) => t.code === 'DC')!.id,
    locationId: db.deviceLocations.find((l) => l.kind === 'panel')!.id,
    installDate: '2026-02-20',
    commissionDate: '2026-03-01',
  };
}
