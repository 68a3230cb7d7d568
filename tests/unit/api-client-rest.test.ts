/**
 * The collection calls of the typed client (src/api/client/rest.ts): each domain's list, record,
 * create, change and delete are made by these, so the requests they send are checked here once.
 */
import { describe, expect, it } from 'vitest';

import { createRequester } from '@/api/client/request';
import {
  changeCall,
  deleteCall,
  listCall,
  postCall,
  recordCall,
  versionedChangeCall,
  versionedDeleteCall,
} from '@/api/client/rest';

/** A requester over a fetch that answers `{}` and records what was sent. */
function recording() {
  const sent: { url: string; method: string; headers: Record<string, string>; body: unknown }[] =
    [];
  const fetchImpl = (async (url: string, init: RequestInit) => {
    sent.push({
      url,
      method: String(init.method),
      headers: init.headers as Record<string, string>,
      body: init.body === undefined ? undefined : JSON.parse(String(init.body)),
    });
    return new Response(init.method === 'DELETE' ? '' : '{}', { status: 200 });
  }) as typeof fetch;
  return { request: createRequester('', fetchImpl), sent };
}

type Params = { q?: string; status?: readonly string[]; page?: number };

describe('collection calls', () => {
  it('GETs a list with its parameters as the query (empty ones left out), or none', async () => {
    const { request, sent } = recording();
    const list = listCall<Params, unknown>('/api/things');
    await list(request, { q: 'pump', status: ['a', 'b'], page: undefined });
    await list(request);
    expect(sent.map(({ url, method }) => [method, url])).toEqual([
      ['GET', '/api/things?q=pump&status=a&status=b'],
      ['GET', '/api/things'],
    ]);
  });

  it('passes the abort signal on', async () => {
    let signal: AbortSignal | null | undefined;
    const request = createRequester('', (async (_url: string, init: RequestInit) => {
      signal = init.signal;
      return new Response('{}');
    }) as typeof fetch);
    const controller = new AbortController();
    await recordCall<unknown>('/api/things')(request, 7, controller.signal);
    expect(signal).toBe(controller.signal);
  });

  it('GETs one record, POSTs a body, changes by PUT or PATCH, DELETEs, all without If-Match', async () => {
    const { request, sent } = recording();
    await recordCall<unknown>('/api/things')(request, 7);
    await postCall<{ name: string }, unknown>('/api/things')(request, { name: 'A' });
    await changeCall<{ name: string }, unknown>('/api/things')(request, 7, { name: 'B' });
    await changeCall<{ name: string }, unknown>('/api/things', 'PATCH')(request, 7, { name: 'C' });
    await deleteCall('/api/things')(request, 7);
    expect(sent.map(({ url, method, body }) => [method, url, body])).toEqual([
      ['GET', '/api/things/7', undefined],
      ['POST', '/api/things', { name: 'A' }],
      ['PUT', '/api/things/7', { name: 'B' }],
      ['PATCH', '/api/things/7', { name: 'C' }],
      ['DELETE', '/api/things/7', undefined],
    ]);
    expect(sent.every(({ headers }) => !('If-Match' in headers))).toBe(true);
  });

  it('sends If-Match with the version a versioned change or delete is based on, and none without one', async () => {
    const { request, sent } = recording();
    await versionedChangeCall<{ name: string }, unknown>('/api/things')(
      request,
      7,
      { name: 'B' },
      3,
    );
    await versionedChangeCall<{ name: string }, unknown>('/api/things')(request, 7, { name: 'B' });
    await versionedDeleteCall('/api/things')(request, 7, 4);
    await versionedDeleteCall('/api/things')(request, 7);
    expect(sent.map(({ method, headers }) => [method, headers['If-Match']])).toEqual([
      ['PUT', '"3"'],
      ['PUT', undefined],
      ['DELETE', '"4"'],
      ['DELETE', undefined],
    ]);
  });
});
