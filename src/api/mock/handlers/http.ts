/**
 * Shared pieces of every handler: the path prefix and the documented error bodies.
 * Paths start with `*` so the same handlers answer in the browser (same origin) and in
 * msw/node tests (any origin, e.g. http://localhost).
 */
import { HttpResponse } from 'msw';
import type { MockDb } from '../db';

/** Full handler path for an API path such as `/api/devices/:number`. */
export function api(path: string): string {
  return `*${path}`;
}

/** How handlers reach the current database (swapped per story, per test, on reset). */
export type DbRef = () => MockDb;

/** `{ errors: { field: [message] } }` with 400, the shape every form maps onto its fields. */
export type FieldErrors = Record<string, string[]>;

export function fieldErrors(errors: FieldErrors, status = 400) {
  return HttpResponse.json({ errors }, { status });
}

/** `{ message }` with the given status (404 "User not found", 409 "Device type is in use", …). */
export function errorMessage(message: string, status: number) {
  return HttpResponse.json({ message }, { status });
}

/** Reads a JSON body; a missing or malformed body becomes `undefined` rather than a 500. */
export async function readJson(request: Request): Promise<unknown> {
  try {
    return await request.json();
  } catch {
    return undefined;
  }
}

/** True for a plain JSON object (not null, not an array). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
