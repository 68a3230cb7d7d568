/**
 * The one place that calls `fetch`. Screens use the hooks built on it; a real backend replaces
 * the simulation by giving the ApiProvider another base URL.
 */

/** Field errors as the API answers them: `{ errors: { field: [message] } }`. */
export type ApiFieldErrors = Record<string, string[]>;

/** A non-2xx answer: status, the API's message, and field errors when it sent them. */
export class ApiError extends Error {
  readonly status: number;
  readonly fieldErrors: ApiFieldErrors;

  constructor(status: number, message: string, fieldErrors: ApiFieldErrors = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.fieldErrors = fieldErrors;
  }
}

export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Search params; empty, null and undefined values are left out. */
  query?: Record<string, QueryValue>;
  /** Sent as JSON. */
  body?: unknown;
  signal?: AbortSignal;
}

export type Requester = <T>(path: string, options?: RequestOptions) => Promise<T>;

/** Builds `path?query` with empty values left out, arrays repeated (`status=a&status=b`). */
export function buildUrl(baseUrl: string, path: string, query: Record<string, QueryValue> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) value.forEach((v) => params.append(key, String(v)));
    else params.set(key, String(value));
  }
  const search = params.toString();
  return `${baseUrl.replace(/\/$/, '')}${path}${search ? `?${search}` : ''}`;
}

function messageOf(body: unknown, status: number): { message: string; errors: ApiFieldErrors } {
  if (body && typeof body === 'object') {
    const b = body as { message?: unknown; errors?: unknown };
    const errors = b.errors && typeof b.errors === 'object' ? (b.errors as ApiFieldErrors) : {};
    const first = Object.values(errors).flat()[0];
    if (typeof b.message === 'string') return { message: b.message, errors };
    if (typeof first === 'string') return { message: first, errors };
  }
  if (typeof body === 'string' && body) return { message: body, errors: {} };
  return { message: `Request failed (${status})`, errors: {} };
}

/**
 * A requester bound to a base URL ('' for the same origin, where the simulation answers).
 * `getAccessToken` adds `Authorization: Bearer …` when a session holds a token.
 */
export function createRequester(
  baseUrl = '',
  fetchImpl: typeof fetch = (...args) => fetch(...args),
  getAccessToken?: () => string | null | undefined,
): Requester {
  return async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
    const { method = 'GET', query, body, signal } = options;
    const headers: Record<string, string> = {};
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const token = getAccessToken?.();
    if (token) headers.Authorization = `Bearer ${token}`;
    const response = await fetchImpl(buildUrl(baseUrl, path, query), {
      method,
      signal,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    let parsed: unknown = undefined;
    if (text) {
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = text;
      }
    }
    if (!response.ok) {
      const { message, errors } = messageOf(parsed, response.status);
      throw new ApiError(response.status, message, errors);
    }
    return parsed as T;
  };
}
