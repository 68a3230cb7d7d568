/**
 * The simulation's answers to the contract's example requests (contract/examples.ts), for the
 * OpenAPI document's examples: every call is sent its valid request over a fresh sample database
 * (seed, scale and "now" fixed), and the answer's body becomes the example of the response with
 * its status. Requests that the document says are refused (an unknown id, an empty body …) give
 * the examples of the error answers. Nothing here is written by hand, and every run gives the
 * same: the clock is pinned, each call starts from the same samples, and the one random value an
 * answer shows (a sign-in token) is drawn from a seeded generator.
 */
import { getResponse, type RequestHandler } from 'msw';

import { setClock } from '@/lib/clock';

import { LIMITS } from '../contract/common';
import {
  EXAMPLE_NOW,
  fillPath,
  formOf,
  queryString,
  REFUSED_EXAMPLES,
  REQUEST_EXAMPLES,
  type RefusedExample,
  type RequestExample,
} from '../contract/examples';
import type { Operation } from '../contract/operation';
import { createMockDb, type MockDb } from './db';
import { storageErrorResponse } from './durable/durable';
import { StorageWriteError } from './durable/storage';
import { createHandlers } from './handlers';
import { pinWriteTime } from './queries/records';

/** Where the simulation is reached from: any origin, the handlers match paths. */
export const SIMULATION_ORIGIN = 'http://localhost';

/** The admin's token in the sign-in call's format (`demo.{userId}.{random}`): manage all. */
export const ADMIN_TOKEN = 'demo.1.examples';

/** The client's token (reads only, SPEC §3). */
const CLIENT_TOKEN = 'demo.2.examples';

/** A fetch answered by `handlers` (no network): an unanswered path is a 404, as a server's. */
export function simulationFetch(handlers: RequestHandler[]) {
  return async (input: Request | string | URL, init?: RequestInit): Promise<Response> => {
    const request =
      input instanceof Request && init === undefined ? input : new Request(input, init);
    return (
      (await getResponse(handlers, request)) ??
      new Response(JSON.stringify({ message: 'Not found' }), {
        status: 404,
        headers: { 'Content-Type': 'application/json' },
      })
    );
  };
}

export interface ExampleSimulation {
  /** A fetch into the simulation; what it answers stays on the same data until `settle`. */
  fetch: ReturnType<typeof simulationFetch>;
  /**
   * Ends a step: the data is built afresh for the next when a call that changes data (`mutates`)
   * answered 2xx.
   */
  settle: (mutates: boolean) => void;
  /** Sends `requests` in order on the same data, settles, and answers the last one's response. */
  send: (requests: readonly SentRequest[], mutates: boolean) => Promise<Response>;
}

/**
 * The simulation over the examples' samples, as a fetch. Each request meets the samples as they
 * are built: after an answer that may have changed them (a 2xx of a call that changes data) the
 * next request gets a fresh database. A refused request changes nothing, so the samples are
 * kept across refusals (building them is not free: docs/performance.md#figures-the-code-relies-on).
 */
export function exampleSimulation(): ExampleSimulation {
  let db: MockDb | undefined;
  let answeredOk = false;
  const samples = () => {
    const fresh = createMockDb({ now: EXAMPLE_NOW });
    // Writes stamp the examples' "now", not the time the document was generated.
    pinWriteTime(fresh, Date.parse(EXAMPLE_NOW));
    return fresh;
  };
  const answer = simulationFetch(createHandlers(() => (db ??= samples())));
  const fetch: ExampleSimulation['fetch'] = async (input, init) => {
    const response = await answer(input, init);
    answeredOk ||= response.ok;
    return response;
  };
  const settle = (mutates: boolean) => {
    if (mutates && answeredOk) db = undefined;
    answeredOk = false;
  };
  return {
    fetch,
    settle,
    send: async (requests, mutates) => {
      let response: Response | undefined;
      for (const request of requests) response = await fetch(request.url, request);
      settle(mutates);
      return response!;
    },
  };
}

/** One request to send: method and URL built from an example, with a body as given. */
export interface SentRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  /** The text sent as the body (JSON or not), or an upload's multipart form. */
  body?: string | FormData;
}

/** The request of `example` to `op`, signed in as the admin (or as no one with `token: null`). */
export function requestOf(
  op: Operation,
  example: RequestExample,
  options: { token?: string | null; body?: string } = {},
): SentRequest {
  const token = options.token === undefined ? ADMIN_TOKEN : options.token;
  const body =
    options.body ??
    (example.body === undefined
      ? undefined
      : op.form
        ? formOf(example.body)
        : JSON.stringify(example.body));
  return {
    method: op.method.toUpperCase(),
    url: `${SIMULATION_ORIGIN}${fillPath(op.path, example.params)}${queryString(example.query)}`,
    headers: {
      // A form's content type names its boundary: fetch writes it.
      ...(typeof body === 'string' && { 'Content-Type': 'application/json' }),
      ...(token && { Authorization: `Bearer ${token}` }),
    },
    ...(body !== undefined && { body }),
  };
}

/** The example of `op`, or an error naming the call that has none. */
export function exampleOf(op: Operation): RequestExample {
  const example = REQUEST_EXAMPLES[op.operationId];
  if (!example) throw new Error(`contract/examples.ts has no request for ${op.operationId}`);
  return example;
}

/** An id no sample has, of the type the path parameter takes. */
export function unknownParams(example: RequestExample): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(example.params ?? {}).map(([name, value]) => [
      name,
      typeof value === 'number' ? 999_999 : '99ZZ99999',
    ]),
  );
}

/** A JSON value of another type than `value`'s: a string for a number, a number for a string … */
export function wrongType(value: unknown): unknown {
  if (typeof value === 'string') return 12345;
  if (typeof value === 'number') return 'not a number';
  if (typeof value === 'boolean') return 'yes';
  if (Array.isArray(value)) return 'not a list';
  return value === null ? [] : 'not an object';
}

/** `body` with its first field of another type (a refused field, for the example of a 400). */
export function wrongTypes(body: unknown): unknown {
  const [field, value] = Object.entries((body ?? {}) as Record<string, unknown>)[0] ?? ['name', ''];
  return { ...(body as object), [field]: wrongType(value) };
}

/** Longest list kept in an example: the shape shows as well with two rows. */
const EXAMPLE_ITEMS = 2;

/** `value` with every array cut to its first EXAMPLE_ITEMS items. */
export function trimLists(value: unknown): unknown {
  if (Array.isArray(value)) return value.slice(0, EXAMPLE_ITEMS).map(trimLists);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, trimLists(child)]));
}

/**
 * A generator of the same numbers every run (mulberry32), in Math.random's place while examples are
 * made.
 */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The requests whose answers give `op`'s examples: the valid one first, then the ones refused. */
function exampleRequests(
  op: Operation,
  example: RequestExample,
  byId: ReadonlyMap<string, Operation>,
): SentRequest[][] {
  const requests = [requestOf(op, example)];
  if (op.params) requests.push(requestOf(op, { ...example, params: unknownParams(example) }));
  if (op.body) {
    requests.push(requestOf(op, example, { body: JSON.stringify(wrongTypes(example.body)) }));
    requests.push(requestOf(op, example, { body: '{}' }));
    requests.push(requestOf(op, example, { body: '{"name":' }));
    requests.push(
      requestOf(op, example, { body: JSON.stringify({ text: 'x'.repeat(LIMITS.bodyBytes) }) }),
    );
  }
  // Without a session (401), and as the client, who may only read (403): every change of data
  // (opening a chat marks it seen, a GET that changes) and whatever declares a 401.
  const guarded =
    op.operationId !== 'login' &&
    (op.method !== 'get' || op.mutates === true || op.errors?.[401] !== undefined);
  if (guarded)
    requests.push(
      requestOf(op, example, { token: null }),
      requestOf(op, example, { token: CLIENT_TOKEN }),
    );
  if (op.conditional)
    requests.push({
      ...requestOf(op, example),
      headers: { ...requestOf(op, example).headers, 'If-Match': '"999"' },
    });
  return [
    ...requests.map((request) => [request]),
    ...(REFUSED_EXAMPLES[op.operationId] ?? []).map((refused) =>
      refusedRequests(op, refused, byId),
    ),
  ];
}

/** A refused example's request, after the valid request of the call it names in `after`. */
export function refusedRequests(
  op: Operation,
  refused: RefusedExample,
  byId: ReadonlyMap<string, Operation>,
): SentRequest[] {
  const before = [refused.after ?? []].flat().map((id) => {
    const call = byId.get(id);
    if (!call)
      throw new Error(`${op.operationId}'s refused example is sent after ${id}, which is no call`);
    // The call itself, sent before: with the refused example's own parameters.
    return call === op ? requestOf(op, refused) : requestOf(call, exampleOf(call));
  });
  return [...before, requestOf(op, refused)];
}

/** Example answers of one call, by status; `undefined` for an answer without a body. */
export type AnswersByStatus = Record<string, unknown>;

/** Reads a JSON answer (undefined for an empty one). */
async function bodyOf(response: Response): Promise<unknown> {
  // A file's bytes (an attachment's content) are no JSON example.
  if (!(response.headers.get('content-type') ?? 'application/json').includes('json'))
    return undefined;
  const text = await response.text();
  return text ? JSON.parse(text) : undefined;
}

/**
 * The simulation's answers to the examples of `ops`, by operationId and status (the first answer of
 * each status). Each request is sent to a fresh sample database, so no call sees another's change.
 */
export async function exampleAnswers(
  ops: readonly Operation[],
): Promise<Record<string, AnswersByStatus>> {
  const random = Math.random;
  Math.random = seeded(2024);
  setClock(EXAMPLE_NOW);
  try {
    const simulation = exampleSimulation();
    const byId = new Map(ops.map((op) => [op.operationId, op]));
    const answers: Record<string, AnswersByStatus> = {};
    for (const op of ops) {
      const byStatus: AnswersByStatus = {};
      for (const requests of exampleRequests(op, exampleOf(op), byId)) {
        const response = await simulation.send(requests, op.mutates === true);
        const status = String(response.status);
        const body = await bodyOf(response);
        if (!(status in byStatus)) byStatus[status] = trimLists(body);
      }
      // A change that cannot be stored is refused by the browser's storage layer, not a handler.
      if (op.errors?.[507])
        byStatus['507'] = await bodyOf(storageErrorResponse(new StorageWriteError('full')));
      answers[op.operationId] = byStatus;
    }
    return answers;
  } finally {
    Math.random = random;
    setClock(null);
  }
}
