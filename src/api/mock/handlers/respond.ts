/**
 * The one way a handler answers: a query's Outcome as HTTP. Field errors keep SPEC's shape
 * `{ errors: { field: [message] } }` in English and add `issues` (keys and parameters) for
 * clients to translate; other errors are `{ message, key }`.
 */
import { HttpResponse } from 'msw';

import {
  isRecord,
  type FieldErrors,
  type MessageErrorBody,
  type ValidationErrorBody,
  type ValidationIssue,
} from '@/api/contract/common';
import { englishT } from '@/i18n/english';
import { apiErrorMessage, validationMessage } from '@/i18n/validation';

import type { Failure, Outcome } from '../queries/outcome';

/** The English messages of issues, by field, as SPEC's `errors` shows them. */
export function englishErrors(issues: readonly ValidationIssue[]): FieldErrors {
  // A Map, not `{}`: a refused field is named by the client (an unknown property), and a name such
  // as `toString` or `__proto__` must be a field like any other, not the object's inherited member.
  const byField = new Map<string, string[]>();
  for (const issue of issues) {
    const messages = byField.get(issue.path) ?? [];
    messages.push(validationMessage(englishT(), issue));
    byField.set(issue.path, messages);
  }
  return Object.fromEntries(byField);
}

function failureBody(
  failure: Failure,
): ValidationErrorBody | (MessageErrorBody & { current?: unknown }) {
  if ('issues' in failure) return { errors: englishErrors(failure.issues), issues: failure.issues };
  const { key, params } = failure.error;
  return {
    message: apiErrorMessage(englishT(), failure.error),
    key,
    ...(params && { params }),
    ...(failure.current !== undefined && { current: failure.current }),
  };
}

/** A record's version as an entity tag: `"3"`. */
export const etagOf = (version: number): string => `"${version}"`;

/** The version of a 412's current record, sent as its ETag. */
function currentVersion(failure: Failure): number | undefined {
  const current = 'error' in failure ? failure.current : undefined;
  return isRecord(current) && typeof current.version === 'number' ? current.version : undefined;
}

/**
 * `version` reads the record version of an answer, sent as its ETag (GET of one record and the
 * answer of a PUT); a 412 sends its current record's.
 */
export function respond<T>(outcome: Outcome<T>, version?: (value: T) => number): Response {
  if (!outcome.ok) {
    const current = currentVersion(outcome);
    return HttpResponse.json(failureBody(outcome), {
      status: outcome.status,
      ...(current !== undefined && { headers: { ETag: etagOf(current) } }),
    });
  }
  if (outcome.value === null) return new HttpResponse(null, { status: outcome.status });
  const headers = version ? { ETag: etagOf(version(outcome.value)) } : undefined;
  return HttpResponse.json(outcome.value as object, {
    status: outcome.status,
    ...(headers && { headers }),
  });
}

/** The search params of a request. */
export function searchParams(request: Request): URLSearchParams {
  return new URL(request.url).searchParams;
}
