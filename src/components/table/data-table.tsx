import type { RowData } from '@tanstack/react-table';
import { lazy, Suspense, type ReactNode } from 'react';

import { cn } from '@/lib/cn';

import { DataTableBody, type DataTableBodyProps } from './data-table-body';
import type * as DataTableCardsModule from './data-table-cards';
import { DataTableCardsFallback } from './data-table-cards-fallback';
import { DataTableFrame } from './data-table-frame';
import { DataTableHead } from './data-table-head';
import type { DataTableClientOptions, DataTableServerOptions } from './data-table-options';
import { DataTablePagination } from './data-table-pagination';
import { DataTableSelectionBar, type DataTableSelectionBarProps } from './data-table-selection-bar';
import { DataTableToolbar, type DataTableToolbarProps } from './data-table-toolbar';
import { useDataTable } from './use-data-table';

export type { DataTableSort, DataTableDensity, DataTableSelection } from './data-table-types';

// The cards (and their sort menu) load on a phone only, not with every desk table.
// (Typed as the generic component it is: `lazy` forgets the row type.)
const DataTableCards = lazy(() =>
  import('./data-table-cards').then((m) => ({ default: m.DataTableCards })),
) as unknown as typeof DataTableCardsModule.DataTableCards;

/** What the DataTable draws around the state `useDataTable` keeps (the same in both modes). */
export interface DataTableViewProps<TRow extends RowData>
  extends
    Omit<DataTableBodyProps<TRow>, 'table'>,
    Omit<DataTableToolbarProps<TRow>, 'table' | 'children'> {
  /** Accessible name of the table. */
  'aria-label': string;
  /** Filters and buttons at the start of the toolbar. */
  toolbar?: ReactNode;
  /** Buttons of the bulk-action bar shown while rows are selected. */
  bulkActions?: DataTableSelectionBarProps<TRow>['actions'];
  /** Classes of the outer element. */
  className?: string | undefined;
}

/** Client mode (the default): the table sorts, filters and pages every row itself. */
export type DataTableClientProps<TRow extends RowData> = DataTableClientOptions<TRow> &
  DataTableViewProps<TRow>;
/**
 * Server mode: `total`, `page`, `pageSize` and `onPageChange` are required; the API sorts, filters
 * and pages.
 */
export type DataTableServerProps<TRow extends RowData> = DataTableServerOptions<TRow> &
  DataTableViewProps<TRow>;
/** Props of the DataTable: client mode (the default) or server mode (`mode="server"`). */
export type DataTableProps<TRow extends RowData> =
  DataTableClientProps<TRow> | DataTableServerProps<TRow>;

/**
 * The kit's data table (TanStack Table 9): typed columns, server or client mode, sorting with
 * aria-sort, selection with a bulk bar, column menu, density, loading/empty/error states,
 * virtualised rows, keyboard row navigation and CSV export of the current view. On a phone (below
 * the `sm` breakpoint, see `layout`) each row is a card (`DataTableCards`, roles from
 * `meta.card`), with the same selection, sort, bulk actions and pager. A composition of
 * `useDataTable` and the parts; a screen that needs another layout composes them itself.
 */
export function DataTable<TRow extends RowData>(props: DataTableProps<TRow>) {
  const table = useDataTable<TRow>(props);
  return (
    <div className={cn('ee:flex ee:min-w-0 ee:flex-col', props.className)}>
      <DataTableToolbar
        table={table}
        exportFileName={props.exportFileName}
        columnMenu={props.columnMenu}
      >
        {props.toolbar}
      </DataTableToolbar>
      <DataTableSelectionBar table={table} actions={props.bulkActions} />
      {/* The view props hold the body's (row click, retry, empty state, skeleton rows). */}
      {table.cards ? (
        <Suspense fallback={<DataTableCardsFallback />}>
          <DataTableCards {...props} table={table} />
        </Suspense>
      ) : (
        <DataTableFrame table={table} aria-label={props['aria-label']}>
          <DataTableHead table={table} />
          <DataTableBody {...props} table={table} />
        </DataTableFrame>
      )}
      <DataTablePagination table={table} aria-label={props.paginationLabel} />
    </div>
  );
}
