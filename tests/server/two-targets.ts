/**
 * The same request to both targets: the simulation's handlers over the samples the server was
 * seeded from (answered by msw's getResponse, no network), and the server (fastify.inject). Each
 * answer is read as status and JSON, so a test compares them whole.
 */
import { getResponse } from 'msw';

import { createKitHandlers } from '@/api/mock/handlers/kit';

import type { TestServer } from './support';

/** The simulation's token format for its admin (`demo.{userId}.…`): its sessions are ids. */
const SIMULATION_TOKENS = {
  admin: 'Bearer demo.1.servertest',
  client: 'Bearer demo.2.servertest',
} as const;

export interface Answer {
  status: number;
  body: unknown;
  etag?: string | null;
}

export interface Request2 {
  method?: string;
  url: string;
  body?: unknown;
  headers?: Record<string, string>;
  as?: 'admin' | 'client';
}

function read(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return text;
  }
}

export async function simulationAnswer(
  server: TestServer,
  { method = 'GET', url, body, headers = {}, as }: Request2,
): Promise<Answer> {
  const handlers = createKitHandlers(() => server.samples);
  const request = new Request(`http://localhost${url}`, {
    method,
    headers: {
      ...(body !== undefined && { 'content-type': 'application/json' }),
      ...(as && { authorization: SIMULATION_TOKENS[as] }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const response = await getResponse(handlers, request);
  if (!response) throw new Error(`The simulation does not answer ${method} ${url}`);
  return {
    status: response.status,
    body: read(await response.text()),
    etag: response.headers.get('etag'),
  };
}

export async function serverAnswer(
  server: TestServer,
  { method = 'GET', url, body, headers = {}, as }: Request2,
): Promise<Answer> {
  const answer = await server.call({
    method: method as never,
    url,
    headers: { ...(body !== undefined && { 'content-type': 'application/json' }), ...headers },
    ...(body !== undefined && { payload: JSON.stringify(body) }),
    as,
  });
  return {
    status: answer.status,
    body: answer.body,
    etag: (answer.headers.etag as string | undefined) ?? null,
  };
}

/** Both answers to one request, the simulation's first. */
export async function bothAnswers(
  server: TestServer,
  request: Request2,
): Promise<[Answer, Answer]> {
  return [await simulationAnswer(server, request), await serverAnswer(server, request)];
}
