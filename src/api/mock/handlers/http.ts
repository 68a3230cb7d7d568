/**
 * Shared pieces of every handler: the path prefix, the database reference and the reading of a
 * request body. Paths start with `*` so the same handlers answer in the browser (same origin)
 * and in msw/node tests (any origin, e.g. http://localhost).
 */
import { isRecord, LIMITS } from '@/api/contract/common';
import { ifMatchPrecondition, type Precondition } from '@/api/shared/answer';
import { failure, type Failure, type Outcome } from '@/api/shared/outcome';

import type { KitDb, MockDb } from '../db';
import { respond } from './respond';

/** Full handler path for an API path such as `/api/devices/:number`. */
export function api(path: string): string {
  return `*${path}`;
}

/** How handlers reach the current database (swapped per story, per test, on reset). */
export type DbRef = () => MockDb;
/** The same for the package's handlers, which read only the package's tables. */
export type KitDbRef = () => KitDb;

/** What a resolver receives that handlers use. */
export interface HandlerArgs {
  request: Request;
  params: Record<string, string | readonly string[] | undefined>;
}

const tooLarge = () => failure('bodyTooLarge', 413, { max: LIMITS.bodyBytes / 1024 });

/**
 * The JSON object a write sends. Anything else (malformed JSON, null, a list, a form or XML
 * body) is a 400, and a body over the limit a 413, before any field is read.
 */
export async function readJsonObject(
  request: Request,
): Promise<{ ok: true; body: Record<string, unknown> } | Failure> {
  if (Number(request.headers.get('content-length')) > LIMITS.bodyBytes) return tooLarge();
  const text = await request.text();
  if (new TextEncoder().encode(text).byteLength > LIMITS.bodyBytes) return tooLarge();
  try {
    const body: unknown = JSON.parse(text);
    if (isRecord(body)) return { ok: true, body };
  } catch {
    // Malformed JSON reads as "not an object" below.
  }
  return failure('bodyNotObject', 400);
}

/**
 * A write's resolver: the body is read and checked as an object first, then `answer` runs.
 * `version` reads the answer's record version, sent as its ETag.
 */
export function withBody<A extends HandlerArgs, T = unknown>(
  answer: (body: Record<string, unknown>, args: A) => Outcome<T>,
  version?: (value: T) => number,
) {
  return async (args: A): Promise<Response> => {
    const read = await readJsonObject(args.request);
    return read.ok ? respond(answer(read.body, args), version) : respond(read);
  };
}

/**
 * The request's If-Match as a check of a record's version (the shared rule:
 * src/api/shared/answer.ts).
 */
export function preconditionOf(request: Request): Precondition {
  return ifMatchPrecondition(request.headers.get('if-match'));
}
