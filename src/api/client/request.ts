/**
 * The one place that calls `fetch`. Screens use the hooks built on it; a real backend replaces
 * the simulation by giving the ApiProvider another base URL.
 */
import type { ApiErrorKey, MessageParams } from '@/i18n/validation';
import { isRecord } from '@/lib/is-record';

import type { FieldErrors, ValidationIssue } from '../contract/common';

/**
 * Field errors as the API answers them: `{ errors: { field: [message] } }` (the contract's
 * FieldErrors).
 */
export type ApiFieldErrors = FieldErrors;

/** A non-2xx answer: status, the API's message, and field errors when it sent them. */
export class ApiError extends Error {
  readonly status: number;
  readonly fieldErrors: ApiFieldErrors;
  /** The message's catalogue key (`apiErrors` group), when the API sent one. */
  readonly key: string | undefined;
  /** The refused fields as keys and parameters, when the API sent them. */
  readonly issues: readonly ValidationIssue[];
  /** A 412's record as it is now (someone else changed it since the version sent in If-Match). */
  readonly current: unknown;

  constructor(
    status: number,
    message: string,
    fieldErrors: ApiFieldErrors = {},
    details: { key?: string; issues?: readonly ValidationIssue[]; current?: unknown } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.fieldErrors = fieldErrors;
    this.key = details.key;
    this.issues = details.issues ?? [];
    this.current = details.current;
  }
}

/**
 * A save refused because the record changed since it was read (412): `current` is the record
 * as it is now, to show what changed and to save again over it with its version.
 */
export function isChangedElsewhere<T = unknown>(
  error: unknown,
): error is ApiError & { current: T } {
  return error instanceof ApiError && error.status === 412 && isRecord(error.current);
}

/**
 * `If-Match` for a change based on this version of a record (none: the change is unconditional).
 */
export function ifMatch(version: number | undefined): Record<string, string> | undefined {
  return version === undefined ? undefined : { 'If-Match': `"${version}"` };
}

/**
 * Puts an API's message keys into the user's language: a field issue (`validation` group) or a
 * request's error (`apiErrors` group). Undefined for a key it does not know: the API's own
 * (English) text is shown then.
 */
export interface ErrorTranslator {
  field: (issue: ValidationIssue) => string | undefined;
  request: (key: ApiErrorKey, params?: MessageParams) => string | undefined;
}

export type QueryValue =
  string | number | boolean | null | undefined | readonly (string | number)[];

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Search params; empty, null and undefined values are left out. */
  query?: Record<string, QueryValue>;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as multipart/form-data (an upload); fetch writes its content type with the boundary. */
  form?: FormData;
  /** The answer is a file: its bytes as a Blob, not JSON (docs/domain/attachments.md). */
  file?: boolean;
  /** More headers, e.g. `If-Match` (see `ifMatch`). */
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** What a requester tells after a change it made succeeded (for other tabs to refresh). */
export interface ChangeInfo {
  method: string;
  path: string;
}

export type Requester = <T>(path: string, options?: RequestOptions) => Promise<T>;

/** Builds `path?query` with empty values left out, arrays repeated (`status=a&status=b`). */
export function buildUrl(
  baseUrl: string,
  path: string,
  query: Record<string, QueryValue> = {},
): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) value.forEach((v) => params.append(key, String(v)));
    else params.set(key, String(value));
  }
  const search = params.toString();
  return `${baseUrl.replace(/\/$/, '')}${path}${search ? `?${search}` : ''}`;
}

const isIssue = (value: unknown): value is ValidationIssue =>
  isRecord(value) && typeof value.path === 'string' && typeof value.key === 'string';

/**
 * The field errors of a 400, in the user's language where every message of a field has a known key.
 */
function fieldErrorsOf(
  errors: ApiFieldErrors,
  issues: readonly ValidationIssue[],
  translate?: ErrorTranslator,
): ApiFieldErrors {
  if (!translate || issues.length === 0) return errors;
  const translated: ApiFieldErrors = { ...errors };
  const byField = new Map<string, ValidationIssue[]>();
  for (const issue of issues) byField.set(issue.path, [...(byField.get(issue.path) ?? []), issue]);
  for (const [field, fieldIssues] of byField) {
    const messages = fieldIssues.map((issue) => translate.field(issue));
    if (messages.every((m): m is string => m !== undefined)) translated[field] = messages;
  }
  return translated;
}

/**
 * An error answer as an ApiError: the message, the field errors and the keys, translated when
 * possible.
 */
export function apiErrorOf(body: unknown, status: number, translate?: ErrorTranslator): ApiError {
  if (typeof body === 'string' && body) return new ApiError(status, body);
  if (!isRecord(body)) return new ApiError(status, `Request failed (${status})`);
  const issues = Array.isArray(body.issues) ? body.issues.filter(isIssue) : [];
  const errors = fieldErrorsOf(
    isRecord(body.errors) ? (body.errors as ApiFieldErrors) : {},
    issues,
    translate,
  );
  const key = typeof body.key === 'string' ? body.key : undefined;
  const params = isRecord(body.params) ? (body.params as MessageParams) : undefined;
  const translated = key && translate ? translate.request(key as ApiErrorKey, params) : undefined;
  const first = Object.values(errors).flat()[0];
  const message =
    translated ??
    (typeof body.message === 'string'
      ? body.message
      : typeof first === 'string'
        ? first
        : `Request failed (${status})`);
  return new ApiError(status, message, errors, { key, issues, current: body.current });
}

/** A body as JSON; an empty one (204) is no value. */
function readJson(text: string): { json: true; value: unknown } | { json: false } {
  if (!text) return { json: true, value: undefined };
  try {
    return { json: true, value: JSON.parse(text) };
  } catch {
    return { json: false };
  }
}

/**
 * English, as the API's own messages are, where no translator is given (the catalogue's
 * `apiErrors.unreadableAnswer`).
 */
export const UNREADABLE_ANSWER =
  'The answer from the API could not be read. Reload the page and try again.';

/**
 * A 2xx answer that is not JSON: the request reached something other than the API (the app's
 * server giving its page for an unknown path, a login proxy), so what came back is no data.
 */
function unreadableAnswer(status: number, translate?: ErrorTranslator): ApiError {
  return new ApiError(
    status,
    translate?.request('unreadableAnswer') ?? UNREADABLE_ANSWER,
    {},
    { key: 'unreadableAnswer' },
  );
}

/**
 * A requester bound to a base URL ('' for the same origin, where the simulation answers).
 * `getAccessToken` adds `Authorization: Bearer …` when a session holds a token; `translate`
 * puts the API's error keys into the user's language; `onChanged` hears of every change
 * (a method other than GET) that succeeded.
 */
export function createRequester(
  baseUrl = '',
  fetchImpl: typeof fetch = (...args) => fetch(...args),
  getAccessToken?: () => string | null | undefined,
  translate?: ErrorTranslator,
  onChanged?: (change: ChangeInfo) => void,
): Requester {
  return async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
    const { method = 'GET', query, body, form, signal } = options;
    const headers: Record<string, string> = { ...options.headers };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const token = getAccessToken?.();
    if (token) headers.Authorization = `Bearer ${token}`;
    const response = await fetchImpl(buildUrl(baseUrl, path, query), {
      method,
      signal,
      headers,
      body: form ?? (body === undefined ? undefined : JSON.stringify(body)),
    });
    if (options.file && response.ok) return (await response.blob()) as T;
    const answer = readJson(await response.text());
    // An answer that is not JSON is not the API's (a page of the server's, a proxy's): never its
    // message, never data.
    if (!response.ok)
      throw apiErrorOf(answer.json ? answer.value : undefined, response.status, translate);
    if (!answer.json) throw unreadableAnswer(response.status, translate);
    if (method !== 'GET') onChanged?.({ method, path });
    return answer.value as T;
  };
}
