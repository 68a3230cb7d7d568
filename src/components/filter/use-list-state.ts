import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';

import {
  LIST_PAGE_SIZES,
  parseListState,
  serializeListState,
  type ListSchema,
  type ListState,
  type OrderBy,
} from './list-state';

/** The sort as the DataTable takes it. */
export interface ListSort {
  id: string;
  desc: boolean;
}

export interface UseListStateResult<F extends Record<string, unknown>, S extends string = string> {
  /** The parsed state (defaults where the URL had nothing or garbage). */
  state: ListState<F, S>;
  /** Sets the search text; page back to 1. */
  setQ: (q: string) => void;
  /** Sets (or with undefined clears) one filter; page back to 1. */
  setFilter: <K extends keyof F>(key: K, value: F[K] | undefined) => void;
  /** Clears q and every filter; page back to 1. */
  clearFilters: () => void;
  /** Sorts by a key (undefined: no sort); page back to 1. */
  setSort: (sortBy: S | undefined, orderBy?: OrderBy) => void;
  /**
   * Moves to a 1-based page; `replace` corrects the URL in place instead of adding a history entry.
   */
  setPage: (page: number, options?: { replace?: boolean }) => void;
  /** Changes the page size; page back to 1. */
  setItemsPerPage: (size: number) => void;
  /** Props to spread on a server-mode DataTable: sort, page, pageSize and their callbacks. */
  tableProps: {
    sort: ListSort | null;
    onSortChange: (sort: ListSort | null) => void;
    page: number;
    pageSize: number;
    /** A `clamped` change (a page past the end) replaces the URL entry instead of pushing one. */
    onPageChange: (page: number, change?: { clamped: boolean }) => void;
    onPageSizeChange: (size: number) => void;
    pageSizes: readonly number[];
  };
}

/**
 * Keeps a list's q, filters, sort and paging in the URL search params (shareable links, the
 * back button works). Typed by `schema`; keep the schema at module scope.
 */
export function useListState<F extends Record<string, unknown>, S extends string = string>(
  schema: ListSchema<F, S>,
): UseListStateResult<F, S> {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseListState(params, schema), [params, schema]);

  // Two changes in one event (page size, then page) must build on each other, not both on
  // the params of the last render.
  const latest = useRef(params);
  useLayoutEffect(() => {
    latest.current = params;
  }, [params]);
  const update = useCallback(
    (change: (s: ListState<F, S>) => ListState<F, S>, replace = false, urgent = true) => {
      const next = serializeListState(
        change(parseListState(latest.current, schema)),
        schema,
        latest.current,
      );
      latest.current = next;
      // flushSync: the new list state renders now, not as a router transition, so the list's
      // request starts in the same task as the click (a transition started it a frame later; the
      // figure is in docs/performance.md). Takes effect under RouterProvider from react-router/dom;
      // elsewhere it is ignored. Not for a correction the table makes from an effect, where React
      // cannot flush.
      setParams(next, { replace, flushSync: urgent });
    },
    [setParams, schema],
  );

  const setQ = useCallback(
    (q: string) => update((s) => (s.q === q.trim() ? s : { ...s, q, page: 1 }), true),
    [update],
  );
  const setFilter = useCallback(
    <K extends keyof F>(key: K, value: F[K] | undefined) =>
      update((s) => {
        const filters = { ...s.filters };
        if (value === undefined || (Array.isArray(value) && value.length === 0))
          delete filters[key];
        else filters[key] = value;
        return { ...s, filters, page: 1 };
      }),
    [update],
  );
  const clearFilters = useCallback(
    () => update((s) => ({ ...s, q: '', filters: {}, page: 1 })),
    [update],
  );
  const setSort = useCallback(
    (sortBy: S | undefined, orderBy: OrderBy = 'asc') =>
      update((s) => ({ ...s, sortBy, orderBy, page: 1 })),
    [update],
  );
  const setPage = useCallback(
    (page: number, options?: { replace?: boolean }) =>
      update(
        (s) => ({ ...s, page: Math.max(1, Math.floor(page)) }),
        options?.replace,
        !options?.replace,
      ),
    [update],
  );
  const setItemsPerPage = useCallback(
    (itemsPerPage: number) => update((s) => ({ ...s, itemsPerPage, page: 1 })),
    [update],
  );

  const pageSizes = schema.pageSizes ?? LIST_PAGE_SIZES;
  const tableProps = useMemo(
    () => ({
      sort: state.sortBy ? { id: state.sortBy, desc: state.orderBy === 'desc' } : null,
      // A column id is a sort key only when the schema lists it (another column cannot sort the
      // API).
      onSortChange: (sort: ListSort | null) =>
        setSort(
          sort && (!schema.sortKeys || (schema.sortKeys as readonly string[]).includes(sort.id))
            ? (sort.id as S)
            : undefined,
          sort?.desc ? 'desc' : 'asc',
        ),
      page: state.page,
      pageSize: state.itemsPerPage,
      onPageChange: (page: number, change?: { clamped: boolean }) =>
        setPage(page, { replace: change?.clamped === true }),
      onPageSizeChange: setItemsPerPage,
      pageSizes,
    }),
    [
      state.sortBy,
      state.orderBy,
      state.page,
      state.itemsPerPage,
      setSort,
      setPage,
      setItemsPerPage,
      pageSizes,
      schema.sortKeys,
    ],
  );

  return { state, setQ, setFilter, clearFilters, setSort, setPage, setItemsPerPage, tableProps };
}
