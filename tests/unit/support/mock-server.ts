/**
 * The simulation over msw/node for a unit test file: one server, a store reset before each test,
 * and `call()` to send a request as a given user. Every API test file uses this one setup.
 */
import { setupServer, type SetupServerApi } from 'msw/node';
import { afterAll, beforeAll, beforeEach } from 'vitest';

import type { MockDb } from '@/api/mock/db';
import { createHandlers } from '@/api/mock/handlers';
import { createMockStore, type MockStore } from '@/api/mock/store';

/** "Now" of every test database: relative dates never drift. */
export const TEST_NOW = '2026-06-15T09:00:00Z';

/** Who a request is sent as: the admin (manage all), the client (read AclDemo), or no session. */
export type Caller = 'admin' | 'client' | 'anonymous';

/** Tokens in the login call's format (`demo.{userId}.{random}`) for the two login users. */
export const TOKENS: Record<Caller, string | undefined> = {
  admin: 'demo.1.unittest',
  client: 'demo.2.unittest',
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
  const token = TOKENS[init.as ?? 'admin'];
  const hasBody = init.body !== undefined || init.raw !== undefined;
  const response = await fetch(`http://localhost${path}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(hasBody && { 'Content-Type': 'application/json' }),
      ...(token && { Authorization: `Bearer ${token}` }),
      ...init.headers,
    },
    body: init.raw ?? (init.body === undefined ? undefined : JSON.stringify(init.body)),
  });
  const text = await response.text();
  let body: unknown = undefined;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = text;
  }
  return { status: response.status, body: body as T, headers: response.headers };
}

/**
 * Answers the file's requests with the simulation over its own store, fresh before each test.
 * `reset: false` keeps one database for the whole file (property tests that only read).
 */
export function startMockServer(
  options: { now?: string; reset?: boolean } = {},
): MockStore & { server: SetupServerApi } {
  const store = createMockStore({ now: options.now ?? TEST_NOW });
  const server = setupServer(...createHandlers(store.db));
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  if (options.reset !== false) beforeEach(() => void store.reset());
  afterAll(() => server.close());
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
