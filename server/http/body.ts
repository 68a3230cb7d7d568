/**
 * Request bodies as the simulation reads them (src/api/mock/handlers/http.ts): whatever the content
 * type, the text is read as JSON; anything but a JSON object (malformed, null, a list, a form) is a
 * 400 `bodyNotObject`, and a body over the contract's limit a 413 `bodyTooLarge`, before any field
 * is read.
 */
import type { FastifyInstance } from 'fastify';

import { isRecord, LIMITS, type ValidationIssue } from '../../src/api/contract/common';
import { failure, invalid, type Failure } from '../../src/api/shared/outcome';

/** What a body that is not JSON parses to: a value no schema takes, told apart from JSON `null`. */
const NOT_JSON = Symbol('not JSON');

export const BODY_LIMIT = LIMITS.bodyBytes;

export const bodyTooLarge = (): Failure =>
  failure('bodyTooLarge', 413, { max: LIMITS.bodyBytes / 1024 });

/** Every content type is read as text and parsed as JSON here; the routes decide what they take. */
export function readBodiesAsJson(app: FastifyInstance): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    '*',
    { parseAs: 'string', bodyLimit: BODY_LIMIT },
    (_request, text, done) => {
      try {
        done(null, text === '' ? NOT_JSON : JSON.parse(text as string));
      } catch {
        done(null, NOT_JSON);
      }
    },
  );
}

/** A lone UTF-16 surrogate: text no UTF-8 column or jsonb value can hold as it was sent. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
/** Text PostgreSQL cannot store faithfully: a NUL character, or a lone surrogate. */
const unstorable = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);

/**
 * The fields holding a NUL character or a lone surrogate (in a value or a name): PostgreSQL text
 * cannot store a NUL, and jsonb refuses a lone surrogate's escape (a device's history is jsonb), so
 * the server refuses either as an invalid value where the simulation (plain JSON) would keep it. A
 * walk with its own stack, not recursion: a body nested tens of thousands deep (still under the
 * size limit) must not overflow the call stack (tests/server/hostile.test.ts).
 */
function nulIssues(body: unknown): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  const stack: [unknown, string][] = [[body, '']];
  while (stack.length) {
    const [value, path] = stack.pop()!;
    if (typeof value === 'string') {
      if (unstorable(value)) issues.push({ path, key: 'invalid' });
    } else if (Array.isArray(value)) {
      // Pushed last first, so the issues come in the body's order.
      for (let i = value.length - 1; i >= 0; i--) stack.push([value[i], path]);
    } else if (isRecord(value)) {
      const entries = Object.entries(value);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, item] = entries[i];
        stack.push([unstorable(key) ? '\u0000' : item, path ? `${path}.${key}` : key]);
      }
    }
  }
  return issues;
}

/**
 * The body as a JSON object, or the 400 the simulation answers (or a field with a NUL character).
 */
export function jsonObject(body: unknown): { ok: true; body: Record<string, unknown> } | Failure {
  if (!isRecord(body)) return failure('bodyNotObject', 400);
  const issues = nulIssues(body);
  return issues.length ? invalid(issues) : { ok: true, body };
}
