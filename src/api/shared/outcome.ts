/**
 * What a pure query function answers: a value with its status, the refused fields (400), or a
 * whole-request error (401, 403, 404, 409, 412, 413, 507, and SPEC §8's 400s). Messages are
 * catalogue keys; `respond()` (handlers/respond.ts) renders them. Tests read outcomes without HTTP.
 */
import type {
  ApiErrorKey,
  ErrorStatus,
  KeyedMessage,
  MessageParams,
  ValidationIssue,
  ValidationKey,
} from '../contract/common';

export type Outcome<T> =
  | { ok: true; status: 200 | 201 | 204; value: T }
  | { ok: false; status: 400; issues: ValidationIssue[] }
  | { ok: false; status: ErrorStatus; error: KeyedMessage<ApiErrorKey>; current?: unknown };

export type Failure = Extract<Outcome<never>, { ok: false }>;

export const ok = <T>(value: T): Outcome<T> => ({ ok: true, status: 200, value });
export const created = <T>(value: T): Outcome<T> => ({ ok: true, status: 201, value });
export const noContent = (): Outcome<null> => ({ ok: true, status: 204, value: null });

/** 400 with the refused fields. */
export const invalid = (issues: ValidationIssue[]): Failure => ({ ok: false, status: 400, issues });

/** 400 for one field. */
export const fieldInvalid = (path: string, key: ValidationKey, params?: MessageParams): Failure =>
  invalid([{ path, key, ...(params && { params }) }]);

/** A whole-request error: `{ message }` with its key. */
export const failure = (
  key: ApiErrorKey,
  status: ErrorStatus,
  params?: MessageParams,
): Failure => ({ ok: false, status, error: { key, ...(params && { params }) } });
export const notFound = (key: ApiErrorKey): Failure => failure(key, 404);
export const conflict = (key: ApiErrorKey): Failure => failure(key, 409);

/**
 * 412: the record changed since the version the request's If-Match names; `current` is the
 * record as its GET answers now, so the client can show what changed.
 */
export const preconditionFailed = (key: ApiErrorKey, current: unknown): Failure => ({
  ok: false,
  status: 412,
  error: { key },
  current,
});
