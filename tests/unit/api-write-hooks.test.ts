/**
 * The write hooks screens use instead of raw client calls (issue 37.2): each runs through the
 * same `changeOptions` the hook gives `useMutation`, here under a `MutationObserver` without
 * React, and must leave the lists it changed stale, also when some records of a bulk failed.
 */
import { MutationObserver, QueryClient, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';

import { useBulkDeleteDevices, useBulkSetDeviceStatus } from '@/api/client/devices';
import { useBulkDeleteProducts, useDeleteProduct, useDeleteReview } from '@/api/client/ecommerce';
import { changeOptions, type ChangeHook } from '@/api/client/hooks';
import { useBulkDeleteInvoices } from '@/api/client/invoice';
import { ApiError, type Requester } from '@/api/client/request';

interface Sent {
  path: string;
  method?: string;
  headers?: Record<string, string>;
  body?: unknown;
}

/** A requester that answers every call, except the paths in `refuse` (with their status). */
function fakeRequester(refuse: Record<string, ApiError> = {}) {
  const sent: Sent[] = [];
  const request = (async (path: string, options: Omit<Sent, 'path'> = {}) => {
    sent.push({ path, ...options });
    if (refuse[path]) throw refuse[path];
    return { number: path.split('/').pop(), version: 2 };
  }) as Requester;
  return { request, sent };
}

/** A client holding a fresh answer under each key (so "stale" can only come from the change). */
function clientWith(keys: readonly QueryKey[]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  for (const key of keys) client.setQueryData(key, { fresh: true });
  return client;
}

const stale = (client: QueryClient, key: QueryKey) => client.getQueryState(key)?.isInvalidated;

function run<V, T>(
  hook: ChangeHook<V, T>,
  request: Requester,
  client: QueryClient,
  variables: V,
): Promise<T> {
  const [call, after, options] = hook.change;
  return new MutationObserver(client, changeOptions(call, after, request, client, options)).mutate(
    variables,
  );
}

describe('bulk write hooks refresh what they changed', () => {
  const deviceKeys: QueryKey[] = [
    ['devices', 'list', {}],
    ['devices', 'stats'],
    ['device-types', {}],
    ['device-locations', 'tree'],
  ];

  it('useBulkDeleteDevices deletes each device and leaves device, type and location queries stale, also after a partial failure', async () => {
    const { request, sent } = fakeRequester({
      '/api/devices/24DC10002': new ApiError(500, 'boom'),
    });
    const client = clientWith([...deviceKeys, ['invoices']]);
    const outcome = await run(useBulkDeleteDevices, request, client, ['24DC10001', '24DC10002']);
    expect(sent.map((s) => [s.method, s.path])).toEqual([
      ['DELETE', '/api/devices/24DC10001'],
      ['DELETE', '/api/devices/24DC10002'],
    ]);
    expect(outcome.failures.map((f) => f.item)).toEqual(['24DC10002']);
    for (const key of deviceKeys) expect(stale(client, key), JSON.stringify(key)).toBe(true);
    expect(stale(client, ['invoices'])).toBe(false);
  });

  it('useBulkSetDeviceStatus sends the status with each shown version and refreshes the device data', async () => {
    const conflict = new ApiError(
      412,
      'changed',
      {},
      { current: { number: '24DC10003', version: 7 } },
    );
    const { request, sent } = fakeRequester({ '/api/devices/24DC10003': conflict });
    const client = clientWith(deviceKeys);
    const outcome = await run(useBulkSetDeviceStatus, request, client, [
      { number: '24DC10001', status: 'fault', version: 3 },
      { number: '24DC10003', status: 'fault', version: 4 },
    ]);
    expect(sent.map((s) => [s.method, s.path, s.body])).toEqual([
      ['PUT', '/api/devices/24DC10001', { status: 'fault' }],
      ['PUT', '/api/devices/24DC10003', { status: 'fault' }],
    ]);
    expect(sent.map((s) => s.headers?.['If-Match'])).toEqual(['"3"', '"4"']);
    expect(outcome.failures).toEqual([
      { item: { number: '24DC10003', status: 'fault', version: 4 }, reason: conflict },
    ]);
    for (const key of deviceKeys) expect(stale(client, key), JSON.stringify(key)).toBe(true);
  });

  it('useBulkDeleteInvoices refreshes every invoice query and nothing else', async () => {
    const { request, sent } = fakeRequester();
    const client = clientWith([
      ['invoices', {}],
      ['invoices', 'clients'],
      ['devices', 'list', {}],
    ]);
    const outcome = await run(useBulkDeleteInvoices, request, client, [4987, 4988]);
    expect(sent.map((s) => s.method)).toEqual(['DELETE', 'DELETE']);
    expect(outcome.failures).toEqual([]);
    expect(stale(client, ['invoices', {}])).toBe(true);
    expect(stale(client, ['invoices', 'clients'])).toBe(true);
    expect(stale(client, ['devices', 'list', {}])).toBe(false);
  });

  it('useBulkDeleteProducts refreshes the product lists, not the orders', async () => {
    const { request } = fakeRequester({
      '/api/apps/ecommerce/products/2': new ApiError(404, 'gone'),
    });
    const client = clientWith([
      ['products', {}],
      ['orders', {}],
    ]);
    const outcome = await run(useBulkDeleteProducts, request, client, [1, 2]);
    expect(outcome.failures.map((f) => (f.reason as ApiError).status)).toEqual([404]);
    expect(stale(client, ['products', {}])).toBe(true);
    expect(stale(client, ['orders', {}])).toBe(false);
  });
});

describe('a delete of a record already gone (404) refreshes its list too', () => {
  it.each([
    ['useDeleteProduct', useDeleteProduct, '/api/apps/ecommerce/products/9', ['products', {}]],
    ['useDeleteReview', useDeleteReview, '/api/apps/ecommerce/reviews/9', ['reviews', {}]],
  ] as const)('%s', async (_name, hook, path, key) => {
    const { request } = fakeRequester({ [path]: new ApiError(404, 'gone') });
    const client = clientWith([key]);
    await expect(
      run(hook as ChangeHook<number, unknown>, request, client, 9),
    ).rejects.toMatchObject({ status: 404 });
    expect(stale(client, key)).toBe(true);
  });

  it('but not after another failure (the record is still there)', async () => {
    const { request } = fakeRequester({
      '/api/apps/ecommerce/reviews/9': new ApiError(500, 'boom'),
    });
    const client = clientWith([['reviews', {}]]);
    await expect(run(useDeleteReview, request, client, 9)).rejects.toMatchObject({ status: 500 });
    expect(stale(client, ['reviews', {}])).toBe(false);
  });
});
