/**
 * The OpenAPI 3.1 document of the API, generated from the contract: the schemas become
 * `components.schemas` (zod's JSON Schema, which OpenAPI 3.1 uses as it is) and the route table
 * (routes.ts) becomes `paths`. `npm run openapi` writes it; a test holds the file to this output.
 */
import { z } from 'zod';

import { LIMITS, MAX_ITEMS_PER_PAGE } from './common';
import { REQUEST_EXAMPLES, type ExampleValue } from './examples';
// Registers the live protocol's schemas (components) and its description (x-websocket).
import { LIVE_WEBSOCKET_DOC } from './live';
import { ERROR_SCHEMAS, operations, type Operation } from './routes';
import { RULE_DESCRIPTIONS } from './rule-descriptions';
import { CONTRACT_RULES, type ContractRuleName } from './rules';
import { tagDescription } from './tags';

/** The simulation's answers to the example requests, by operationId and status (mock/example-answers.ts). */
export type ExampleAnswers = Record<string, Record<string, unknown>>;

type JsonSchema = Record<string, unknown>;

const COMPONENT_REF = '#/components/schemas/';

/** The id a schema is registered under (`.meta({ id })`); bodies and answers must have one. */
function componentId(schema: z.ZodType): string {
  const id = z.globalRegistry.get(schema)?.id;
  if (typeof id !== 'string')
    throw new Error(
      `A body or answer schema has no id: ${JSON.stringify(z.toJSONSchema(schema, { unrepresentable: 'any' })).slice(0, 200)}`,
    );
  return id;
}

const ref = (schema: z.ZodType) => ({ $ref: `${COMPONENT_REF}${componentId(schema)}` });

/** JSON Schema keywords zod writes for a standalone document that mean nothing inside OpenAPI. */
function tidy(schema: JsonSchema): JsonSchema {
  const { $schema: _schema, $id: _id, ...rest } = schema;
  return rest;
}

/** A schema's `x-rules` names (rulesMeta) spelled out: name, fields, message keys, what it requires. */
function withRuleEntries(schema: JsonSchema): JsonSchema {
  const names = schema['x-rules'] as ContractRuleName[] | undefined;
  if (!names) return schema;
  return {
    ...schema,
    'x-rules': names.map((name) => ({
      name,
      ...CONTRACT_RULES[name],
      description: RULE_DESCRIPTIONS[name],
    })),
  };
}

/** A string format (date, date-time, email) says it all: zod's regex for it is noise to a reader. */
const dropFormatPattern = ({ jsonSchema }: { jsonSchema: JsonSchema }) => {
  if (typeof jsonSchema.format === 'string') delete jsonSchema.pattern;
};

const JSON_SCHEMA_OPTIONS = {
  target: 'draft-2020-12',
  unrepresentable: 'any',
  override: dropFormatPattern,
} as const;

/** Keywords of a pipe's second stage that a request must also meet. */
const CHECK_KEYWORDS = [
  'format',
  'pattern',
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'enum',
] as const;

/**
 * Read as a request, a pipe of two checks (`requiredText(…).pipe(z.email())`: a length, then a
 * format) would say only the first; a request must meet both, so the second's keywords join. And
 * a default is said wherever there is one.
 */
const withBothChecks = (context: { zodSchema: z.core.$ZodType; jsonSchema: JsonSchema }) => {
  const def = context.zodSchema._zod.def as {
    type: string;
    in?: z.core.$ZodType;
    out?: z.core.$ZodType;
    defaultValue?: unknown;
  };
  // zod says a default only on what it reads as is: a number typed as text (numeric) loses it.
  if (def.type === 'default' && context.jsonSchema.default === undefined)
    context.jsonSchema.default = def.defaultValue;
  if (
    def.type === 'pipe' &&
    def.in &&
    def.out &&
    def.in._zod.def.type !== 'transform' &&
    def.out._zod.def.type !== 'transform'
  ) {
    const second = z.toJSONSchema(def.out, {
      target: 'draft-2020-12',
      unrepresentable: 'any',
    }) as JsonSchema;
    for (const key of CHECK_KEYWORDS)
      if (second[key] !== undefined && context.jsonSchema[key] === undefined)
        context.jsonSchema[key] = second[key];
  }
  dropFormatPattern(context);
};

/** Every registered schema as JSON Schema, read as a request is written (`input`) or as an answer is (`output`). */
function registrySchemas(io: 'input' | 'output'): Record<string, JsonSchema> {
  const override = io === 'input' ? withBothChecks : dropFormatPattern;
  const { schemas } = z.toJSONSchema(z.globalRegistry, {
    ...JSON_SCHEMA_OPTIONS,
    io,
    override,
    uri: (id) => `${COMPONENT_REF}${id}`,
  }) as { schemas: Record<string, JsonSchema> };
  return Object.fromEntries(
    Object.entries(schemas).map(([id, schema]) => [id, withRuleEntries(tidy(schema))]),
  );
}

/** The component ids `roots` refer to, themselves included, through `all`. */
function closure(roots: Iterable<string>, all: Record<string, JsonSchema>): Set<string> {
  const found = new Set<string>();
  for (const id of roots) {
    if (found.has(id) || !all[id]) continue;
    found.add(id);
    for (const child of referencedComponents(all[id], all)) found.add(child);
  }
  return found;
}

/** `schema` with its references to the ids of `renamed` pointing at their request form. */
function withRequestRefs(schema: JsonSchema, renamed: ReadonlySet<string>): JsonSchema {
  return JSON.parse(JSON.stringify(schema), (key, value: unknown) =>
    key === '$ref' && typeof value === 'string' && renamed.has(value.slice(COMPONENT_REF.length))
      ? `${value}${REQUEST_SUFFIX}`
      : value,
  ) as JsonSchema;
}

/** The suffix of a component's request form, when an answer uses the same schema read otherwise. */
const REQUEST_SUFFIX = 'Input';

/**
 * The components: request bodies as a client writes them (zod's input: a field with a default is
 * optional, and a body refuses properties it does not define) and everything else as the API
 * answers (output: a defaulted field is always there). A schema both sides use whose two readings
 * differ is given twice, its request form as `<id>Input`; `requestIds` are the bodies' ids.
 */
function components(requestIds: readonly string[]): {
  schemas: Record<string, JsonSchema>;
  requestId: (id: string) => string;
} {
  const output = registrySchemas('output');
  const input = registrySchemas('input');
  const requestSide = closure(requestIds, input);
  const answerSide = new Set(Object.keys(output).filter((id) => !requestSide.has(id)));
  for (const id of closure(answerSide, output)) answerSide.add(id);
  // A shared schema needs its own request form when it reads differently, or refers to one that does.
  const renamed = new Set<string>();
  for (let grew = true; grew;) {
    grew = false;
    for (const id of requestSide) {
      if (renamed.has(id) || !answerSide.has(id)) continue;
      const differs =
        JSON.stringify(input[id]) !== JSON.stringify(output[id]) ||
        [...referencedComponents(input[id], input)].some((child) => renamed.has(child));
      if (differs) {
        renamed.add(id);
        grew = true;
      }
    }
  }
  const schemas: Record<string, JsonSchema> = {};
  for (const id of answerSide) schemas[id] = output[id];
  for (const id of requestSide)
    schemas[renamed.has(id) ? `${id}${REQUEST_SUFFIX}` : id] = withRequestRefs(input[id], renamed);
  const sorted = Object.fromEntries(
    Object.keys(schemas)
      .sort()
      .map((id) => [id, schemas[id]]),
  );
  return { schemas: sorted, requestId: (id) => (renamed.has(id) ? `${id}${REQUEST_SUFFIX}` : id) };
}

/**
 * One parameter per property of a params or query object. Written as the simulation reads it
 * (io: output): a value it cannot read falls back to the default the schema shows.
 */
function parameters(
  location: 'path' | 'query',
  object: z.ZodObject | undefined,
  examples: Record<string, ExampleValue | ExampleValue[]> = {},
) {
  if (!object) return [];
  return Object.entries(object.shape).map(([name, property]) => {
    const schema = tidy(z.toJSONSchema(property as z.ZodType, JSON_SCHEMA_OPTIONS) as JsonSchema);
    const { description, ...rest } = schema;
    // Required when the simulation refuses the call without it (a preprocessed parameter's
    // optin says nothing: its transform takes anything).
    const optional = (property as z.ZodType).safeParse(undefined).success;
    const example = name in examples ? { example: examples[name] } : {};
    return {
      name,
      in: location,
      required: location === 'path' || !optional,
      ...(description ? { description } : {}),
      schema: rest,
      ...example,
    };
  });
}

/** A JSON body of `schema`, with the example when there is one (`undefined`: none). */
const json = (schema: JsonSchema, example?: unknown) => ({
  content: { 'application/json': { schema, ...(example === undefined ? {} : { example }) } },
});

const ETAG_HEADER = {
  ETag: {
    description: 'The record\'s version, `"<version>"`: send it back as If-Match.',
    schema: { type: 'string', examples: ['"3"'] },
  },
};

const IF_MATCH = {
  name: 'If-Match',
  in: 'header',
  required: false,
  description:
    'The ETag of the version the change is based on, `"<version>"` (`*`: any). When the record has changed since, nothing is saved and the answer is 412 with the current record. Without it the change is made whatever happened meanwhile.',
  schema: { type: 'string', examples: ['"3"'] },
};

/**
 * A file's bytes as the answer: one content entry per type it may be served as, with the headers
 * that make a browser save it rather than run it (docs/domain/attachments.md).
 */
function fileAnswer(description: string, media: readonly string[]) {
  return {
    description,
    headers: {
      'Content-Disposition': {
        description:
          '`attachment` with the file’s name: `filename` (ASCII) and `filename*` (UTF-8).',
        schema: { type: 'string' },
      },
      'X-Content-Type-Options': { description: 'Always `nosniff`.', schema: { type: 'string' } },
    },
    content: Object.fromEntries(
      media.map((type) => [type, { schema: { type: 'string', contentMediaType: type } }]),
    ),
  };
}

function errorResponse(
  [shape, description]: [keyof typeof ERROR_SCHEMAS | z.ZodType, string],
  example: unknown,
) {
  if (typeof shape !== 'string')
    return { description, headers: ETAG_HEADER, ...json(ref(shape), example) };
  const schemas = ERROR_SCHEMAS[shape].map(ref);
  return { description, ...json(schemas.length === 1 ? schemas[0] : { oneOf: schemas }, example) };
}

function operationObject(
  op: Operation,
  requestId: (id: string) => string,
  answers: Record<string, unknown> = {},
) {
  const example = REQUEST_EXAMPLES[op.operationId] ?? {};
  // The rules of its query JSON Schema cannot say ("to after from"), named on the query object: the operation lists them.
  const queryRules = op.query
    ? withRuleEntries({ 'x-rules': z.globalRegistry.get(op.query)?.['x-rules'] })['x-rules']
    : undefined;
  const responses: Record<string, unknown> = {
    [op.ok.status]: op.ok.media
      ? fileAnswer(op.ok.description, op.ok.media)
      : {
          description: op.ok.description,
          ...(op.etag ? { headers: ETAG_HEADER } : {}),
          ...(op.ok.schema ? json(ref(op.ok.schema), answers[op.ok.status]) : {}),
        },
  };
  for (const [status, error] of Object.entries(op.errors ?? {}) as [
    string,
    [keyof typeof ERROR_SCHEMAS | z.ZodType, string],
  ][])
    responses[status] = errorResponse(error, answers[status]);
  return {
    operationId: op.operationId,
    tags: [op.tag],
    summary: op.summary,
    ...(op.description ? { description: op.description } : {}),
    ...(queryRules ? { 'x-rules': queryRules } : {}),
    // Secured calls take the document's global Bearer rule and name the ability they need; the rest are
    // open, with Bearer optional (`{}` or bearer) on the reads that answer more to a session.
    ...(op.secured
      ? { 'x-ability': op.secured }
      : { security: op.sessionOptional ? [{}, { bearer: [] }] : [] }),
    parameters: [
      ...parameters('path', op.params, example.params),
      ...(op.conditional ? [IF_MATCH] : []),
      ...parameters('query', op.query, example.query),
    ],
    ...(op.form
      ? {
          requestBody: {
            required: true,
            content: {
              'multipart/form-data': {
                schema: { $ref: `${COMPONENT_REF}${requestId(componentId(op.form))}` },
              },
            },
          },
        }
      : {}),
    ...(op.body
      ? {
          requestBody: {
            required: true,
            ...json({ $ref: `${COMPONENT_REF}${requestId(componentId(op.body))}` }, example.body),
          },
        }
      : {}),
    responses,
  };
}

const DESCRIPTION = `The API of the electrical equipment management admin kit (电气设备管理): devices, device types and locations, and the sample apps of the admin template. The kit's in-browser simulation answers every call below; a real backend answers the same to replace it.

**Errors.** A refused request answers 400 \`{ errors: { field: [message] }, issues: [{ path, key, params }] }\`: \`errors\` holds English messages by field (nested fields dotted, e.g. \`nameplate.frequencyHz\`), \`issues\` the same as message keys with their parameters, for clients to show in the user's language. Any other failure answers \`{ message, key }\` (401, 403, 404, 409, 412, 413, 415, 507, and the 400s of SPEC §8). A property a body does not define is refused, never dropped: 400 with an issue \`unknownField\` under its name (nested ones dotted), so a typo surfaces. Request schemas are written as a client sends them (a field with a default may be left out), answers as the API answers (a defaulted field is always there). A write whose body is not a JSON object answers 400 \`{ message }\`; a body over ${LIMITS.bodyBytes / 1024} kB answers 413. Every text field has a length limit and every number a range (see the schemas); beyond them is a 400.

**Rules.** Every rule a request is checked by is in its schema: formats as \`pattern\` or \`format\`, values as \`enum\`, "a site needs lat and lng" as \`if\`/\`then\`. The rules JSON Schema cannot say are named in the request schema's \`x-rules\`: each entry gives the rule's \`name\`, the \`fields\` a refusal is reported on, its message \`keys\` (the 400's \`issues[].key\`) and what it requires; \`stored: true\` marks a rule checked against stored data (a name in use, a role that exists).

**Lists.** \`page\` (from 1) and \`itemsPerPage\` (default 10, -1 for all, at most ${MAX_ITEMS_PER_PAGE}) never fail: a missing or unreadable value falls back to its default. \`sortBy\` takes the keys each list names (an unknown key keeps the default order), \`orderBy\` asc (default) or desc. \`q\` matches case-insensitively; filters with unknown values match nothing or are ignored, never a 400.

**Sessions.** \`POST /api/auth/login\` issues a token; send it as \`Authorization: Bearer <token>\`. Every call that changes stored data needs a session: every POST, PUT, PATCH and DELETE but signing in, and the one GET that changes data (opening a chat marks it seen: a change of the signed-in user's own data, so it needs a session too). Such a call names the ability it needs as \`x-ability\` (\`{ action, subject }\`, SPEC §6): the action follows the method (POST create, PUT and PATCH update, DELETE delete, the changing GET read), the subject is \`Device\` for devices, device types and locations and \`Apps\` for the sample apps and pages. No token or an invalid one answers 401 (\`signInAgain\`); a session whose abilities do not allow it 403 (\`notAllowed\` for devices, \`notAllowedChange\` for the sample apps). The admin account (\`manage all\`) may do everything; the client account (\`read AclDemo\`) reads only. The document's \`security\` says it: Bearer for every call, \`security: []\` on the calls open to all (signing in and the other reads), and \`security: [{}, { bearer: [] }]\` (a token optional) on the open reads that answer more to a valid session: deleted devices for a session that may delete devices, people in the app-bar search for one that may read the sample apps, the reader's own vote on a help article.

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
  {
    url: 'https://{host}',
    description: 'A real backend answering the same calls: `host` is its host name.',
    variables: { host: { default: 'api.equipment.invalid' } },
  },
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
export function openApiDocument(
  ops: readonly Operation[] = operations,
  answers: ExampleAnswers = {},
) {
  const built = components(
    operations.flatMap((op) => [op.body, op.form].flatMap((b) => (b ? [componentId(b)] : []))),
  );
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of ops)
    (paths[op.path] ??= {})[op.method] = operationObject(
      op,
      built.requestId,
      answers[op.operationId],
    );
  const websocket = { live: LIVE_WEBSOCKET_DOC };
  let schemas = built.schemas;
  if (ops !== operations) {
    const used = referencedComponents([paths, websocket], schemas);
    schemas = Object.fromEntries(Object.entries(schemas).filter(([id]) => used.has(id)));
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Electrical equipment management API',
      version: '1.0.0',
      description: DESCRIPTION,
      license: LICENSE,
    },
    servers: SERVERS,
    // Every call needs a session unless it says otherwise (`security: []`): a call added without a thought is closed, not open.
    security: [{ bearer: [] }],
    tags: [...new Set(ops.map((op) => op.tag))].map((name) => ({
      name,
      description: tagDescription(name),
    })),
    paths,
    components: {
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          description: 'The accessToken of POST /api/auth/login.',
        },
      },
      schemas,
    },
    'x-websocket': websocket,
  };
}

/** The document as the committed file holds it. */
export function openApiText(
  ops: readonly Operation[] = operations,
  answers: ExampleAnswers = {},
): string {
  return `${JSON.stringify(openApiDocument(ops, answers), null, 2)}\n`;
}
