import { useCallback, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import {
  useTable,
  type ColumnVisibilityState,
  type PaginationState,
  type Row,
  type RowData,
  type RowSelectionState,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { IconArrowDown, IconArrowUp, IconArrowsSort, IconDownload, IconX } from '@tabler/icons-react';
import { cn } from '../../lib/cn';
import { Button } from '../ui/button';
import { EmptyState } from '../feedback/empty-state';
import { ErrorState } from '../feedback/error-state';
import { Skeleton } from '../feedback/skeleton';
import { Checkbox } from '../form/checkbox';
import { alignClass, cellPad, DataTableRow, type DataTableDensity } from './data-table-row';
import { columnLabel, dataTableFeatures, type DataTableColumnDef, type DataTableFeatures } from './columns';
import { ColumnVisibilityMenu } from './column-visibility-menu';
import { downloadCsv, toCsv } from './csv';
import { Pagination, PAGE_SIZES } from './pagination';
import { useTableText } from './use-table-text';

/** The one sorted column (lists sort by one key, as the API does), or null for none. */
export interface DataTableSort {
  id: string;
  desc: boolean;
}

export type { DataTableDensity };

/** What the bulk-action bar gets: the selected ids (all pages), the loaded selected rows, and a reset. */
export interface DataTableSelection<TRow> {
  ids: string[];
  rows: TRow[];
  clear: () => void;
}

export interface DataTableProps<TRow extends RowData> {
  /**
   * Column definitions from `createDataTableColumns<TRow>()`; keep the array stable (module scope
   * or memo). Body rows are memoised and keyed by their place on the page, so a cell should keep
   * no state of its own: derive it from the row, or it stays with the place when the rows change.
   */
  columns: DataTableColumnDef<TRow>[];
  /** The rows: the current page in server mode, every row in client mode. `undefined` while loading. */
  rows: readonly TRow[] | undefined;
  /** Stable id of a row (selection, keys, focus). */
  getRowId: (row: TRow) => string;
  /** Accessible name of the table. */
  'aria-label': string;
  /** `server`: rows, total, sort and page come from outside (the API); `client`: the table sorts, filters and pages. */
  mode?: 'client' | 'server';
  /** Server mode: the total number of rows on all pages. */
  total?: number;
  /** Current sort (controlled); omit in client mode to let the table own it. */
  sort?: DataTableSort | null;
  /** Called when a header asks for another sort (asc → desc → none). */
  onSortChange?: (sort: DataTableSort | null) => void;
  /** Current page, 1-based (controlled; required in server mode). */
  page?: number;
  /** Rows per page (controlled; required in server mode). */
  pageSize?: number;
  /** Called with the new 1-based page. */
  onPageChange?: (page: number) => void;
  /** Called with the new page size (the owner of a controlled `page` resets it to 1); shows the rows-per-page select. */
  onPageSizeChange?: (size: number) => void;
  /** Choices of rows per page. */
  pageSizes?: readonly number[];
  /** Client mode: text that rows must contain (any column). */
  globalFilter?: string;
  /** Client mode: render every row in a scroll area of `height` px, virtualised, instead of pages. */
  virtualized?: boolean;
  /** Height of the scroll area when virtualised, or a max height for a sticky header; px. */
  height?: number;
  /** Shows skeleton rows. */
  loading?: boolean;
  /** Truthy: shows the error state (a ReactNode is used as its message). */
  error?: ReactNode | boolean;
  /** Retry button of the error state. */
  onRetry?: () => void;
  /** Title of the empty state. */
  emptyTitle?: ReactNode;
  /** Hint under the empty title. */
  emptyDescription?: ReactNode;
  /** A call to action in the empty state. */
  emptyAction?: ReactNode;
  /** Adds a checkbox column and the bulk-action bar. */
  selectable?: boolean;
  /** Selected row ids (controlled). */
  selectedIds?: readonly string[];
  /** Called with the selected row ids. */
  onSelectedIdsChange?: (ids: string[]) => void;
  /** Buttons of the bulk-action bar shown while rows are selected. */
  bulkActions?: (selection: DataTableSelection<TRow>) => ReactNode;
  /** Content of a trailing actions cell per row (e.g. a Menu); a stable function lets unchanged rows skip rendering. */
  rowActions?: (row: TRow) => ReactNode;
  /** Row height. */
  density?: DataTableDensity;
  /** Shows a density choice in the columns menu. */
  onDensityChange?: (density: DataTableDensity) => void;
  /** Filters and buttons at the start of the toolbar. */
  toolbar?: ReactNode;
  /** Shows the column visibility menu (default true). */
  columnMenu?: boolean;
  /** Shows an "Export CSV" button that saves the current view under this name. */
  exportFileName?: string;
  /** Row activation: click or Enter on a focused row. */
  onRowClick?: (row: TRow) => void;
  /** Skeleton rows shown while loading (default: page size, at most 10). */
  skeletonRows?: number;
  /** Classes of the outer element. */
  className?: string;
}

type TRowOf<TRow extends RowData> = Row<DataTableFeatures, TRow>;

const EMPTY: readonly never[] = [];
const ROW_HEIGHT: Record<DataTableDensity, number> = { comfortable: 51, compact: 39 };

function resolve<T>(updater: Updater<T>, old: T): T {
  return typeof updater === 'function' ? (updater as (o: T) => T)(old) : updater;
}

/**
 * The kit's data table (TanStack Table 9): typed columns, server or client mode, sorting with
 * aria-sort, selection with a bulk bar, column menu, density, loading/empty/error states,
 * virtualised rows, keyboard row navigation and CSV export of the current view.
 */
export function DataTable<TRow extends RowData>(props: DataTableProps<TRow>) {
  const {
    columns,
    rows,
    getRowId,
    mode = 'client',
    total,
    globalFilter,
    virtualized = false,
    height,
    loading = false,
    error,
    onRetry,
    selectable = false,
    bulkActions,
    rowActions,
    density = 'comfortable',
    onDensityChange,
    toolbar,
    columnMenu = true,
    exportFileName,
    onRowClick,
    className,
  } = props;
  const t = useTableText();
  const server = mode === 'server';

  // Each slice is controlled when its prop is given, else owned here.
  const [ownSort, setOwnSort] = useState<DataTableSort | null>(null);
  const sort = props.sort !== undefined ? props.sort : ownSort;
  const [ownPage, setOwnPage] = useState(1);
  const [ownPageSize, setOwnPageSize] = useState<number>(props.pageSizes?.[0] ?? PAGE_SIZES[0]);
  const pageSize = props.pageSize ?? ownPageSize;
  // Client mode: a page past the end (after filtering) shows the last page.
  const clientPageCount = server ? Infinity : Math.max(1, Math.ceil((rows?.length ?? 0) / pageSize));
  const page = Math.min(props.page ?? ownPage, clientPageCount);
  const [ownSelection, setOwnSelection] = useState<RowSelectionState>({});
  const selection = useMemo<RowSelectionState>(
    () => (props.selectedIds ? Object.fromEntries(props.selectedIds.map((id) => [id, true])) : ownSelection),
    [props.selectedIds, ownSelection],
  );
  const [columnVisibility, setColumnVisibility] = useState<ColumnVisibilityState>({});

  const sorting = useMemo<SortingState>(() => (sort ? [sort] : []), [sort]);
  const pagination = useMemo<PaginationState>(() => ({ pageIndex: Math.max(0, page - 1), pageSize }), [page, pageSize]);

  const { onSortChange, onPageChange, onPageSizeChange, onSelectedIdsChange } = props;
  const setSort = useCallback(
    (next: DataTableSort | null) => {
      if (props.sort === undefined) setOwnSort(next);
      onSortChange?.(next);
    },
    [props.sort, onSortChange],
  );
  const setPage = useCallback(
    (next: number) => {
      if (props.page === undefined) setOwnPage(next);
      onPageChange?.(next);
    },
    [props.page, onPageChange],
  );
  // A new page size starts at page 1; a controlled owner does that itself (useListState does).
  const setPageSize = useCallback(
    (next: number) => {
      if (props.pageSize === undefined) setOwnPageSize(next);
      if (props.page === undefined) setOwnPage(1);
      onPageSizeChange?.(next);
    },
    [props.pageSize, props.page, onPageSizeChange],
  );

  const table = useTable<DataTableFeatures, TRow>({
    features: dataTableFeatures,
    columns,
    data: (rows ?? EMPTY) as readonly TRow[],
    getRowId: (row) => getRowId(row),
    state: { sorting, pagination, rowSelection: selection, columnVisibility, globalFilter: globalFilter ?? '' },
    enableMultiSort: false,
    enableSortingRemoval: true,
    sortDescFirst: false,
    manualSorting: server,
    manualPagination: server,
    manualFiltering: server,
    rowCount: server ? (total ?? rows?.length ?? 0) : undefined,
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
    onRowSelectionChange: (u) => {
      const next = resolve(u, selection);
      if (!props.selectedIds) setOwnSelection(next);
      onSelectedIdsChange?.(Object.keys(next).filter((id) => next[id]));
    },
    onColumnVisibilityChange: (u) => setColumnVisibility((old) => resolve(u, old)),
  });

  // Client mode: a new search restarts at page 1 (server mode: the list state does that).
  const [lastFilter, setLastFilter] = useState(globalFilter);
  if (lastFilter !== globalFilter) {
    setLastFilter(globalFilter);
    if (!server && props.page === undefined) setOwnPage(1);
  }

  const allRows = virtualized ? table.getPrePaginatedRowModel().rows : table.getRowModel().rows;
  const viewTotal = server ? (total ?? rows?.length ?? 0) : table.getPrePaginatedRowModel().rows.length;
  const leafColumns = table.getVisibleLeafColumns();
  const colCount = leafColumns.length + (selectable ? 1 : 0) + (rowActions ? 1 : 0);
  const selectedIds = Object.keys(selection).filter((id) => selection[id]);
  const rowHeight = ROW_HEIGHT[density];

  const scrollRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  const virtualizer = useVirtualizer({
    count: virtualized ? allRows.length : 0,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 8,
    // First paint before the scroll element is measured: assume the requested height.
    initialRect: { width: 1000, height: height ?? 560 },
  });

  const [activeIndex, setActiveIndex] = useState(0);
  const focusRow = (index: number) => {
    const next = Math.min(Math.max(0, index), allRows.length - 1);
    setActiveIndex(next);
    if (virtualized) virtualizer.scrollToIndex(next, { align: 'auto' });
    const tryFocus = (attempt: number) => {
      const el = bodyRef.current?.querySelector<HTMLElement>(`[data-row-index="${next}"]`);
      if (el) el.focus();
      else if (attempt < 5) requestAnimationFrame(() => tryFocus(attempt + 1));
    };
    tryFocus(0);
  };

  const onBodyKeyDown = (e: KeyboardEvent<HTMLTableSectionElement>) => {
    const target = e.target as HTMLElement;
    const indexAttr = target.dataset.rowIndex;
    if (indexAttr === undefined) return; // keys inside a cell's own controls stay theirs
    const index = Number(indexAttr);
    const pageRows = virtualized ? 20 : 10;
    const moves: Record<string, number> = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: allRows.length - 1, PageDown: index + pageRows, PageUp: index - pageRows };
    if (e.key in moves) {
      e.preventDefault();
      focusRow(moves[e.key]);
    } else if ((e.key === 'Enter' || e.key === ' ') && onRowClick) {
      e.preventDefault();
      onRowClick(allRows[index].original);
    }
  };

  const exportCsv = () => {
    const exportRows = server ? table.getRowModel().rows : table.getPrePaginatedRowModel().rows;
    const csvColumns = leafColumns
      .filter((c) => c.columnDef.meta?.csv !== false && c.accessorFn)
      .map((c) => {
        const format = c.columnDef.meta?.csv;
        return { header: columnLabel(c), value: (r: TRowOf<TRow>) => (typeof format === 'function' ? format(r.getValue(c.id)) : r.getValue(c.id)) };
      });
    downloadCsv(exportFileName ?? 'export', toCsv(exportRows, csvColumns));
  };

  // Rows get the same handlers every render (they are memoised); the handlers read the latest props.
  const onRowClickRef = useRef(onRowClick);
  useLayoutEffect(() => {
    onRowClickRef.current = onRowClick;
  });
  const activateRow = useCallback((row: TRow) => onRowClickRef.current?.(row), []);
  const focusable = Math.min(activeIndex, allRows.length - 1);
  const cellClasses = useMemo(
    () => Object.fromEntries(leafColumns.map((c) => [c.id, cn(cellPad[density], 'ee:align-middle', alignClass(c.columnDef.meta?.align), c.columnDef.meta?.className)])),
    [leafColumns, density],
  );

  // Rows are keyed by their place on the page, not by id: the next page, a new sort or filter
  // then updates the same row elements in place instead of unmounting and mounting every cell
  // (a 100-row page: ~4,200 nodes). Rows hold no state of their own, so nothing carries over.
  // Virtualised rows keep their index in the whole list, which is their place too.
  const renderRow = (row: TRowOf<TRow>, index: number) => (
    <DataTableRow<TRow>
      key={index}
      row={row}
      cells={row.getVisibleCells()}
      cellClasses={cellClasses}
      index={index}
      selected={row.getIsSelected()}
      selectable={selectable}
      focusable={index === focusable}
      density={density}
      height={virtualized ? rowHeight : undefined}
      clickable={!!onRowClick}
      onActivate={activateRow}
      onFocusRow={setActiveIndex}
      rowActions={rowActions}
      t={t}
    />
  );

  let body: ReactNode;
  const showStateRow = loading || error || allRows.length === 0;
  if (loading) {
    const count = props.skeletonRows ?? Math.min(pageSize, 10);
    body = Array.from({ length: count }, (_, i) => (
      <tr key={`skeleton-${i}`} className="ee:border-t ee:border-line" aria-hidden>
        {selectable && (
          <td className={cn('ee:w-12', cellPad[density], 'ee:pe-0')}>
            <Skeleton className="ee:size-[18px]" />
          </td>
        )}
        {leafColumns.map((c, j) => (
          <td key={c.id} className={cellPad[density]}>
            <Skeleton className={cn('ee:h-3.5', j === 0 ? 'ee:w-4/5' : (i + j) % 3 === 0 ? 'ee:w-2/5' : 'ee:w-3/5')} />
          </td>
        ))}
        {rowActions && (
          <td className={cellPad[density]}>
            <Skeleton className="ee:size-6 ee:rounded-full" />
          </td>
        )}
      </tr>
    ));
  } else if (error) {
    body = (
      <tr className="ee:border-t ee:border-line">
        <td colSpan={colCount}>
          <ErrorState title={t('grid.errorTitle')} message={typeof error === 'boolean' ? t('grid.errorHint') : error} onRetry={onRetry} />
        </td>
      </tr>
    );
  } else if (allRows.length === 0) {
    body = (
      <tr className="ee:border-t ee:border-line">
        <td colSpan={colCount}>
          <EmptyState title={props.emptyTitle ?? t('grid.emptyTitle')} description={props.emptyDescription ?? t('grid.emptyHint')} action={props.emptyAction} />
        </td>
      </tr>
    );
  } else if (virtualized) {
    const items = virtualizer.getVirtualItems();
    const padTop = items.length ? items[0].start : 0;
    const padBottom = items.length ? virtualizer.getTotalSize() - items[items.length - 1].end : 0;
    body = (
      <>
        {padTop > 0 && <tr aria-hidden style={{ height: padTop }} />}
        {items.map((item) => renderRow(allRows[item.index], item.index))}
        {padBottom > 0 && <tr aria-hidden style={{ height: padBottom }} />}
      </>
    );
  } else {
    body = allRows.map((row, i) => renderRow(row, i));
  }

  const pageAllSelected = table.getIsAllPageRowsSelected();
  const pageSomeSelected = table.getIsSomePageRowsSelected();
  const showToolbar = toolbar || columnMenu || exportFileName;
  const showPager = !virtualized && (server ? props.page !== undefined && !!onPageChange : true) && !error && (loading ? viewTotal > 0 : viewTotal > 0);

  return (
    <div className={cn('ee:flex ee:min-w-0 ee:flex-col', className)}>
      {showToolbar && (
        <div className="ee:flex ee:flex-wrap ee:items-center ee:gap-3 ee:px-5 ee:py-4">
          <div className="ee:flex ee:min-w-0 ee:flex-1 ee:flex-wrap ee:items-center ee:gap-3">{toolbar}</div>
          <div className="ee:flex ee:items-center ee:gap-2">
            {exportFileName && (
              <Button variant="tonal" color="secondary" startIcon={<IconDownload aria-hidden size={18} />} onClick={exportCsv} disabled={loading || allRows.length === 0}>
                {t('grid.export')}
              </Button>
            )}
            {columnMenu && <ColumnVisibilityMenu table={table} density={density} onDensityChange={onDensityChange} />}
          </div>
        </div>
      )}
      {selectable && selectedIds.length > 0 && (
        <div role="region" aria-label={t('grid.selected', { count: selectedIds.length })} className="ee:tone-primary ee:flex ee:flex-wrap ee:items-center ee:gap-3 ee:border-y ee:border-line ee:bg-surface ee:px-5 ee:py-2.5 ee:shadow-[inset_3px_0_0_var(--ee-primary)] ee:rtl:shadow-[inset_-3px_0_0_var(--ee-primary)]">
          <span className="ee:text-[15px] ee:font-medium ee:text-tone-ink">{t('grid.selected', { count: selectedIds.length })}</span>
          <div className="ee:flex ee:flex-1 ee:flex-wrap ee:items-center ee:gap-2">
            {bulkActions?.({ ids: selectedIds, rows: table.getSelectedRowModel().rows.map((r) => r.original), clear: () => table.resetRowSelection(true) })}
          </div>
          <Button size="sm" variant="text" color="secondary" startIcon={<IconX aria-hidden size={16} />} onClick={() => table.resetRowSelection(true)}>
            {t('grid.clearSelection')}
          </Button>
        </div>
      )}
      <div
        ref={scrollRef}
        className="ee:relative ee:overflow-auto"
        style={virtualized ? { height: height ?? 560 } : height ? { maxHeight: height } : undefined}
      >
        <table aria-label={props['aria-label']} aria-busy={loading || undefined} aria-rowcount={virtualized ? allRows.length + 1 : undefined} className="ee:w-full ee:border-collapse ee:text-[15px] ee:text-text">
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {selectable && (
                  <th scope="col" className={cn('ee:sticky ee:top-0 ee:z-10 ee:w-12 ee:bg-surface ee:shadow-[inset_0_-1px_0_var(--ee-border)]', cellPad[density], 'ee:pe-0')}>
                    <Checkbox
                      checked={pageAllSelected ? true : pageSomeSelected ? 'indeterminate' : false}
                      onCheckedChange={(v) => table.toggleAllPageRowsSelected(v === true)}
                      disabled={loading || allRows.length === 0}
                      aria-label={t('grid.selectAll')}
                      className="ee:align-middle"
                    />
                  </th>
                )}
                {group.headers.map((header) => {
                  const column = header.column;
                  const canSort = column.getCanSort();
                  const dir = column.getIsSorted();
                  const meta = column.columnDef.meta;
                  const label = columnLabel(column);
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      colSpan={header.colSpan}
                      aria-sort={canSort ? (dir === 'asc' ? 'ascending' : dir === 'desc' ? 'descending' : 'none') : undefined}
                      className={cn(
                        'ee:sticky ee:top-0 ee:z-10 ee:bg-surface ee:text-start ee:text-[13px] ee:font-medium ee:tracking-[0.2px] ee:whitespace-nowrap ee:text-heading ee:uppercase ee:shadow-[inset_0_-1px_0_var(--ee-border)]',
                        density === 'compact' ? 'ee:px-4 ee:py-2.5' : 'ee:px-5 ee:py-3.5',
                        alignClass(meta?.align),
                        meta?.className,
                      )}
                    >
                      {header.isPlaceholder ? null : canSort ? (
                        <button
                          type="button"
                          onClick={column.getToggleSortingHandler()}
                          title={t('grid.sortBy', { column: label })}
                          className={cn('ee:group ee:inline-flex ee:cursor-pointer ee:items-center ee:gap-1.5 ee:uppercase', meta?.align === 'end' && 'ee:flex-row-reverse')}
                        >
                          <table.FlexRender header={header} />
                          {dir === 'asc' ? (
                            <IconArrowUp aria-hidden size={16} className="ee:text-primary-ink" />
                          ) : dir === 'desc' ? (
                            <IconArrowDown aria-hidden size={16} className="ee:text-primary-ink" />
                          ) : (
                            <IconArrowsSort aria-hidden size={16} className="ee:text-muted ee:opacity-50 ee:group-hover:opacity-100" />
                          )}
                        </button>
                      ) : (
                        <table.FlexRender header={header} />
                      )}
                    </th>
                  );
                })}
                {rowActions && (
                  <th scope="col" className={cn('ee:sticky ee:top-0 ee:z-10 ee:bg-surface ee:text-end ee:text-[13px] ee:font-medium ee:whitespace-nowrap ee:text-heading ee:uppercase ee:shadow-[inset_0_-1px_0_var(--ee-border)]', density === 'compact' ? 'ee:px-4 ee:py-2.5' : 'ee:px-5 ee:py-3.5')}>
                    {t('grid.actions')}
                  </th>
                )}
              </tr>
            ))}
          </thead>
          <tbody ref={bodyRef} onKeyDown={showStateRow ? undefined : onBodyKeyDown}>
            {body}
          </tbody>
        </table>
      </div>
      {showPager && (
        <Pagination
          className="ee:border-t ee:border-line ee:px-5 ee:py-4"
          page={page}
          pageSize={pageSize}
          total={viewTotal}
          onPageChange={setPage}
          onPageSizeChange={server ? onPageSizeChange && setPageSize : setPageSize}
          pageSizes={props.pageSizes}
        />
      )}
    </div>
  );
}
