import {
  columnFilteringFeature,
  columnVisibilityFeature,
  createColumnHelper,
  createFilteredRowModel,
  createPaginatedRowModel,
  createSortedRowModel,
  globalFilteringFeature,
  metaHelper,
  rowPaginationFeature,
  rowSelectionFeature,
  rowSortingFeature,
  tableFeatures,
  type ColumnDef,
  type FilterFn,
  type Row,
  type RowData,
  type SortFn,
} from '@tanstack/react-table';
import type { ReactNode } from 'react';

/**
 * Per-column options the DataTable reads (typed through the feature registry, not a global merge).
 */
export interface DataTableColumnMeta {
  /** Plain-text name for the column menu and the CSV header when `header` is not a string. */
  label?: string;
  /** Cell alignment (logical: start/end follow the text direction). */
  align?: 'start' | 'center' | 'end';
  /** Extra classes on the header and body cells (e.g. a width). */
  className?: string;
  /**
   * Width in px when the table lays its columns out fixed (`virtualize: 'window'`): rows come
   * and go as the page scrolls, and columns sized by their content would change width with
   * them. A share of the table's width when it is wider than the sum; 150 when not given.
   */
  width?: number;
  /**
   * In a fixed layout, the column's share (a weight) of the width the frame has beyond the
   * columns' sum; columns without it keep their `width`. Give it to the columns whose text wraps
   * (a name, a location), so the checkbox and the short columns stay as narrow as they are.
   */
  grow?: number;
  /** Left out of the CSV export (actions, avatars). */
  csv?: false | ((value: unknown) => string | number | boolean | null | undefined);
  /** Cannot be hidden from the column menu. */
  alwaysVisible?: boolean;
  /**
   * Hidden until turned on in the column menu (a column that costs something to show, e.g. live
   * readings).
   */
  offByDefault?: boolean;
  /**
   * What the column is in a row's card, when the table draws its rows as cards (a phone):
   * `title` (the card's name, e.g. a number linking to the record), `subtitle` (a line under it),
   * `status` (a chip at the card's end), `field` (a labelled line of the card's list) or `hidden`.
   * By default the first column is the title, a column whose id is `status` the status, and the
   * rest are fields.
   */
  card?: DataTableCardRole;
}

/** What a column is in a row's card (see DataTableColumnMeta.card). */
export type DataTableCardRole = 'title' | 'subtitle' | 'status' | 'field' | 'hidden';

/** A column definition's id as TanStack gives it: its `id`, else its accessor key. */
export function columnIdOf(column: { id?: string | undefined }): string {
  return String(column.id ?? (column as { accessorKey?: string | number }).accessorKey ?? '');
}

/**
 * One collator for every client sort: `localeCompare` or TanStack's regex `alphanumeric` are
 * ~10–20× slower.
 */
export const tableCollator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

type Sortable = string | number | boolean | Date | null | undefined;

function isEmpty(v: unknown): boolean {
  return v === null || v === undefined || v === '';
}

/**
 * Compares two cell values: numbers and dates numerically, booleans false<true, text with the
 * shared collator.
 */
export function compareCellValues(a: unknown, b: unknown): number {
  const aEmpty = isEmpty(a);
  const bEmpty = isEmpty(b);
  if (aEmpty || bEmpty) return aEmpty === bEmpty ? 0 : aEmpty ? 1 : -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (a instanceof Date && b instanceof Date) return a.getTime() - b.getTime();
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return tableCollator.compare(String(a as Sortable), String(b as Sortable));
}

// Text keys are computed once per value and row, not once per comparison (O(n) instead of O(n log
// n)).
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- registry functions serve every row type
const sortFnCollator: SortFn<any, any> = (rowA, rowB, columnId) =>
  compareCellValues(rowA.getValue(columnId), rowB.getValue(columnId));

// A row's searchable text, lower-cased once and kept while the row object lives.
const haystacks = new WeakMap<object, string>();

// eslint-disable-next-line @typescript-eslint/no-explicit-any
function haystackOf(row: Row<any, any>): string {
  const original = row.original as object;
  let hay = haystacks.get(original);
  if (hay === undefined) {
    const parts: string[] = [];
    for (const column of row.table.getAllLeafColumns()) {
      if (!column.accessorFn || column.columnDef.enableGlobalFilter === false) continue;
      const v = row.getValue(column.id);
      if (v !== null && v !== undefined && typeof v !== 'object') parts.push(String(v));
    }
    hay = parts.join('\u0000').toLowerCase();
    haystacks.set(original, hay);
  }
  return hay;
}

/** Global text filter over the whole row: one precomputed lower-case haystack per row. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const filterFnRowText: FilterFn<any, any> = (row, _columnId, filterValue: unknown) => {
  const q = String(filterValue ?? '')
    .trim()
    .toLowerCase();
  return !q || haystackOf(row).includes(q);
};

/** The features every DataTable registers; column helpers are typed against it. */
export const dataTableFeatures = tableFeatures({
  columnVisibilityFeature,
  columnFilteringFeature,
  globalFilteringFeature,
  filteredRowModel: createFilteredRowModel(),
  filterFns: { rowText: filterFnRowText },
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: { collator: sortFnCollator },
  rowPaginationFeature,
  paginatedRowModel: createPaginatedRowModel(),
  rowSelectionFeature,
  columnMeta: metaHelper<DataTableColumnMeta>(),
});

export type DataTableFeatures = typeof dataTableFeatures;

/** A column of a DataTable over rows of type TRow (any value type). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type DataTableColumnDef<TRow extends RowData> = ColumnDef<DataTableFeatures, TRow, any>;

/**
 * Typed column helpers for a DataTable: `accessor('name', { header: 'Name' })` infers the
 * cell value type from the row. Call at module scope (columns must be stable).
 */
export function createDataTableColumns<TRow extends RowData>() {
  return createColumnHelper<DataTableFeatures, TRow>();
}

/** Header text of a column for menus and CSV: meta.label, else a string header, else the id. */
export function columnLabel(column: {
  id: string;
  columnDef: { header?: unknown; meta?: DataTableColumnMeta };
}): string {
  const { header, meta } = column.columnDef;
  return meta?.label ?? (typeof header === 'string' ? header : column.id);
}

export type { ReactNode };
