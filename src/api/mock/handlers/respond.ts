/**
 * The one way a handler answers: a query's Outcome as HTTP. Field errors keep SPEC's shape
 * `{ errors: { field: [message] } }` in English and add `issues` (keys and parameters) for
 * clients to translate; other errors are `{ message, key }`.
 */
import { HttpResponse } from 'msw';
import type { FieldErrors, MessageErrorBody, ValidationErrorBody, ValidationIssue } from '../../contract/common';
import { apiErrorMessage, validationMessage } from '../../../i18n/validation';
import { englishT } from '../../../i18n/english';
import type { Failure, Outcome } from '../queries/outcome';

/** The English messages of issues, by field, as SPEC's `errors` shows them. */
export function englishErrors(issues: readonly ValidationIssue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) (errors[issue.path] ??= []).push(validationMessage(englishT(), issue));
  return errors;
}

function failureBody(failure: Failure): ValidationErrorBody | MessageErrorBody {
  if ('issues' in failure) return { errors: englishErrors(failure.issues), issues: failure.issues };
  const { key, params } = failure.error;
  return { message: apiErrorMessage(englishT(), failure.error), key, ...(params && { params }) };
}

export function respond<T>(outcome: Outcome<T>): Response {
  if (!outcome.ok) return HttpResponse.json(failureBody(outcome), { status: outcome.status });
  if (outcome.value === null) return new HttpResponse(null, { status: outcome.status });
  return HttpResponse.json(outcome.value as object, { status: outcome.status });
}

/** The search params of a request. */
export function searchParams(request: Request): URLSearchParams {
  return new URL(request.url).searchParams;
}
