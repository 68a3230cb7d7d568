/**
 * What a pure query function answers when it can fail: a value with its status, or the
 * documented error (`{ message }` or `{ errors }`). Handlers turn it into a response; tests
 * assert on it without HTTP.
 */
import type { FieldErrors } from '../handlers/http';

export type Outcome<T> =
  | { ok: true; status: number; value: T }
  | { ok: false; status: number; message?: string; errors?: FieldErrors };

export function ok<T>(value: T, status = 200): Outcome<T> {
  return { ok: true, status, value };
}

/** 204: done, nothing to answer. */
export function noContent(): Outcome<null> {
  return { ok: true, status: 204, value: null };
}

/** `{ message }` with a status (404 "User not found", 400 "Something Went Wrong", …). */
export function failure(message: string, status: number): Outcome<never> {
  return { ok: false, status, message };
}

/** 400 `{ errors: { field: [message] } }`. */
export function invalid(errors: FieldErrors): Outcome<never> {
  return { ok: false, status: 400, errors };
}
