import type { RowData } from '@tanstack/react-table';
import type { DataTableInstance } from './data-table-types';

/** Width of a column without `meta.width` in a fixed layout, px. */
const DEFAULT_WIDTH = 150;
/** The checkbox column (`ee:w-12`) and the row actions column, px. */
const CHECKBOX_WIDTH = 48;
const ACTIONS_WIDTH = 96;

export interface DataTableColGroupProps<TRow extends RowData> {
  /** What `useDataTable` returned. */
  table: DataTableInstance<TRow>;
}

/**
 * The column widths of a table laid out fixed (`table-layout: fixed`): the widths come from the
 * column definitions, not from the rows drawn, so columns keep their width as rows scroll in and
 * out. A wider table shares the extra width out in proportion; a narrower screen (a phone)
 * scrolls the table sideways in its frame, as it does with content-sized columns.
 */
export function DataTableColGroup<TRow extends RowData>({ table }: DataTableColGroupProps<TRow>) {
  return (
    <colgroup>
      {table.selectable && <col style={{ width: CHECKBOX_WIDTH }} />}
      {table.tanstack.getVisibleLeafColumns().map((c) => (
        <col key={c.id} style={{ width: c.columnDef.meta?.width ?? DEFAULT_WIDTH }} />
      ))}
      {table.rowActions && <col style={{ width: ACTIONS_WIDTH }} />}
    </colgroup>
  );
}
