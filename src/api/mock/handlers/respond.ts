/** Turns a pure query's Outcome into the HTTP answer, so handlers stay one line per call. */
import { HttpResponse } from 'msw';
import type { Outcome } from '../queries/outcome';
import { errorMessage, fieldErrors } from './http';

export function respond<T>(outcome: Outcome<T>): Response {
  if (!outcome.ok) return outcome.errors ? fieldErrors(outcome.errors, outcome.status) : errorMessage(outcome.message ?? '', outcome.status);
  if (outcome.value === null) return new HttpResponse(null, { status: outcome.status });
  return HttpResponse.json(outcome.value as object, { status: outcome.status });
}

/** The search params of a request. */
export function searchParams(request: Request): URLSearchParams {
  return new URL(request.url).searchParams;
}
