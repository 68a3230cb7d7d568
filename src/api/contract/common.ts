/**
 * What every domain of the API contract shares: ids, text and date rules with their limits,
 * the list parameters of docs/spec.md §5 (lenient: a bad value falls back, it is never a 400), and
 * the error envelopes. Every schema here is the one definition: types are inferred from it, the
 * simulation validates with it, forms build on it and the OpenAPI document is generated from it.
 */
import { z } from 'zod';

import { API_ERROR_KEYS, VALIDATION_KEYS } from '@/i18n/english';
import {
  describeIssue,
  messageKey,
  type ApiErrorKey,
  type KeyedMessage,
  type MessageParams,
  type ValidationKey,
} from '@/i18n/validation';

export { messageKey };
export type { ApiErrorKey, KeyedMessage, MessageParams, ValidationKey };

/** Lengths and sizes a request may not exceed (a real backend needs the same bounds). */
export const LIMITS = {
  /** Names and titles. */
  name: 120,
  /** Short codes and identifiers typed by people (model, serial number, postal code …). */
  code: 60,
  /** One line of text: an address, a person, a subject. */
  line: 200,
  /** Free text: notes, descriptions, messages. */
  text: 2000,
  /** An e-mail address (RFC 5321). */
  email: 254,
  /** A URL or a path. */
  url: 2048,
  /** Items of a list in a body (tags, ids). */
  items: 100,
  /** A request body, in bytes: more answers 413. */
  bodyBytes: 256 * 1024,
} as const;

/** The largest id: a signed 32-bit integer, what most databases store. */
export const MAX_ID = 2_147_483_647;

/** A record id: a whole number from 1. */
export const id = z.int().min(1).max(MAX_ID);

/**
 * A record's version: 1 when created, one more with every change. GET of the record and the
 * answer of a PUT send it as `ETag: "<version>"`; a PUT or DELETE with `If-Match: "<version>"`
 * is refused (412) when the record has changed since.
 */
export const recordVersion = z.int().min(1).meta({
  description:
    'Starts at 1 and grows with every change. Sent as the ETag; send it back as `If-Match: "<version>"` so a change made meanwhile by someone else is not overwritten (412).',
});

/** A count or total: a whole number from 0. */
export const count = z.int().min(0);

/** Fields of plain text (sample data shown as it is), by name. */
export const strings = <K extends string>(...keys: K[]) =>
  Object.fromEntries(keys.map((key) => [key, z.string()])) as Record<K, z.ZodString>;

/** Text trimmed of surrounding white space, at most `max` characters. */
export const text = (max: number = LIMITS.line) => z.string().trim().max(max);

/** Text that must not be blank, at most `max` characters. */
export const requiredText = (max: number = LIMITS.name, required: ValidationKey = 'required') =>
  z.string().trim().min(1, messageKey(required)).max(max);

/** A calendar date `YYYY-MM-DD` that exists (2026-02-30 does not). */
export const isoDate = z.iso.date().meta({ description: 'A calendar date, YYYY-MM-DD.' });

/** An ISO 8601 date-time with an offset, e.g. 2026-06-15T09:00:00.000Z. */
export const isoDateTime = z.iso.datetime({ offset: true });

/** An empty text reads as "none": forms send '' for a cleared field. */
const emptyAsNull = (value: unknown) => (value === '' ? null : value);

/** A date that may be cleared: null (or '') for none. */
export const optionalDate = z.preprocess(emptyAsNull, isoDate.nullable()).optional();

/** Numeric text ("30", "80.5") reads as its number: forms send what was typed. */
export const numeric = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) =>
      typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))
        ? Number(value)
        : value,
    schema,
  );

export { isRecord } from '@/lib/is-record';

/**
 * The countries of the samples (SPEC §9): where users live and customers order from. One list,
 * so a user's and a customer's country never differ in what they accept.
 */
export const SAMPLE_COUNTRIES = [
  'Australia',
  'United States',
  'France',
  'China',
  'Brazil',
  'India',
] as const;
export type SampleCountry = (typeof SAMPLE_COUNTRIES)[number];

// ---------------------------------------------------------------------------------------------
// List parameters (docs/spec.md §5): coerced, and anything unreadable falls back
// ---------------------------------------------------------------------------------------------

export const DEFAULT_PAGE = 1;
export const DEFAULT_ITEMS_PER_PAGE = 10;
/** Upper bound on a page size, so a hostile `itemsPerPage=1e9` cannot ask for everything twice. */
export const MAX_ITEMS_PER_PAGE = 1000;

export const SORT_ORDERS = ['asc', 'desc'] as const;
export const sortOrder = z.enum(SORT_ORDERS);
export type SortOrder = z.infer<typeof sortOrder>;

/** A whole number parsed strictly: "12" → 12; "", "abc", "1.5", "12abc" → undefined. */
export function toInt(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isInteger(value) ? value : undefined;
  if (typeof value !== 'string' || !/^\s*-?\d+\s*$/.test(value)) return undefined;
  const n = Number(value);
  return Number.isSafeInteger(n) ? n : undefined;
}

/** Boolean coercion for flags such as `stock`, `overdue`, `hideCompleted`. */
export function toBool(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  return undefined;
}

/** A whole-number query parameter ("12"); anything else is not one. */
export const intParam = <T extends z.ZodType>(schema: T) => z.preprocess(toInt, schema);

/** A true/false query parameter (`true`, `false`, `1`, `0`). */
export const boolParam = z.preprocess(toBool, z.boolean());

/** Free text of a query; a non-text value reads as empty (§5). */
export const queryText = z
  .string()
  .trim()
  .catch('')
  .meta({ description: 'Case-insensitive text to look for; anything not text reads as empty.' });

export const pageParam = intParam(z.int().min(1)).catch(DEFAULT_PAGE).meta({
  description: 'Page number from 1. Missing or not a whole number ≥ 1: page 1 (SPEC §5).',
});

/** A page size as asked, more than the most a page holds reading as that most. */
const pageSize = (value: unknown) => {
  const n = toInt(value);
  return n !== undefined && n > MAX_ITEMS_PER_PAGE ? MAX_ITEMS_PER_PAGE : n;
};

export const itemsPerPageParam = z
  .preprocess(pageSize, z.union([z.literal(-1), z.int().min(1).max(MAX_ITEMS_PER_PAGE)]))
  .catch(DEFAULT_ITEMS_PER_PAGE)
  .meta({
    description: `Rows per page; -1 for all rows. Missing or not a whole number: ${DEFAULT_ITEMS_PER_PAGE}. More than ${MAX_ITEMS_PER_PAGE} answers ${MAX_ITEMS_PER_PAGE}.`,
  });

export const orderByParam = z
  .preprocess((v) => (typeof v === 'string' ? v.toLowerCase() : v), sortOrder)
  .catch('asc')
  .meta({ description: 'Sort direction; anything but desc sorts ascending.' });

/** `sortBy` restricted to `keys`: anything else means "no sort" (the list's own order). */
export const sortByParam = <K extends string>(keys: readonly [K, ...K[]]) =>
  z
    .enum(keys)
    .optional()
    .catch(undefined)
    .meta({ description: 'Sort key; an unknown key leaves the default order.' });

/**
 * A filter of a list by one of `values`, '' for all. The document lists the values; anything
 * else is ignored (lists all), never a 400 (SPEC §5).
 */
export const choiceParam = <V extends string>(values: readonly [V, ...V[]]) =>
  (z.enum([...values, '']) as unknown as z.ZodType<V | ''>)
    .catch('')
    .meta({ description: 'Empty for all; a value not listed is ignored.' });

/**
 * A filter by several values of `item` (repeated or comma-separated): the document says what
 * each may be; a value that is not one is ignored, never a 400 (SPEC §5).
 */
export const repeatedParam = <T extends z.ZodType>(item: T, description: string) =>
  z
    .preprocess(
      (values) =>
        Array.isArray(values) ? values.filter((value) => item.safeParse(value).success) : values,
      z.array(item),
    )
    .optional()
    .meta({
      description: `${description} Repeat the parameter or separate values with commas; values not listed are ignored.`,
    });

/** Paging and sorting of a list whose rows sort by `keys`. */
export const listParams = <K extends string>(keys: readonly [K, ...K[]]) =>
  z.object({
    sortBy: sortByParam(keys),
    orderBy: orderByParam,
    page: pageParam,
    itemsPerPage: itemsPerPageParam,
  });

export type PagingParams = { page?: number | undefined; itemsPerPage?: number | undefined };

/**
 * What a client passes to a list call: the list's query, every parameter optional. Each also
 * takes `undefined` (a host with exactOptionalPropertyTypes passes list state straight through).
 */
export type ListParamsOf<Q extends z.ZodType> = {
  [K in keyof z.output<Q>]?: z.output<Q>[K] | undefined;
};

/**
 * A list answer: a page of rows and the filtered total, under the names the call uses, e.g.
 * `{ invoices, totalInvoices }`.
 */
export function listAnswer<R extends string, T extends z.ZodType, N extends string = 'total'>(
  id: string | undefined,
  rows: R,
  row: T,
  total: N = 'total' as N,
) {
  const shape = { [rows]: z.array(row), [total]: count } as Record<R, z.ZodArray<T>> &
    Record<N, typeof count>;
  return id ? z.object(shape).meta({ id }) : z.object(shape);
}

// ---------------------------------------------------------------------------------------------
// Errors
// ---------------------------------------------------------------------------------------------

/**
 * `{ field: [message] }`: what a form maps onto its fields (field paths are dotted:
 * `nameplate.ratedCurrentA`).
 */
export const fieldErrors = z.record(z.string(), z.array(z.string())).meta({
  id: 'FieldErrors',
  description:
    'Messages (English) by field; nested fields are dotted, e.g. `nameplate.ratedCurrentA`.',
});
export type FieldErrors = z.infer<typeof fieldErrors>;

const messageParams = z.record(z.string(), z.union([z.string(), z.number()]));

export const validationIssue = z
  .object({
    path: z.string().meta({ description: 'The field, dotted; empty for the body as a whole.' }),
    key: z
      .enum(VALIDATION_KEYS)
      .meta({ description: 'Message key (the `validation` group of the catalogues).' }),
    params: messageParams
      .optional()
      .meta({ description: 'Values the message interpolates, e.g. { "max": 120 }.' }),
  })
  .meta({
    id: 'ValidationIssue',
    description:
      'One refused field, machine-readable, so a client can show the message in its own language.',
  });
export type ValidationIssue = z.infer<typeof validationIssue>;

export const validationError = z
  .object({ errors: fieldErrors, issues: z.array(validationIssue).optional() })
  .meta({
    id: 'ValidationError',
    description:
      '400: the fields that were refused. `errors` reads well as is; `issues` carries the same as keys for translation.',
  });
export type ValidationErrorBody = z.infer<typeof validationError>;

/** The statuses an error answer may have. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 412 | 413 | 415 | 507;

export const messageError = z
  .object({
    message: z.string().meta({ description: 'What went wrong, in English.' }),
    key: z.enum(API_ERROR_KEYS).optional().meta({
      description:
        'Message key (the `apiErrors` group of the catalogues), for clients to translate.',
    }),
    params: messageParams.optional(),
  })
  .meta({
    id: 'MessageError',
    description:
      'A request that failed as a whole: 401, 403, 404, 409, 413, 507, and the 400s of SPEC §8.',
  });
export type MessageErrorBody = z.infer<typeof messageError>;

/**
 * 412: the record changed since the version the client sent in `If-Match`; `current` is the
 * record as it is now (as its GET answers), so the client can show what changed and re-apply.
 */
export function preconditionFailed<T extends z.ZodType>(id: string, current: T) {
  return messageError.extend({ current }).meta({
    id,
    description:
      'The record was changed by someone else since the version sent in If-Match: nothing was saved. `current` is the record as it is now, with its version.',
  });
}

/**
 * The field an issue belongs to, dotted. An item of a list of values (a tag, an id) reports on
 * the list, which is the field a form shows.
 */
export function fieldPath(path: readonly PropertyKey[]): string {
  let end = path.length;
  while (end > 0 && typeof path[end - 1] === 'number') end--;
  return path.slice(0, end).map(String).join('.');
}

/**
 * The contract's issues of a failed parse (paths dotted, messages as keys). A property a request
 * body does not define is refused under its own name (`unknownField`), one issue per property, so
 * a typo names itself the way a missing field does.
 */
export function issuesOf(error: z.ZodError): ValidationIssue[] {
  return error.issues.flatMap((issue): ValidationIssue[] => {
    if (issue.code === 'unrecognized_keys')
      return issue.keys.map((name) => ({
        path: fieldPath([...issue.path, name]),
        key: 'unknownField',
      }));
    const { key, params } = describeIssue(issue);
    return [
      {
        path: fieldPath(issue.path),
        key,
        ...(params && Object.keys(params).length > 0 && { params }),
      },
    ];
  });
}

/** A parse that never throws: the data, or the contract's issues. */
export type Checked<T> = { ok: true; data: T } | { ok: false; issues: ValidationIssue[] };

/**
 * Validates `value` with `schema`; the input is kept on issues so a missing field reads as
 * "required".
 */
export function check<T extends z.ZodType>(schema: T, value: unknown): Checked<z.output<T>> {
  const result = schema.safeParse(value, { reportInput: true });
  return result.success
    ? { ok: true, data: result.data }
    : { ok: false, issues: issuesOf(result.error) };
}
