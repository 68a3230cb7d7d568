import type { RowData } from '@tanstack/react-table';
import type { ReactNode } from 'react';

import type { DataTableColumnDef } from './columns';
import type { DataTableDensity, DataTablePageChange, DataTableSort } from './data-table-types';
import type { DataTableLayout } from './use-card-layout';

/** What `useDataTable` takes in both modes. */
export interface DataTableCommonOptions<TRow extends RowData> {
  /**
   * Column definitions from `createDataTableColumns<TRow>()`; keep the array stable (module scope
   * or memo). Body rows are memoised and keyed by their place on the page, so a cell should keep
   * no state of its own: derive it from the row, or it stays with the place when the rows change.
   */
  columns: DataTableColumnDef<TRow>[];
  /**
   * The rows: the current page in server mode, every row in client mode. `undefined` while loading.
   */
  rows: readonly TRow[] | undefined;
  /** Stable id of a row (selection, keys, focus). */
  getRowId: (row: TRow) => string;
  /** Current sort (controlled); omit to let the table own it. */
  sort?: DataTableSort | null | undefined;
  /** Called when a header asks for another sort (asc → desc → none). */
  onSortChange?: ((sort: DataTableSort | null) => void) | undefined;
  /**
   * Called with the new page size (the owner of a controlled `page` resets it to 1); shows the
   * rows-per-page select.
   */
  onPageSizeChange?: ((size: number) => void) | undefined;
  /** Choices of rows per page. */
  pageSizes?: readonly number[] | undefined;
  /**
   * The pager's name where a page has two tables (landmarks need names of their own); default
   * "Pagination".
   */
  paginationLabel?: string | undefined;
  /** Adds a checkbox column and the bulk-action bar. */
  selectable?: boolean | undefined;
  /** Selected row ids (controlled); omit to let the table own them. */
  selectedIds?: readonly string[] | undefined;
  /** Called with the selected row ids. */
  onSelectedIdsChange?: ((ids: string[]) => void) | undefined;
  /**
   * Content of a trailing actions cell per row (e.g. a Menu); a stable function lets unchanged rows
   * skip rendering.
   */
  rowActions?: ((row: TRow) => ReactNode) | undefined;
  /** Row height (controlled); omit to let the table own it (comfortable at first). */
  density?: DataTableDensity | undefined;
  /** Shows a density choice in the columns menu and reports the choice. */
  onDensityChange?: ((density: DataTableDensity) => void) | undefined;
  /**
   * Keeps hidden columns and density per list in localStorage (`device-table:<key>`) and offers the
   * density choice.
   */
  persistKey?: string | undefined;
  /**
   * `'window'`: only the rows of the page near the window's scroll position are in the document
   * (the page scrolls, not a box), and the columns keep fixed widths (`meta.width`; the columns
   * with `meta.grow` share what a wider screen has beyond them). For long pages; a short page
   * draws every row anyway. Ignored with `virtualized`.
   */
  virtualize?: 'window' | undefined;
  /** Height of the scroll area when virtualised, or a max height for a sticky header; px. */
  height?: number | undefined;
  /**
   * `auto` (default): a table, and below the `sm` breakpoint (a phone) each row as a card, with
   * the same selection, sorting (a sort choice above the cards), paging and states; what each
   * column is in the card comes from `meta.card`. `table` or `cards` keeps one of the two.
   */
  layout?: DataTableLayout | undefined;
  /** The rows are loading: skeleton rows, and nothing to export or select. */
  loading?: boolean | undefined;
  /** Truthy: the rows could not be loaded (a ReactNode is the error state's message). */
  error?: ReactNode | boolean;
}

/** Client mode (the default): the table sorts, filters and pages every row itself. */
export interface DataTableClientOptions<TRow extends RowData> extends DataTableCommonOptions<TRow> {
  /** `client` (default): `rows` holds every row; the table sorts, filters and pages them. */
  mode?: 'client' | undefined;
  /** Server mode only: the table counts the rows itself. */
  total?: never;
  /** Current page, 1-based (controlled); omit to let the table own it. */
  page?: number | undefined;
  /** Rows per page (controlled); omit to let the table own it. */
  pageSize?: number | undefined;
  /** Called with the new 1-based page. */
  onPageChange?: ((page: number) => void) | undefined;
  /** Text that rows must contain (any column); a new text starts again at page 1. */
  globalFilter?: string | undefined;
  /**
   * Renders every row in a scroll area of `height` px, virtualised, instead of pages (as cards, the
   * rows are paged).
   */
  virtualized?: boolean | undefined;
}

/** Server mode: rows, total, sort and page come from outside (the API). */
export interface DataTableServerOptions<TRow extends RowData> extends DataTableCommonOptions<TRow> {
  /**
   * `server`: `rows` is the current page of `total`; sorting and paging are the owner's requests.
   */
  mode: 'server';
  /** The number of rows on all pages; `undefined` until it is known. */
  total: number | undefined;
  /** Current page, 1-based. */
  page: number;
  /** Rows per page. */
  pageSize: number;
  /**
   * Called with the new 1-based page; with `{ clamped: true }` when the table corrects a page past
   * the last one.
   */
  onPageChange: (page: number, change?: DataTablePageChange) => void;
  /** Client mode only: in server mode the API filters. */
  globalFilter?: never;
  /** Client mode only: a server page is drawn whole. */
  virtualized?: never;
}

/** What `useDataTable` takes: client mode (the default) or server mode. */
export type DataTableOptions<TRow extends RowData> =
  DataTableClientOptions<TRow> | DataTableServerOptions<TRow>;
