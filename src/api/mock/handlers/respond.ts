/**
 * The one way a handler answers: a query's Outcome as HTTP. Field errors keep SPEC's shape
 * `{ errors: { field: [message] } }` in English and add `issues` (keys and parameters) for
 * clients to translate; other errors are `{ message, key }`.
 */
import { HttpResponse } from 'msw';

import { currentVersion, etagOf, failureBody } from '@/api/shared/answer';
import type { Outcome } from '@/api/shared/outcome';

export { englishErrors, etagOf } from '@/api/shared/answer';

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
