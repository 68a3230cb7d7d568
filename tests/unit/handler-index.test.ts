/**
 * The handler index (src/api/mock/handler-index.ts) leaves out only handlers MSW would not have
 * matched: for every operation of the contract, and for addresses in other cases, with a prefix,
 * a trailing slash, a query or an unknown path, the handlers MSW's own test matches are the same
 * among the ones the index keeps, in the same order.
 */
import type { RequestHandler } from 'msw';
import { describe, expect, it } from 'vitest';

import { operations } from '@/api/contract/routes';
import { handlerIndex } from '@/api/mock/handler-index';
import { createHandlers } from '@/api/mock/handlers';
import { createMockStore } from '@/api/mock/store';

const store = createMockStore();
const handlers: RequestHandler[] = createHandlers(store.db);
const handlersFor = handlerIndex(handlers);

const matching = async (list: readonly RequestHandler[], request: Request) => {
  const hits: RequestHandler[] = [];
  for (const handler of list) if (await handler.test({ request })) hits.push(handler);
  return hits;
};

/** An operation's OpenAPI path as an address (`{number}` → a value). */
const address = (path: string) => path.replace(/\{[^}]+\}/g, '12');

const urls = [
  ...operations.flatMap(({ method, path }) => [
    [method, `http://localhost${address(path)}`],
    [method, `http://localhost${address(path)}/?q=a#x`],
    [method, `http://localhost${address(path).toUpperCase()}`],
    [method, `http://localhost/base${address(path)}`],
  ]),
  ['GET', 'http://localhost/api/nothing-here'],
  ['GET', 'http://localhost/api/'],
  ['GET', 'http://localhost/api/api/devices'],
  ['GET', 'http://localhost/api/devices-x'],
  ['GET', 'http://localhost/other'],
] as const;

describe('handlerIndex', () => {
  it('keeps every handler MSW matches, in order, for each address', async () => {
    let matched = 0;
    for (const [method, url] of urls) {
      const request = () => new Request(url, { method });
      const kept = handlersFor(request());
      const all = await matching(handlers, request());
      expect(await matching(kept, request()), `${method} ${url}`).toEqual(all);
      if (all.length > 0) matched++;
    }
    // Not a comparison of empty lists: each operation's address, in its four forms, is answered.
    expect(matched).toBeGreaterThanOrEqual(operations.length * 4);
  });

  it('keeps few handlers for an address of one domain', () => {
    const kept = handlersFor(new Request('http://localhost/api/devices/stats'));
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.length).toBeLessThan(handlers.length / 4);
  });
});
