import type { PaginationState, RowData, SortingState } from '@tanstack/react-table';
import { useMemo } from 'react';

import type { DataTableOptions } from './data-table-options';
import type { DataTableSort } from './data-table-types';
import { PAGE_SIZES } from './pagination';
import { useControlled } from './use-controlled';

/**
 * A DataTable's sort, page and page size: each controlled when its option is given and owned
 * here otherwise, reported through the option's callback either way; also as TanStack's state.
 * In client mode a page past the end (after filtering) shows the last page.
 */
export function useSortAndPage<TRow extends RowData>(
  options: DataTableOptions<TRow>,
  server: boolean,
) {
  const { rows, onSortChange, onPageChange, onPageSizeChange } = options;
  const pageSizes = options.pageSizes ?? PAGE_SIZES;
  const [sort, setOwnSort] = useControlled<DataTableSort | null>(options.sort, null);
  const [pageSize, setOwnPageSize] = useControlled(options.pageSize, pageSizes[0] ?? PAGE_SIZES[0]);
  const [askedPage, setOwnPage] = useControlled(options.page, 1);
  const clientPageCount = server
    ? Infinity
    : Math.max(1, Math.ceil((rows?.length ?? 0) / pageSize));
  const page = Math.min(askedPage, clientPageCount);

  const sorting = useMemo<SortingState>(() => (sort ? [sort] : []), [sort]);
  const pagination = useMemo<PaginationState>(
    () => ({ pageIndex: Math.max(0, page - 1), pageSize }),
    [page, pageSize],
  );

  const setSort = (next: DataTableSort | null) => {
    setOwnSort(next);
    onSortChange?.(next);
  };
  const setPage = (next: number) => {
    setOwnPage(next);
    onPageChange?.(next);
  };
  // A new page size starts at page 1; a controlled owner does that itself (useListState does).
  const setPageSize = (next: number) => {
    setOwnPageSize(next);
    setOwnPage(1);
    onPageSizeChange?.(next);
  };

  return {
    sort,
    setSort,
    page,
    setPage,
    /** Back to page 1 without telling the owner (its list state restarts the page itself). */
    restartPage: () => setOwnPage(1),
    pageSize,
    setPageSize,
    pageSizes,
    sorting,
    pagination,
  };
}
