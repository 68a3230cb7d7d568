/**
 * The shape of one call of the API and the helpers each domain's table of calls is written with
 * (src/api/contract/ops/): a list, a read, a write with its 400 and 413, a delete, the 404 of a
 * missing record, versions (ETag, If-Match → 412) and the session rule of every call that changes
 * data.
 */
import { z } from 'zod';

import {
  APPS_SUBJECT,
  ATTACHMENT_SUBJECT,
  DEVICE_SUBJECT,
  MAINTENANCE_PLAN_SUBJECT,
  WORK_ORDER_SUBJECT,
} from '@/auth/subjects';

import { id, messageError, validationError, type ErrorStatus } from './common';
import { READING_SUBJECT } from './ingest';

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** The CASL actions a call may need (docs/spec.md §6; `manage` grants each). */
export type AccessAction = 'read' | 'create' | 'update' | 'delete';

/** What a secured call needs of the session: an ability rule allowing `action` on `subject`. */
export interface Access {
  subject: string;
  action: AccessAction;
}

/** What an error answer carries: refused fields, a message, or either (a write's 400). */
export type ErrorShape = 'fields' | 'message' | 'either';

export interface Operation {
  method: Method;
  /** OpenAPI path, e.g. `/api/devices/{number}`. */
  path: string;
  operationId: string;
  tag: string;
  summary: string;
  description?: string;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  /**
   * A multipart/form-data body instead of JSON: its fields, files among them (`z.file()`), as a
   * strict object registered with an id (an upload: docs/domain/attachments.md).
   */
  form?: z.ZodObject;
  /**
   * The success answer; no schema for an empty body. `media`: the answer is the bytes of a file,
   * of one of these content types (no schema).
   */
  ok: {
    status: 200 | 201 | 204;
    schema?: z.ZodType;
    description: string;
    media?: readonly string[];
  };
  /** Error answers: a shape of ERROR_SCHEMAS, or a schema of its own (a 412's current record). */
  errors?: Partial<Record<ErrorStatus, [ErrorShape | z.ZodType, string]>>;
  /**
   * Needs `Authorization: Bearer` of a session whose abilities allow `action` on `subject` (see
   * `secured`).
   */
  secured?: Access;
  /** The success answer sends the record's version as `ETag: "<version>"`. */
  etag?: boolean;
  /** Takes `If-Match: "<version>"`: a record changed since answers 412 with this schema. */
  conditional?: z.ZodType;
  /**
   * Changes stored data (a GET may too: opening a chat marks it seen); the simulation persists it
   * before answering.
   */
  mutates?: boolean;
  /**
   * A change kept by a store of its own rather than the simulation's journal (an upload's bytes
   * have no place in localStorage: docs/simulation.md "Attachments").
   */
  ownStorage?: boolean;
  /**
   * An open read that answers more to a valid session (deleted devices, people in the search, the
   * reader's own vote): Bearer optional.
   */
  sessionOptional?: boolean;
}

export const ERROR_SCHEMAS: Record<ErrorShape, z.ZodType[]> = {
  fields: [validationError],
  message: [messageError],
  either: [validationError, messageError],
};

export const idParam = (what: string) =>
  z.object({ id: id.meta({ description: `The ${what}'s id.` }) });

export type Errors = NonNullable<Operation['errors']>;
export const missing = (message: string): Errors => ({ 404: ['message', message] });

/**
 * A write with a JSON body: its 400s (a body that is not a JSON object, refused fields) and 413.
 */
export const writeErrors = (fields = 'Refused fields, by field.'): Errors => ({
  400: ['either', `${fields} A body that is not a JSON object answers \`{ message }\` instead.`],
  413: ['message', 'The body is larger than 256 kB.'],
});

export const LIST_RULES =
  'Paging and sorting follow SPEC §5: a missing or unreadable `page` or `itemsPerPage` falls back to 1 and 10 (never a 400), `itemsPerPage=-1` answers every row, an unknown `sortBy` keeps the default order.';

export type Details = Partial<
  Omit<Operation, 'method' | 'path' | 'operationId' | 'tag' | 'summary' | 'ok'>
>;

/** The operations of one tag, each written as method, path, id, summary, answer and the rest. */
export function tagged(tag: string) {
  const op = (
    method: Method,
    path: string,
    operationId: string,
    summary: string,
    ok: Operation['ok'],
    details: Details = {},
  ): Operation => ({ method, path, operationId, tag, summary, ok, ...details });
  return {
    /** A read answering 200 with `schema`. */
    read: (
      path: string,
      operationId: string,
      summary: string,
      schema: z.ZodType,
      details: Details = {},
    ) =>
      op('get', path, operationId, summary, { status: 200, schema, description: summary }, details),
    /** A list read: paging and sorting by SPEC §5. */
    list: (
      path: string,
      operationId: string,
      summary: string,
      query: z.ZodObject,
      schema: z.ZodType,
      about = '',
    ) =>
      op(
        'get',
        path,
        operationId,
        summary,
        { status: 200, schema, description: `${summary}: a page and the filtered total.` },
        { query, description: `${about} ${LIST_RULES}`.trim() },
      ),
    /** A write with a JSON body. */
    write: (
      method: Method,
      path: string,
      operationId: string,
      summary: string,
      body: z.ZodType,
      ok: Operation['ok'],
      details: Details = {},
    ) =>
      op(method, path, operationId, summary, ok, {
        ...details,
        body,
        errors: { ...writeErrors(), ...details.errors },
      }),
    /** A delete by path parameters. */
    remove: (
      path: string,
      operationId: string,
      summary: string,
      params: z.ZodObject,
      errors: Errors = {},
      status: 200 | 204 = 204,
    ) =>
      op(
        'delete',
        path,
        operationId,
        summary,
        {
          status,
          description: status === 200 ? 'Deleted (SPEC §7 answers 200 with no body).' : 'Deleted.',
        },
        { params, errors },
      ),
  };
}

/** A write that names the version it read: If-Match, and 412 with the record as it is now. */
export function conditional(operation: Operation, conflict: z.ZodType, what: string): Operation {
  const errors: Errors = {
    412: [
      conflict,
      `The ${what} changed since the version in If-Match (someone else saved meanwhile): nothing was saved; \`current\` is the ${what} as it is now. Without If-Match the write proceeds.`,
    ],
  };
  return { ...operation, conditional: conflict, errors: { ...operation.errors, ...errors } };
}

/** A read of one record: its version as the ETag. */
export const withETag = (operation: Operation): Operation => ({ ...operation, etag: true });

/**
 * The action a call needs, from its method: POST creates, PUT and PATCH update, DELETE deletes.
 * A GET that changes data (opening a chat marks it seen) needs `read`: it changes only what the
 * signed-in reader has seen, so whoever may read may do it.
 */
export const ACTION_OF_METHOD: Record<Method, AccessAction> = {
  get: 'read',
  post: 'create',
  put: 'update',
  patch: 'update',
  delete: 'delete',
};

/** The 403 of each subject: who is refused, and the message (`key`) the answer carries. */
const REFUSED: Record<string, (action: AccessAction) => string> = {
  [DEVICE_SUBJECT]: () =>
    'The session may not change devices (e.g. the client account): `Your account may not change devices` (`notAllowed`).',
  [READING_SUBJECT]: () =>
    'The session may not post readings (e.g. the client account; on a server, any role but a gateway’s and the admin’s): `Your account may not change devices` (`notAllowed`).',
  [APPS_SUBJECT]: (action) =>
    `The session may not ${action === 'read' ? 'use' : 'change'} the sample apps’ data (e.g. the client account, which reads only the second page): \`Your account may not make this change\` (\`notAllowedChange\`).`,
  [WORK_ORDER_SUBJECT]: () =>
    'The session may not work on work orders (e.g. the client account): `Your account may not make this change` (`notAllowedChange`).',
  [ATTACHMENT_SUBJECT]: (action) =>
    action === 'delete'
      ? 'Only the uploader, or a session that may delete what the file is attached to (the admin), deletes a file: `Only the person who uploaded this file, or an administrator, may delete it` (`attachmentNotYours`).'
      : 'The session may not change what the file would be attached to (a device needs `update Device`, a work order `update WorkOrder`; e.g. the client account): `Your account may not make this change` (`notAllowedChange`).',
  [MAINTENANCE_PLAN_SUBJECT]: () =>
    'Only someone who plans work (the admin) changes plans; technicians and clients read them: `Your account may not make this change` (`notAllowedChange`).',
};

/**
 * A call that needs a session (docs/spec.md §6): a valid `Authorization: Bearer` token, else 401,
 * of a user whose abilities allow the method's action on `subject` (the admin's `manage all` does),
 * else 403. Every call that changes stored data is one: the device domain's writes (subject
 * Device), the sample apps' and pages' writes and the read that marks a chat seen (subject Apps,
 * routes.ts). Signing in and the other reads stay open to all.
 */
export function secured(operation: Operation, subject: string = DEVICE_SUBJECT): Operation {
  const action = ACTION_OF_METHOD[operation.method];
  const errors: Errors = {
    401: ['message', 'No valid session token: `Sign in again to save changes` (`signInAgain`).'],
    403: ['message', REFUSED[subject]?.(action) ?? `The session may not ${action} ${subject}.`],
  };
  return { ...operation, secured: { subject, action }, errors: { ...operation.errors, ...errors } };
}

export const created = (schema: z.ZodType, description: string): Operation['ok'] => ({
  status: 201,
  schema,
  description,
});
export const changed = (schema: z.ZodType, description: string): Operation['ok'] => ({
  status: 200,
  schema,
  description,
});
