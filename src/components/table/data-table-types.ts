import type { ReactTable, Row, RowData } from '@tanstack/react-table';
import type { ReactNode, RefObject } from 'react';

import type { DataTableFeatures } from './columns';

/** The one sorted column (lists sort by one key, as the API does), or null for none. */
export interface DataTableSort {
  /** Column id. */
  id: string;
  /** Descending when true. */
  desc: boolean;
}

/** Row height of a DataTable. */
export type DataTableDensity = 'comfortable' | 'compact';

/** Why the table asks for another page when it is not the user's click. */
export interface DataTablePageChange {
  /**
   * The page asked for is past the last one (rows deleted, `?page=99`): the table moves to the
   * last page, and the owner should correct its state in place (history replace, not push).
   */
  clamped: boolean;
}

/**
 * What the bulk-action bar gets: the selected ids (all pages), the loaded selected rows, and a
 * reset.
 */
export interface DataTableSelection<TRow> {
  /** Selected row ids, including rows on other pages. */
  ids: string[];
  /** The selected rows that are loaded (the current page in server mode). */
  rows: TRow[];
  /** Clears the selection. */
  clear: () => void;
}

/** What `useDataTable` gives the parts of a table: the TanStack table and the state around it. */
export interface DataTableInstance<TRow extends RowData> {
  /** The TanStack table (features: `dataTableFeatures`). */
  tanstack: ReactTable<DataTableFeatures, TRow>;
  /** Server mode: rows, total, sort and page come from outside. */
  server: boolean;
  /** The rows the body draws: the current page, or every row when virtualised. */
  rows: Row<DataTableFeatures, TRow>[];
  /** The current sort, or null. */
  sort: DataTableSort | null;
  /** Asks for another sort (as a header click does). */
  setSort: (sort: DataTableSort | null) => void;
  /** Rows of the view on all pages (after the client filter). */
  total: number;
  /** Current page, 1-based. */
  page: number;
  /** Rows per page. */
  pageSize: number;
  /** Choices of rows per page. */
  pageSizes: readonly number[];
  /** Moves to a 1-based page. */
  setPage: (page: number) => void;
  /**
   * Changes the page size; undefined when it is not offered (server mode without
   * `onPageSizeChange`).
   */
  setPageSize: ((size: number) => void) | undefined;
  /** Has a checkbox column. */
  selectable: boolean;
  /** Ids of the selected rows (all pages). */
  selectedIds: string[];
  /** Content of the trailing actions cell per row. */
  rowActions: ((row: TRow) => ReactNode) | undefined;
  /** Row height. */
  density: DataTableDensity;
  /** Changes the row height; undefined when the choice is not offered. */
  setDensity: ((density: DataTableDensity) => void) | undefined;
  /** Each row is drawn as a card (a phone, or `layout: 'cards'`). */
  cards: boolean;
  /** Every row in one virtualised scroll area instead of pages. */
  virtualized: boolean;
  /**
   * Only the rows near the window's scroll position are drawn, in columns of fixed widths
   * (`virtualize: 'window'`).
   */
  windowed: boolean;
  /** Height of the scroll area (virtualised) or its max height; px. */
  height: number | undefined;
  /** The rows are loading. */
  loading: boolean;
  /** Truthy: the rows could not be loaded (a ReactNode is the message). */
  error: ReactNode | boolean;
  /** Cells in a body row, with the checkbox and actions cells (the span of a state row). */
  columnCount: number;
  /** The scroll area: `DataTableFrame` attaches it, the virtualised body scrolls it. */
  scrollRef: RefObject<HTMLDivElement | null>;
}
