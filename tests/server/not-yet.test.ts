/**
 * The honest gap: every kit operation of the OpenAPI document is either routed by the server or
 * listed in server/NOT-YET.md, never both and never neither. A ratchet: answering an operation
 * fails this test until its line goes, and a new kit operation fails it until it is answered or
 * listed.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

import { kitOperations } from '@/api/contract/kit-routes';
import openapi from '@/api/openapi.json';

import { startTestServer } from './support';

const server = startTestServer({ seed: false });
const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
const kitIds = new Set(kitOperations.map((op) => op.operationId));

/** `METHOD /path operationId` of each kit operation in the document. */
function documentedKitOperations(): string[] {
  const paths = openapi.paths as Record<
    string,
    Partial<Record<(typeof HTTP_METHODS)[number], { operationId: string }>>
  >;
  return Object.entries(paths).flatMap(([path, item]) =>
    HTTP_METHODS.flatMap((method) => {
      const op = item[method];
      return op && kitIds.has(op.operationId)
        ? [`${method.toUpperCase()} ${path} ${op.operationId}`]
        : [];
    }),
  );
}

function listedAsNotYet(): string[] {
  const text = readFileSync(new URL('../../server/NOT-YET.md', import.meta.url), 'utf8');
  return [...text.matchAll(/^- `(\w+) ([^`]+)` (\w+)$/gm)].map((m) => `${m[1]} ${m[2]} ${m[3]}`);
}

describe('the kit operations the server does not answer yet', () => {
  it('reads the document’s kit operations (all of kit-routes.ts)', () => {
    expect(documentedKitOperations()).toHaveLength(kitOperations.length);
  });

  it('are exactly the ones server/NOT-YET.md lists', () => {
    const unanswered = documentedKitOperations().filter((entry) => {
      const [method, path] = entry.split(' ');
      return !server.app.hasRoute({
        method: method as 'GET',
        url: path.replace(/\{(\w+)\}/g, ':$1'),
      });
    });
    expect(listedAsNotYet()).toEqual(unanswered);
  });

  it('the routed ones answer (not the 404 of an unknown path)', async () => {
    for (const entry of documentedKitOperations().filter((e) => !listedAsNotYet().includes(e))) {
      const [method, path] = entry.split(' ');
      const answer = await server.app.inject({
        method: method as 'GET',
        url: path.replace(/\{(\w+)\}/g, '1'),
        payload: method === 'GET' || method === 'DELETE' ? undefined : {},
      });
      expect(answer.json(), entry).not.toEqual({
        message: 'The API did not answer. Reload the page and try again.',
        key: 'apiUnavailable',
      });
    }
  });
});
