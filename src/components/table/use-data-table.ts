import { useTable, type RowData, type Updater } from '@tanstack/react-table';
import { useMemo, useRef, useState } from 'react';

import { columnIdOf, dataTableFeatures, type DataTableFeatures } from './columns';
import type { DataTableOptions } from './data-table-options';
import type { DataTableInstance } from './data-table-types';
import { showableVisibility } from './table-prefs';
import { useCardLayout } from './use-card-layout';
import { usePageClamp } from './use-page-clamp';
import { useRowSelection } from './use-row-selection';
import { useSortAndPage } from './use-sort-and-page';
import { useTableView } from './use-table-view';

const EMPTY: readonly never[] = [];

function resolve<T>(updater: Updater<T>, old: T): T {
  return typeof updater === 'function' ? (updater as (o: T) => T)(old) : updater;
}

/**
 * The state of a DataTable on TanStack Table 9: sort, page, page size, selection, column
 * visibility, density and the client filter. Each slice is controlled when its option is given
 * and owned here otherwise. Hand the result to the parts (`DataTableHead`, `DataTableBody`, …).
 */
export function useDataTable<TRow extends RowData>(
  options: DataTableOptions<TRow>,
): DataTableInstance<TRow> {
  const {
    columns,
    rows,
    getRowId,
    selectable = false,
    rowActions,
    loading = false,
    error,
    height,
    globalFilter,
  } = options;
  const server = options.mode === 'server';
  const cards = useCardLayout(options.layout);
  // Cards vary in height and a phone scrolls the page, not a box: a virtualised table pages its
  // cards.
  const virtualized = options.virtualized === true && !cards;
  const windowed = !virtualized && options.virtualize === 'window';
  const paging = useSortAndPage(options, server);
  const { sort, setSort, page, setPage, pageSize, setPageSize, pageSizes } = paging;
  const { sorting, pagination } = paging;
  const { selection, onSelectionChange } = useRowSelection(options);
  const offByDefault = useMemo(
    () => columns.filter((c) => c.meta?.offByDefault).map(columnIdOf),
    [columns],
  );
  const view = useTableView({ ...options, offByDefault });

  const { onPageChange, onPageSizeChange } = options;
  const tanstack = useTable<DataTableFeatures, TRow>({
    features: dataTableFeatures,
    columns,
    data: (rows ?? EMPTY) as readonly TRow[],
    getRowId: (row) => getRowId(row),
    state: {
      sorting,
      pagination,
      rowSelection: selection,
      columnVisibility: view.visibility,
      globalFilter: globalFilter ?? '',
    },
    enableMultiSort: false,
    enableSortingRemoval: true,
    sortDescFirst: false,
    manualSorting: server,
    manualPagination: server,
    manualFiltering: server,
    ...(server && { rowCount: options.total ?? rows?.length ?? 0 }),
    autoResetPageIndex: false,
    enableRowSelection: selectable,
    globalFilterFn: 'rowText',
    defaultColumn: { sortFn: 'collator' },
    onSortingChange: (u) => {
      const next = resolve(u, sorting)[0];
      setSort(next ? { id: next.id, desc: next.desc } : null);
    },
    onPaginationChange: (u) => {
      const next = resolve(u, pagination);
      if (next.pageSize !== pagination.pageSize) setPageSize(next.pageSize);
      else if (next.pageIndex !== pagination.pageIndex) setPage(next.pageIndex + 1);
    },
    onRowSelectionChange: onSelectionChange,
    onColumnVisibilityChange: view.setVisibility,
  });

  // A stored visibility may hide what the menu cannot show again (a column that is always
  // visible, every column): it gives way to the columns before anything is drawn (setting state
  // during render makes React render again at once).
  const showable = showableVisibility(
    view.visibility,
    tanstack
      .getAllLeafColumns()
      .map((c) => ({ id: c.id, hideable: c.getCanHide() && !c.columnDef.meta?.alwaysVisible })),
  );
  if (showable !== view.visibility) view.correctVisibility(showable);

  // Client mode: a new search restarts at page 1 (server mode: the list state does that).
  const [lastFilter, setLastFilter] = useState(globalFilter);
  if (lastFilter !== globalFilter) {
    setLastFilter(globalFilter);
    if (!server) paging.restartPage();
  }

  usePageClamp({
    server,
    page,
    pageSize,
    total: options.total,
    rows,
    settled: !loading && !error,
    onPageChange,
  });

  const scrollRef = useRef<HTMLDivElement>(null);
  const filtered = tanstack.getPrePaginatedRowModel().rows;
  return {
    tanstack,
    server,
    rows: virtualized ? filtered : tanstack.getRowModel().rows,
    sort,
    setSort,
    total: server ? (options.total ?? rows?.length ?? 0) : filtered.length,
    page,
    pageSize,
    pageSizes,
    setPage,
    setPageSize: server && !onPageSizeChange ? undefined : setPageSize,
    selectable,
    selectedIds: Object.keys(selection).filter((id) => selection[id]),
    rowActions,
    cards,
    density: view.density,
    setDensity: view.setDensity,
    virtualized,
    windowed,
    height,
    loading,
    error,
    columnCount:
      tanstack.getVisibleLeafColumns().length + (selectable ? 1 : 0) + (rowActions ? 1 : 0),
    scrollRef,
  };
}
