import type { Row, RowData, Table } from '@tanstack/react-table';

import { columnLabel, type DataTableFeatures } from './columns';
import { toCsv } from './csv';

/** What the export reads of a table (a React table or a bare core one). */
export type ViewTable<TRow extends RowData> = Pick<
  Table<DataTableFeatures, TRow>,
  'getRowModel' | 'getPrePaginatedRowModel' | 'getVisibleLeafColumns'
>;

/**
 * The CSV of what the table shows: its visible columns (less those with `meta.csv: false` or no
 * accessor), each through its `meta.csv` formatter, and its rows in order: every filtered row, or
 * with `pageOnly` the rows of the current page (server mode has no others).
 */
export function viewToCsv<TRow extends RowData>(table: ViewTable<TRow>, pageOnly: boolean): string {
  const rows = pageOnly ? table.getRowModel().rows : table.getPrePaginatedRowModel().rows;
  const columns = table
    .getVisibleLeafColumns()
    .filter((c) => c.columnDef.meta?.csv !== false && c.accessorFn)
    .map((c) => {
      const format = c.columnDef.meta?.csv;
      return {
        header: columnLabel(c),
        value: (r: Row<DataTableFeatures, TRow>) =>
          typeof format === 'function' ? format(r.getValue(c.id)) : r.getValue(c.id),
      };
    });
  return toCsv(rows, columns);
}
