/**
 * A client generated from the document (openapi-fetch) calls the simulation, and every answer is
 * checked against the document, with tools nobody here wrote (issue 36.5). For every operation it
 * sends the valid request of contract/examples.ts and requests derived from it: no token, no
 * body, `{}`, a wrong type, an unknown property, each required field dropped, an unknown id,
 * malformed JSON and an oversized body. A mismatch is:
 * - an answer status the document does not declare for the operation, or a body that does not
 *   match the declared schema (ajv, draft 2020-12 + ajv-formats, over the document's components);
 * - a disagreement: a request the document says is invalid answered 2xx, or a valid one 400
 *   with field errors (unless each is a cross-field rule the body's schema names in `x-rules`);
 * - a call the document says needs a session answered 2xx without a token, or a write the
 *   document does not explicitly open to all (`security: []`) answered 2xx without one.
 * It prints a summary (operations, requests, mismatches by kind) for the issue's table.
 */
import { readFileSync } from 'node:fs';
import addFormats from 'ajv-formats';
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import createClient from 'openapi-fetch';
import { afterAll, describe, expect, it } from 'vitest';

import { LIMITS } from '@/api/contract/common';
import {
  EXAMPLE_NOW,
  formOf,
  REQUEST_EXAMPLES,
  type RequestExample,
} from '@/api/contract/examples';
import { operations } from '@/api/contract/routes';
import {
  ADMIN_TOKEN,
  exampleSimulation,
  SIMULATION_ORIGIN,
  unknownParams,
  wrongType,
} from '@/api/mock/example-answers';
import { setClock } from '@/lib/clock';

type Json = Record<string, unknown>;
interface ParameterObject {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema: Json;
}
interface OperationObject {
  operationId: string;
  parameters?: ParameterObject[];
  requestBody?: {
    required?: boolean;
    content: Partial<Record<'application/json' | 'multipart/form-data', { schema: Json }>>;
  };
  responses: Record<string, { content?: { 'application/json': { schema: Json } } }>;
  security?: Record<string, string[]>[];
}
interface Document {
  paths: Record<string, Record<string, OperationObject>>;
  components: { schemas: Record<string, Json> };
  security?: Record<string, string[]>[];
}

const doc: Document = JSON.parse(
  readFileSync(new URL('../../src/api/openapi.json', import.meta.url), 'utf8'),
);

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema({ $id: 'api', components: doc.components });
/** Path and query values arrive as text: read "7" as the integer the schema asks for. */
const coercing = new Ajv2020({ strict: false, coerceTypes: 'array' });
addFormats(coercing);
coercing.addSchema({ $id: 'api', components: doc.components });

const compiled = new Map<string, ValidateFunction>();
function validatorFor(schema: Json, engine = ajv): ValidateFunction {
  const text = JSON.stringify(schema).replaceAll('"#/components/', '"api#/components/');
  const key = `${engine === ajv ? 'strict' : 'coerce'}:${text}`;
  if (!compiled.has(key)) compiled.set(key, engine.compile(JSON.parse(text)));
  return compiled.get(key)!;
}

/** The component a `$ref` names (one level: request bodies are refs to objects). */
function resolved(schema: Json): Json {
  const target =
    typeof schema.$ref === 'string'
      ? doc.components.schemas[schema.$ref.replace('#/components/schemas/', '')]
      : schema;
  return target ?? schema;
}

interface Documented {
  method: string;
  path: string;
  op: OperationObject;
}
const documented: Documented[] = Object.entries(doc.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, op]) => ({ method, path, op })),
);

/** The request body's schema: JSON, or an upload's multipart form. */
const bodySchema = (op: OperationObject): Json =>
  (op.requestBody!.content['application/json'] ?? op.requestBody!.content['multipart/form-data'])!
    .schema;
const isForm = (op: OperationObject) => !!op.requestBody?.content['multipart/form-data'];
/** A form's example body as JSON Schema sees it: a file part is a (binary) string. */
const formView = (body: unknown) =>
  Object.fromEntries(
    Object.entries((body ?? {}) as Json).map(([k, v]) => [
      k,
      typeof v === 'object' && v !== null ? 'bytes' : v,
    ]),
  );

/** One request derived from the example, and what the document says of it. */
interface Case {
  name: string;
  example: RequestExample;
  /** The body text to send instead of the example's JSON (malformed, oversized); null for none. */
  raw?: string | null;
  token: string | null;
}

const MALFORMED = '{"name":';
const OVERSIZED = JSON.stringify({ text: 'x'.repeat(LIMITS.bodyBytes + 1) });

function casesOf({ op }: Documented, example: RequestExample): Case[] {
  const admin = { token: ADMIN_TOKEN } as const;
  const cases: Case[] = [
    { name: 'valid', example, ...admin },
    { name: 'no token', example, token: null },
  ];
  if (Object.keys(example.params ?? {}).length) {
    cases.push({
      name: 'unknown id',
      example: { ...example, params: unknownParams(example) },
      ...admin,
    });
    const [first, value] = Object.entries(example.params!)[0];
    if (typeof value === 'number')
      cases.push({
        name: `wrong type: path ${first}`,
        example: { ...example, params: { ...example.params, [first]: 'abc' } },
        ...admin,
      });
  }
  if (!op.requestBody) return cases;
  const body = (example.body ?? {}) as Json;
  cases.push(
    { name: 'no body', example, raw: null, ...admin },
    { name: '{}', example: { ...example, body: {} }, ...admin },
    {
      name: 'unknown property',
      example: { ...example, body: { ...body, zzUnknown: 1 } },
      ...admin,
    },
    { name: 'malformed JSON', example, raw: MALFORMED, ...admin },
    { name: 'oversized body', example, raw: OVERSIZED, ...admin },
  );
  const [field, value] = Object.entries(body)[0] ?? [];
  if (field)
    cases.push({
      name: `wrong type: ${field}`,
      example: { ...example, body: { ...body, [field]: wrongType(value) } },
      ...admin,
    });
  for (const required of (resolved(bodySchema(op)).required as string[] | undefined) ?? []) {
    const { [required]: _dropped, ...rest } = body;
    cases.push({
      name: `required ${required} dropped`,
      example: { ...example, body: rest },
      ...admin,
    });
  }
  return cases;
}

/** Whether the document says the request is valid: its parameters and body match the schemas. */
function documentAccepts({ op }: Documented, c: Case): boolean {
  for (const parameter of op.parameters ?? []) {
    if (parameter.in === 'header') continue;
    const value = (parameter.in === 'path' ? c.example.params : c.example.query)?.[parameter.name];
    if (value === undefined) {
      if (parameter.required) return false;
      continue;
    }
    if (!validatorFor(parameter.schema, coercing)(value)) return false;
  }
  if (!op.requestBody) return true;
  if (c.raw === null) return !op.requestBody.required;
  if (c.raw !== undefined) return false;
  return validatorFor(bodySchema(op))(isForm(op) ? formView(c.example.body) : c.example.body);
}

/** The security the document asks of the operation: its own, else the document's. */
const securityOf = ({ op }: Documented) => op.security ?? doc.security ?? [];
// The requirements are alternatives (OpenAPI): an empty one (`{}`) lets a caller without a token
// in, so a session is needed only when every alternative names a scheme.
const needsSession = (d: Documented) => {
  const requirements = securityOf(d);
  return (
    requirements.length > 0 &&
    requirements.every((requirement) => Object.keys(requirement).length > 0)
  );
};
/** A write open to all only when the document says so in so many words (`security: []`). */
const declaredOpen = ({ op }: Documented) => Array.isArray(op.security) && op.security.length === 0;

type Kind =
  | 'undeclared status'
  | 'body mismatch'
  | 'invalid accepted'
  | 'valid refused'
  | 'no token accepted';
interface Mismatch {
  kind: Kind;
  detail: string;
}

const summary = {
  operations: 0,
  requests: 0,
  mismatches: {} as Partial<Record<Kind, number>>,
  byCase: {} as Record<string, number>,
  where: {} as Record<string, Set<string>>,
};

/**
 * Calls that change stored data (the contract's `mutates`): after one answers 2xx the samples are
 * built afresh.
 */
const MUTATES = new Set(operations.filter((op) => op.mutates).map((op) => op.operationId));
const simulation = exampleSimulation();
// The client a host would generate; the document's paths are checked at run time here (the
// typed use is tests/contract/typed-client.ts, compiled in strict mode by openapi-tools.test.ts).
const client = createClient<Record<string, never>>({
  baseUrl: SIMULATION_ORIGIN,
  fetch: simulation.fetch,
});

async function send(d: Documented, c: Case) {
  const method = d.method.toUpperCase() as 'GET';
  const init = {
    params: { path: c.example.params ?? {}, query: c.example.query ?? {} },
    headers: c.token ? { Authorization: `Bearer ${c.token}` } : {},
    parseAs: 'text' as const,
    ...(d.op.requestBody && c.raw !== null ? { body: c.example.body ?? {} } : {}),
    ...(typeof c.raw === 'string'
      ? { bodySerializer: () => c.raw }
      : isForm(d.op)
        ? { bodySerializer: formOf }
        : {}),
  };
  const { response, data, error } = await (
    client[method] as (
      path: string,
      init: unknown,
    ) => Promise<{ response: Response; data?: string; error?: unknown }>
  )(d.path, init);
  // Each request meets the samples as built: a delete or a change before it would change its
  // answer.
  simulation.settle(MUTATES.has(d.op.operationId));
  // parseAs text keeps a success's body as sent; openapi-fetch reads an error's as JSON itself.
  const body =
    typeof data === 'string'
      ? data
        ? (JSON.parse(data) as unknown)
        : undefined
      : typeof error === 'string'
        ? error
          ? (JSON.parse(error) as unknown)
          : undefined
        : error;
  return { status: response.status, body };
}

const isFieldRefusal = (body: unknown) =>
  typeof body === 'object' && body !== null && 'errors' in body;

/**
 * The message keys of the cross-field rules the body's schema names in `x-rules` (a rule JSON
 * Schema cannot say).
 */
function ruleKeys({ op }: Documented): Set<string> {
  const schema = op.requestBody ? resolved(bodySchema(op)) : {};
  const rules = (schema['x-rules'] as { keys?: string[] }[] | undefined) ?? [];
  return new Set(rules.flatMap((rule) => rule.keys ?? []));
}

/**
 * A 400 whose every refusal is a rule the document names in the body's `x-rules`: the document said
 * so.
 */
function refusedByDocumentedRules(d: Documented, body: unknown): boolean {
  const issues = (body as { issues?: { key?: string }[] }).issues ?? [];
  const keys = ruleKeys(d);
  return (
    issues.length > 0 && issues.every((issue) => issue.key !== undefined && keys.has(issue.key))
  );
}

async function check(d: Documented, c: Case): Promise<Mismatch[]> {
  const { status, body } = await send(d, c);
  summary.requests += 1;
  const label = `${c.name} → ${status}`;
  const found: Mismatch[] = [];
  const declared = d.op.responses[String(status)];
  if (!declared) found.push({ kind: 'undeclared status', detail: label });
  else {
    const schema = declared.content?.['application/json'].schema;
    if (!schema && body !== undefined)
      found.push({
        kind: 'body mismatch',
        detail: `${label}: a body where the document says none`,
      });
    if (schema) {
      const validate = validatorFor(schema);
      if (!validate(body))
        found.push({
          kind: 'body mismatch',
          detail: `${label}: ${ajv.errorsText(validate.errors)}`,
        });
    }
  }
  const ok = status >= 200 && status < 300;
  if (c.token === null) {
    if (ok && needsSession(d))
      found.push({
        kind: 'no token accepted',
        detail: `${label}: the document asks for a session`,
      });
    else if (ok && d.method !== 'get' && !declaredOpen(d))
      found.push({
        kind: 'no token accepted',
        detail: `${label}: a write not declared open to all (security: [])`,
      });
    return found;
  }
  const accepts = documentAccepts(d, c);
  if (!accepts && ok)
    found.push({
      kind: 'invalid accepted',
      detail: `${label}: the document says the request is invalid`,
    });
  // A 400 with field errors says the request's form is wrong; SPEC §8's `{ message }` 400s (an
  // unknown calendar event) refuse what the data holds, which no schema can say.
  if (accepts && status === 400 && isFieldRefusal(body) && !refusedByDocumentedRules(d, body))
    found.push({
      kind: 'valid refused',
      detail: `${label}: the document says the request is valid: ${JSON.stringify(body).slice(0, 200)}`,
    });
  return found;
}

describe('the generated client against the simulation', () => {
  it('has an example request for every operation, valid by the document', () => {
    expect(Object.keys(REQUEST_EXAMPLES).sort()).toEqual(
      documented.map((d) => d.op.operationId).sort(),
    );
    const invalid = documented.filter(
      (d) =>
        !documentAccepts(d, {
          name: 'valid',
          example: REQUEST_EXAMPLES[d.op.operationId],
          token: ADMIN_TOKEN,
        }),
    );
    expect(invalid.map((d) => d.op.operationId)).toEqual([]);
  });

  it.each(documented.map((d) => [d.op.operationId, d] as const))(
    '%s answers as the document says',
    async (_, d) => {
      summary.operations += 1;
      setClock(EXAMPLE_NOW);
      const mismatches: string[] = [];
      try {
        for (const c of casesOf(d, REQUEST_EXAMPLES[d.op.operationId])) {
          for (const mismatch of await check(d, c)) {
            summary.mismatches[mismatch.kind] = (summary.mismatches[mismatch.kind] ?? 0) + 1;
            const caseKind = c.name.replace(/^(required|wrong type).*$/, '$1 …');
            summary.byCase[caseKind] = (summary.byCase[caseKind] ?? 0) + 1;
            (summary.where[`${mismatch.kind} (${caseKind})`] ??= new Set()).add(d.op.operationId);
            mismatches.push(`${mismatch.kind}: ${mismatch.detail}`);
          }
        }
      } finally {
        setClock(null);
      }
      expect(mismatches).toEqual([]);
    },
  );

  afterAll(() => {
    const kinds = Object.entries(summary.mismatches).map(([kind, n]) => `${kind} ${n}`);
    const cases = Object.entries(summary.byCase).map(([name, n]) => `${name} ${n}`);
    const where = Object.entries(summary.where).map(
      ([kind, ids]) => `\n  ${kind}: ${ids.size} operations: ${[...ids].join(' ')}`,
    );
    console.log(
      `openapi-fetch × simulation: ${summary.operations} operations, ${summary.requests} requests, ${Object.values(summary.mismatches).reduce((a, b) => a + b, 0)} mismatches${kinds.length ? ` (${kinds.join(', ')}; by request: ${cases.join(', ')})` : ''}${where.join('')}`,
    );
  });
});
