/**
 * The two shapes every hook of the typed client takes, written once: a query of the API (the
 * requester from the ApiProvider, TanStack's abort signal passed on) and a change through the
 * API that refreshes what it changed. A domain module then says only what is its own: the
 * keys, the call, and which lists a change touches. The hooks most domains have (a list page,
 * a change that refreshes given keys, a change of one record) are made here from those alone.
 */
import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
  type QueryKey,
  type UseMutationResult,
  type UseQueryResult,
} from '@tanstack/react-query';

import { useRequester } from './api-provider';
import { ApiError, type Requester } from './request';

export interface ApiQueryOptions {
  /**
   * Keep the last answer on screen while the next one loads (a list's next page, a search while
   * typing).
   */
  keepPrevious?: boolean;
  /** `false` waits (no id yet, or a user who may not read it). */
  enabled?: boolean;
}

/**
 * What a query hook gives back, for a component handed one by its screen (its data, state and
 * refetch).
 */
export type ApiQueryResult<T> = UseQueryResult<T, Error>;

/** A query of the API under `queryKey`. */
export function useApiQuery<T>(
  queryKey: QueryKey,
  call: (request: Requester, signal: AbortSignal) => Promise<T>,
  options: ApiQueryOptions = {},
): UseQueryResult<T, Error> {
  const request = useRequester();
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => call(request, signal),
    ...(options.keepPrevious && { placeholderData: keepPreviousData }),
    ...(options.enabled !== undefined && { enabled: options.enabled }),
  });
}

/**
 * What a change refreshes once it succeeded: the query keys whose queries are stale now, or a
 * function doing more (putting the answer in a detail query, removing a deleted one). The change
 * resolves once the refresh has started, so a caller that closes a form sees fresh lists.
 */
export type AfterChange<T, V> =
  readonly QueryKey[] | ((client: QueryClient, result: T, variables: V) => Promise<unknown> | void);

/** Marks every query under each key stale (and refetches the ones on screen). */
export function invalidateAll(client: QueryClient, keys: readonly QueryKey[]): Promise<void> {
  return Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey }))).then(
    () => undefined,
  );
}

/** Runs what a change refreshes (`after`) once it succeeded. */
function refresh<T, V>(
  client: QueryClient,
  after: AfterChange<T, V>,
  result: T,
  variables: V,
): Promise<unknown> | void {
  return typeof after === 'function'
    ? after(client, result, variables)
    : invalidateAll(client, after);
}

/**
 * The options a change hook gives `useMutation`, made without React: the hook and the tests that
 * prove a change refreshes its lists (a `MutationObserver` over them) run the same code.
 */
export function changeOptions<V, T>(
  call: (request: Requester, variables: V) => Promise<T>,
  after: AfterChange<T, V>,
  request: Requester,
  client: QueryClient,
  options: ChangeOptions = {},
) {
  return {
    mutationFn: (variables: V) => call(request, variables),
    onSuccess: (result: T, variables: V) => refresh(client, after, result, variables),
    // Not awaited: the caller says "already deleted" at once; the list drops the row when it comes.
    onError: (error: Error) => {
      if (
        options.refreshWhenGone &&
        error instanceof ApiError &&
        error.status === 404 &&
        typeof after !== 'function'
      )
        void invalidateAll(client, after);
    },
  };
}

export interface ChangeOptions {
  /**
   * A delete answered 404 (deleted elsewhere meanwhile) refreshes its lists too: they still show
   * the record.
   */
  refreshWhenGone?: boolean;
}

/** A change through the API; `after` says what it refreshes. */
export function useApiMutation<V, T>(
  call: (request: Requester, variables: V) => Promise<T>,
  after: AfterChange<T, V>,
  options: ChangeOptions = {},
): UseMutationResult<T, Error, V> {
  return useMutation(changeOptions(call, after, useRequester(), useQueryClient(), options));
}

/**
 * The hook of a list: the page `params` asks for (none: the first page), under the key `keyOf`
 * makes of them; the last page stays on screen while the next one loads.
 */
export function listQueryHook<P extends object, R>(
  keyOf: (params: P) => QueryKey,
  call: (request: Requester, params: P, signal?: AbortSignal) => Promise<R>,
) {
  // A list's parameters are all optional: none is the empty set, the key the screens share.
  return function useList(params: P = {} as P): UseQueryResult<R, Error> {
    return useApiQuery(keyOf(params), (request, signal) => call(request, params, signal), {
      keepPrevious: true,
    });
  };
}

/**
 * A change hook with its pieces kept on it (`changeOptions(...hook.change, request, client)` in
 * tests).
 */
export type ChangeHook<V, T> = (() => UseMutationResult<T, Error, V>) & {
  change: readonly [
    call: (request: Requester, variables: V) => Promise<T>,
    after: AfterChange<T, V>,
    options: ChangeOptions,
  ];
};

/** The hook of a change through the API; `after` says what it refreshes (as for useApiMutation). */
export function mutationHook<V, T>(
  call: (request: Requester, variables: V) => Promise<T>,
  after: AfterChange<T, V>,
  options: ChangeOptions = {},
): ChangeHook<V, T> {
  function useChange(): UseMutationResult<T, Error, V> {
    return useApiMutation(call, after, options);
  }
  return Object.assign(useChange, { change: [call, after, options] as const });
}

/** What a change of many records came to: each one's outcome, in the order asked. */
export interface BulkOutcome<I> {
  items: readonly I[];
  /** The reasons of the ones that failed, beside their items. */
  failures: readonly { item: I; reason: unknown }[];
}

/**
 * The hook of one change applied to many records (a bulk delete, a bulk status): every record is
 * tried, the change itself never fails, and `after` refreshes even when some failed (the ones
 * that went through are changed). The caller reads `failures` to say which did not.
 */
export function bulkChangeHook<I, T>(
  callOne: (request: Requester, item: I) => Promise<T>,
  after: AfterChange<BulkOutcome<I>, readonly I[]>,
): ChangeHook<readonly I[], BulkOutcome<I>> {
  return mutationHook(async (request, items: readonly I[]): Promise<BulkOutcome<I>> => {
    const results = await Promise.allSettled(items.map((item) => callOne(request, item)));
    const failures = results.flatMap((r, i) =>
      r.status === 'rejected' ? [{ item: items[i], reason: r.reason as unknown }] : [],
    );
    return { items, failures };
  }, after);
}

export { useApiCall } from './api-call';

/** What a change of one record takes as a mutation's variables: which record, and the changes. */
export interface RecordChange<C> {
  id: number;
  changes: C;
}

/** The hook of a change of one record, `call(request, id, changes)`, taking `{ id, changes }`. */
export function recordChangeHook<C, T>(
  call: (request: Requester, id: number, changes: C) => Promise<T>,
  after: AfterChange<T, RecordChange<C>>,
) {
  return mutationHook(
    (request, { id, changes }: RecordChange<C>) => call(request, id, changes),
    after,
  );
}
