/**
 * How an Outcome reads as an HTTP answer, whatever answers it (the simulation's handlers, the
 * server's routes): SPEC's field errors `{ errors: { field: [message] } }` in English with their
 * `issues` (keys and parameters) for clients to translate, other errors `{ message, key }`, and a
 * record's version as its ETag. One rule, so both targets answer the same bytes.
 */
import { englishT } from '@/i18n/english';
import { apiErrorMessage, validationMessage } from '@/i18n/validation';

import {
  isRecord,
  type FieldErrors,
  type MessageErrorBody,
  type ValidationErrorBody,
  type ValidationIssue,
} from '../contract/common';
import type { Failure } from './outcome';

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

/** The JSON body of a failure. */
export function failureBody(
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
export function currentVersion(failure: Failure): number | undefined {
  const current = 'error' in failure ? failure.current : undefined;
  return isRecord(current) && typeof current.version === 'number' ? current.version : undefined;
}

/**
 * What a conditional write asks: undefined when the request sent no If-Match (the write
 * proceeds, as a lenient API allows), else whether the record's version is one it names.
 */
export type Precondition = ((version: number) => boolean) | undefined;

/**
 * An If-Match header as a check of a record's version. No header: undefined (the write
 * proceeds). `*` matches any version. Otherwise a comma list of entity tags, `"3"` (a bare 3 is
 * read the same); a weak tag (`W/"3"`) or anything unreadable matches nothing, as If-Match's
 * strong comparison says.
 */
export function ifMatchPrecondition(header: string | null | undefined): Precondition {
  if (header === null || header === undefined) return undefined;
  if (header.trim() === '*') return () => true;
  const versions = new Set<number>();
  for (const tag of header.split(',')) {
    const match = /^\s*(?:"(\d{1,15})"|(\d{1,15}))\s*$/.exec(tag);
    if (match) versions.add(Number(match[1] ?? match[2]));
  }
  return (version) => versions.has(version);
}
