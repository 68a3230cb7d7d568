/**
 * How validation speaks: every rule of the API contract (src/api/contract) names a message key
 * of the `common` catalogue, never a sentence, so a form and the API's 400 answer say the same
 * thing in the reader's language. Zod issues become `{ key, params }` here, in one place, and a
 * key becomes a sentence through `validationMessage`.
 */
import type { TFunction } from 'i18next';

import type { ApiErrorKey, ValidationKey } from './message-keys';

export type { ApiErrorKey, ValidationKey };

export type MessageParams = Record<string, string | number>;

/** A message as data: the catalogue key and what it interpolates. */
export interface KeyedMessage<K extends string = ValidationKey> {
  key: K;
  params?: MessageParams;
}

/** What an issue looks like to the key mapping: a zod issue, raw (in an error map) or final. */
interface IssueLike {
  code: string;
  input?: unknown;
  params?: Record<string, unknown>;
  maximum?: number | bigint;
  minimum?: number | bigint;
  origin?: string;
  expected?: string;
  format?: string;
  /** The issues of each branch of a union that matched none. */
  errors?: IssueLike[][];
}

/**
 * The zod `error` option of a rule whose message is a catalogue key. It tags the issue with the
 * key and answers nothing, so the message is still rendered by whoever parses (a form in the
 * user's language, the simulation in English) rather than fixed when the schema is built.
 */
export function messageKey(
  key: ValidationKey,
  params?: MessageParams,
): { error: (issue: object) => undefined } {
  return {
    error: (issue) => {
      const tagged = issue as { params?: Record<string, unknown> };
      tagged.params = { ...tagged.params, ...params, key };
      return undefined;
    },
  };
}

const numberOf = (value: number | bigint | undefined) =>
  value === undefined ? undefined : Number(value);

/** The catalogue key and parameters of a zod issue. */
export function describeIssue(issue: IssueLike): KeyedMessage {
  const { key: tagged, ...tagParams } = (issue.params ?? {}) as { key?: unknown } & MessageParams;
  const max = numberOf(issue.maximum);
  const min = numberOf(issue.minimum);
  const limits: MessageParams = {
    ...(max !== undefined && { max }),
    ...(min !== undefined && { min }),
  };
  if (typeof tagged === 'string')
    return { key: tagged as ValidationKey, params: { ...limits, ...tagParams } };
  const missing = issue.input === undefined || issue.input === '';
  switch (issue.code) {
    case 'too_big':
      return {
        key:
          issue.origin === 'string'
            ? 'tooLong'
            : issue.origin === 'array' || issue.origin === 'set'
              ? 'tooMany'
              : 'tooBig',
        params: limits,
      };
    case 'too_small':
      if (issue.origin === 'string')
        return min === 1 ? { key: 'required' } : { key: 'tooShort', params: limits };
      if (issue.origin === 'array') return { key: 'required' };
      return { key: 'tooSmall', params: limits };
    case 'invalid_type':
      if (issue.input === undefined) return { key: 'required' };
      return { key: typeKeys[issue.expected ?? ''] ?? 'invalid' };
    case 'invalid_value':
      return { key: missing ? 'required' : 'unknownValue' };
    case 'invalid_format':
      return { key: missing ? 'required' : (formatKeys[issue.format ?? ''] ?? 'invalid') };
    case 'not_multiple_of':
      return { key: 'wholeNumber' };
    case 'unrecognized_keys':
      return { key: 'unknownField' };
    case 'invalid_union': {
      // The branch that came closest (fewest issues) says best what was meant.
      const closest = issue.errors?.reduce((best, branch) =>
        branch.length < best.length ? branch : best,
      );
      if (issue.input === undefined) return { key: 'required' };
      return closest?.[0]
        ? describeIssue({ input: issue.input, ...closest[0] })
        : { key: 'invalid' };
    }
    default:
      return { key: 'invalid' };
  }
}

const typeKeys: Partial<Record<string, ValidationKey>> = {
  number: 'notANumber',
  int: 'wholeNumber',
  string: 'mustBeText',
  boolean: 'mustBeBoolean',
  object: 'mustBeObject',
  record: 'mustBeObject',
  array: 'mustBeList',
};

const formatKeys: Partial<Record<string, ValidationKey>> = {
  date: 'dateFormat',
  datetime: 'dateTimeFormat',
  email: 'emailFormat',
};

/** A field message in the language of `t` (bound to the `common` namespace). */
export function validationMessage(t: TFunction<'ee-common'>, message: KeyedMessage): string {
  return t(`validation.${message.key}`, message.params ?? {}) as string;
}

/** A whole-request error message (404, 409, 401, …) in the language of `t`. */
export function apiErrorMessage(
  t: TFunction<'ee-common'>,
  message: KeyedMessage<ApiErrorKey>,
): string {
  return t(`apiErrors.${message.key}`, message.params ?? {}) as string;
}

/** A zod error map for forms: every issue without a message of its own, in the user's language. */
export function issueMessages(t: TFunction<'ee-common'>): (issue: IssueLike) => string {
  return (issue) => validationMessage(t, describeIssue(issue));
}
