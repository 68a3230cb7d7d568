/**
 * The OpenAPI 3.1 document of the API, generated from the contract: the schemas become
 * `components.schemas` (zod's JSON Schema, which OpenAPI 3.1 uses as it is) and the route table
 * (routes.ts) becomes `paths`. `npm run openapi` writes it; a test holds the file to this output.
 */
import { z } from 'zod';
import { LIMITS, MAX_ITEMS_PER_PAGE } from './common';
import { ERROR_SCHEMAS, operations, type Operation } from './routes';
// Registers the live protocol's schemas (components) and its description (x-websocket).
import { LIVE_WEBSOCKET_DOC } from './live';
import { REQUEST_EXAMPLES, type ExampleValue } from './examples';
import { tagDescription } from './tags';

/** The simulation's answers to the example requests, by operationId and status (mock/example-answers.ts). */
export type ExampleAnswers = Record<string, Record<string, unknown>>;

type JsonSchema = Record<string, unknown>;

const COMPONENT_REF = '#/components/schemas/';

/** The id a schema is registered under (`.meta({ id })`); bodies and answers must have one. */
function componentId(schema: z.ZodType): string {
  const id = z.globalRegistry.get(schema)?.id;
  if (typeof id !== 'string') throw new Error(`A body or answer schema has no id: ${JSON.stringify(z.toJSONSchema(schema, { unrepresentable: 'any' })).slice(0, 200)}`);
  return id;
}

const ref = (schema: z.ZodType) => ({ $ref: `${COMPONENT_REF}${componentId(schema)}` });

/** JSON Schema keywords zod writes for a standalone document that mean nothing inside OpenAPI. */
function tidy(schema: JsonSchema): JsonSchema {
  const { $schema: _schema, $id: _id, ...rest } = schema;
  return rest;
}

/** A string format (date, date-time, email) says it all: zod's regex for it is noise to a reader. */
const dropFormatPattern = ({ jsonSchema }: { jsonSchema: JsonSchema }) => {
  if (typeof jsonSchema.format === 'string') delete jsonSchema.pattern;
};

const JSON_SCHEMA_OPTIONS = { target: 'draft-2020-12', unrepresentable: 'any', override: dropFormatPattern } as const;

function components(): Record<string, JsonSchema> {
  const { schemas } = z.toJSONSchema(z.globalRegistry, { ...JSON_SCHEMA_OPTIONS, uri: (id) => `${COMPONENT_REF}${id}` }) as { schemas: Record<string, JsonSchema> };
  return Object.fromEntries(
    Object.keys(schemas)
      .sort()
      .map((id) => [id, tidy(schemas[id])]),
  );
}

/**
 * One parameter per property of a params or query object. Written as the simulation reads it
 * (io: output): a value it cannot read falls back to the default the schema shows.
 */
function parameters(location: 'path' | 'query', object: z.ZodObject | undefined, examples: Record<string, ExampleValue | ExampleValue[]> = {}) {
  if (!object) return [];
  return Object.entries(object.shape).map(([name, property]) => {
    const schema = tidy(z.toJSONSchema(property as z.ZodType, JSON_SCHEMA_OPTIONS) as JsonSchema);
    const { description, ...rest } = schema;
    const optional = (property as z.ZodType)._zod.optin === 'optional';
    const example = name in examples ? { example: examples[name] } : {};
    return { name, in: location, required: location === 'path' || !optional, ...(description ? { description } : {}), schema: rest, ...example };
  });
}

/** A JSON body of `schema`, with the example when there is one (`undefined`: none). */
const json = (schema: JsonSchema, example?: unknown) => ({ content: { 'application/json': { schema, ...(example === undefined ? {} : { example }) } } });

const ETAG_HEADER = { ETag: { description: 'The record\'s version, `"<version>"`: send it back as If-Match.', schema: { type: 'string', examples: ['"3"'] } } };

const IF_MATCH = {
  name: 'If-Match',
  in: 'header',
  required: false,
  description: 'The ETag of the version the change is based on, `"<version>"` (`*`: any). When the record has changed since, nothing is saved and the answer is 412 with the current record. Without it the change is made whatever happened meanwhile.',
  schema: { type: 'string', examples: ['"3"'] },
};

function errorResponse([shape, description]: [keyof typeof ERROR_SCHEMAS | z.ZodType, string], example: unknown) {
  if (typeof shape !== 'string') return { description, headers: ETAG_HEADER, ...json(ref(shape), example) };
  const schemas = ERROR_SCHEMAS[shape].map(ref);
  return { description, ...json(schemas.length === 1 ? schemas[0] : { oneOf: schemas }, example) };
}

function operationObject(op: Operation, answers: Record<string, unknown> = {}) {
  const example = REQUEST_EXAMPLES[op.operationId] ?? {};
  const responses: Record<string, unknown> = {
    [op.ok.status]: { description: op.ok.description, ...(op.etag ? { headers: ETAG_HEADER } : {}), ...(op.ok.schema ? json(ref(op.ok.schema), answers[op.ok.status]) : {}) },
  };
  for (const [status, error] of Object.entries(op.errors ?? {}) as [string, [keyof typeof ERROR_SCHEMAS | z.ZodType, string]][]) responses[status] = errorResponse(error, answers[status]);
  return {
    operationId: op.operationId,
    tags: [op.tag],
    summary: op.summary,
    ...(op.description ? { description: op.description } : {}),
    ...(op.secured ? { security: [{ bearer: [] }] } : {}),
    parameters: [...parameters('path', op.params, example.params), ...(op.conditional ? [IF_MATCH] : []), ...parameters('query', op.query, example.query)],
    ...(op.body ? { requestBody: { required: true, ...json(ref(op.body), example.body) } } : {}),
    responses,
  };
}

const DESCRIPTION = `The API of the electrical equipment management admin kit (电气设备管理): devices, device types and locations, and the sample apps of the admin template. The kit's in-browser simulation answers every call below; a real backend answers the same to replace it.

**Errors.** A refused request answers 400 \`{ errors: { field: [message] }, issues: [{ path, key, params }] }\`: \`errors\` holds English messages by field (nested fields dotted, e.g. \`nameplate.frequencyHz\`), \`issues\` the same as message keys with their parameters, for clients to show in the user's language. Any other failure answers \`{ message, key }\` (401, 403, 404, 409, 412, 413, 507, and the 400s of SPEC §8). A write whose body is not a JSON object answers 400 \`{ message }\`; a body over ${LIMITS.bodyBytes / 1024} kB answers 413. Every text field has a length limit and every number a range (see the schemas); beyond them is a 400.

**Lists.** \`page\` (from 1) and \`itemsPerPage\` (default 10, -1 for all, at most ${MAX_ITEMS_PER_PAGE}) never fail: a missing or unreadable value falls back to its default. \`sortBy\` takes the keys each list names (an unknown key keeps the default order), \`orderBy\` asc (default) or desc. \`q\` matches case-insensitively; filters with unknown values match nothing or are ignored, never a 400.

**Sessions.** \`POST /api/auth/login\` issues a token; send it as \`Authorization: Bearer <token>\`. Writes (POST, PUT, DELETE) to devices, device types and locations need a session whose abilities allow changing devices (\`manage all\`): none or an invalid token answers 401, a session without the right 403. Reads need no session.

**Concurrent edits.** Devices, device types and locations carry a \`version\` (1 when created, one more with every change). A GET of one of them and the answer of its PUT send it as \`ETag: "<version>"\`. A PUT or DELETE with \`If-Match: "<version>"\` is refused with 412 \`{ message, key, current }\` when the record has changed since (someone else saved meanwhile), so nothing is overwritten unseen; \`current\` is the record as it is now, for the client to show and re-apply. Without If-Match the change is made whatever happened meanwhile (lenient, for simple clients).

**Storage.** A change is stored before it is answered. When it cannot be stored (the storage is full or unavailable) the answer is 507 \`{ message, key }\` (\`storageFull\`, \`storageUnavailable\`) and nothing was changed.`;

/** package.json's license, as SPDX. */
const LICENSE = { name: 'MIT', identifier: 'MIT' };

/**
 * Where the API is answered: the kit's simulation on the app's own origin (relative: whatever
 * serves the app), and the backend that replaces it, whose host a deployment fills in.
 */
const SERVERS = [
  { url: '/', description: 'The in-browser simulation (msw), on the origin serving the app.' },
  // No description on the variable: swagger-parser 12's OpenAPI 3.1 schema refuses one there.
  { url: 'https://{host}', description: 'A real backend answering the same calls: `host` is its host name.', variables: { host: { default: 'api.equipment.invalid' } } },
];

/** The ids of the components `value` refers to, directly or through other components. */
function referencedComponents(value: unknown, all: Record<string, JsonSchema>): Set<string> {
  const found = new Set<string>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (node === null || typeof node !== 'object') return;
    for (const [key, child] of Object.entries(node)) {
      if (key === '$ref' && typeof child === 'string' && child.startsWith(COMPONENT_REF)) {
        const id = child.slice(COMPONENT_REF.length);
        if (!found.has(id) && all[id]) {
          found.add(id);
          visit(all[id]);
        }
      } else visit(child);
    }
  };
  visit(value);
  return found;
}

/**
 * The document of `ops` (every call by default; the package ships the document of its own calls,
 * kitOperations). With other calls than all, only the components they refer to are kept.
 */
export function openApiDocument(ops: readonly Operation[] = operations, answers: ExampleAnswers = {}) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of ops) (paths[op.path] ??= {})[op.method] = operationObject(op, answers[op.operationId]);
  const websocket = { live: LIVE_WEBSOCKET_DOC };
  let schemas = components();
  if (ops !== operations) {
    const used = referencedComponents([paths, websocket], schemas);
    schemas = Object.fromEntries(Object.entries(schemas).filter(([id]) => used.has(id)));
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Electrical equipment management API', version: '1.0.0', description: DESCRIPTION, license: LICENSE },
    servers: SERVERS,
    tags: [...new Set(ops.map((op) => op.tag))].map((name) => ({ name, description: tagDescription(name) })),
    paths,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'The accessToken of POST /api/auth/login.' } },
      schemas,
    },
    'x-websocket': websocket,
  };
}


/** The document as the committed file holds it. */
export function openApiText(ops: readonly Operation[] = operations, answers: ExampleAnswers = {}): string {
  return `${JSON.stringify(openApiDocument(ops, answers), null, 2)}\n`;
}
