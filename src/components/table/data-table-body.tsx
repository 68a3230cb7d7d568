import type { Row, RowData } from '@tanstack/react-table';
import { lazy, Suspense, useCallback, useMemo, useRef, type ReactNode } from 'react';

import { cn } from '@/lib/cn';

import { EmptyState } from '../feedback/empty-state';
import { ErrorState } from '../feedback/error-state';
import type { DataTableFeatures } from './columns';
import { alignClass, cellPad, ROW_HEIGHT } from './data-table-classes';
import { DataTableRow } from './data-table-row';
import { DataTableSkeletonRows } from './data-table-skeleton-rows';
import { DataTableStateRow } from './data-table-state-row';
import type { DataTableInstance } from './data-table-types';
import { useLatest } from './use-latest';
import { useRowNavigation } from './use-row-navigation';
import { useTableText } from './use-table-text';

// The virtualiser loads with the first table that virtualises, not with every table.
const DataTableVirtualRows = lazy(() =>
  import('./data-table-virtual-rows').then((m) => ({ default: m.DataTableVirtualRows })),
);
const DataTableWindowRows = lazy(() =>
  import('./data-table-window-rows').then((m) => ({ default: m.DataTableWindowRows })),
);

export interface DataTableBodyProps<TRow extends RowData> {
  /** What `useDataTable` returned. */
  table: DataTableInstance<TRow>;
  /** Row activation: click or Enter on a focused row. */
  onRowClick?: ((row: TRow) => void) | undefined;
  /** Retry button of the error state. */
  onRetry?: (() => void) | undefined;
  /** Title of the empty state. */
  emptyTitle?: ReactNode;
  /** Hint under the empty title. */
  emptyDescription?: ReactNode;
  /** A call to action in the empty state. */
  emptyAction?: ReactNode;
  /** Skeleton rows shown while loading (default: page size, at most 10). */
  skeletonRows?: number | undefined;
}

/**
 * The `<tbody>`: skeleton rows while loading, the error or empty state, or the rows (the page,
 * or every row virtualised), with keyboard navigation between rows.
 */
export function DataTableBody<TRow extends RowData>(props: DataTableBodyProps<TRow>) {
  const { table, onRowClick } = props;
  const { rows, density, virtualized, windowed, selectable, rowActions, loading, error } = table;
  const t = useTableText();
  const rowHeight = ROW_HEIGHT[density];
  const scrollToIndexRef = useRef<((index: number) => void) | undefined>(undefined);
  const nav = useRowNavigation({
    count: rows.length,
    pageStep: virtualized ? 20 : 10,
    scrollToIndex:
      virtualized || windowed ? (index) => scrollToIndexRef.current?.(index) : undefined,
    onActivate: onRowClick && ((index) => onRowClick(rows[index].original)),
  });

  // Rows get the same handlers every render (they are memoised); the handlers read the latest
  // props.
  const onRowClickRef = useLatest(onRowClick);
  const activateRow = useCallback((row: TRow) => onRowClickRef.current?.(row), [onRowClickRef]);
  const leafColumns = table.tanstack.getVisibleLeafColumns();
  const cellClasses = useMemo(
    () =>
      Object.fromEntries(
        leafColumns.map((c) => [
          c.id,
          cn(
            cellPad[density],
            'ee:align-middle',
            alignClass(c.columnDef.meta?.align),
            c.columnDef.meta?.className,
          ),
        ]),
      ),
    [leafColumns, density],
  );

  // Rows are keyed by their place on the page, not by id: the next page, a new sort or filter
  // then updates the same row elements in place instead of unmounting and mounting every cell
  // (a 100-row page: ~4,200 nodes). Rows hold no state of their own, so nothing carries over.
  // Virtualised rows keep their index in the whole list, which is their place too.
  const renderRow = (
    row: Row<DataTableFeatures, TRow>,
    index: number,
    rowRef?: (el: HTMLElement | null) => void,
  ) => (
    <DataTableRow<TRow>
      key={index}
      row={row}
      cells={row.getVisibleCells()}
      cellClasses={cellClasses}
      index={index}
      selected={row.getIsSelected()}
      selectable={selectable}
      focusable={index === nav.focusable}
      density={density}
      height={virtualized ? rowHeight : undefined}
      ariaRowIndex={virtualized || windowed ? index + 2 : undefined}
      rowRef={rowRef}
      clickable={!!onRowClick}
      onActivate={activateRow}
      onFocusRow={nav.setActiveIndex}
      rowActions={rowActions}
      t={t}
    />
  );

  let body: ReactNode;
  if (loading) {
    body = <DataTableSkeletonRows table={table} count={props.skeletonRows} />;
  } else if (error) {
    const message = typeof error === 'boolean' ? t('grid.errorHint') : error;
    body = (
      <DataTableStateRow columnCount={table.columnCount}>
        <ErrorState
          title={t('grid.errorTitle')}
          message={message}
          {...(props.onRetry && { onRetry: props.onRetry })}
        />
      </DataTableStateRow>
    );
  } else if (rows.length === 0) {
    body = (
      <DataTableStateRow columnCount={table.columnCount}>
        <EmptyState
          title={props.emptyTitle ?? t('grid.emptyTitle')}
          description={props.emptyDescription ?? t('grid.emptyHint')}
          action={props.emptyAction}
        />
      </DataTableStateRow>
    );
  } else if (virtualized) {
    body = (
      <Suspense fallback={<DataTableSkeletonRows table={table} count={props.skeletonRows} />}>
        <DataTableVirtualRows
          count={rows.length}
          rowHeight={rowHeight}
          height={table.height ?? 560}
          scrollRef={table.scrollRef}
          renderRow={(index) => renderRow(rows[index], index)}
          scrollToIndexRef={scrollToIndexRef}
        />
      </Suspense>
    );
  } else if (windowed) {
    // Until the virtualiser has loaded, the page's rows as they are (the same rows, all of them).
    body = (
      <Suspense fallback={rows.map((row, i) => renderRow(row, i))}>
        <DataTableWindowRows
          count={rows.length}
          estimateHeight={rowHeight}
          bodyRef={nav.bodyRef}
          keepIndex={nav.focusable}
          renderRow={(index, rowRef) => renderRow(rows[index], index, rowRef)}
          scrollToIndexRef={scrollToIndexRef}
        />
      </Suspense>
    );
  } else {
    body = rows.map((row, i) => renderRow(row, i));
  }

  const stateRow = loading || error || rows.length === 0;
  return (
    <tbody ref={nav.bodyRef} onKeyDown={stateRow ? undefined : nav.onKeyDown}>
      {body}
    </tbody>
  );
}
