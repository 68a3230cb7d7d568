import type { RowData } from '@tanstack/react-table';

import type { DataTableInstance } from './data-table-types';
import { useElementWidth } from './use-element-width';

/** Width of a column without `meta.width` in a fixed layout, px. */
const DEFAULT_WIDTH = 150;
/** The checkbox column (`ee:w-12`) and the row actions column, px. */
const CHECKBOX_WIDTH = 48;
const ACTIONS_WIDTH = 96;

export interface DataTableColGroupProps<TRow extends RowData> {
  /** What `useDataTable` returned. */
  table: DataTableInstance<TRow>;
}

interface ColumnWidth {
  key: string;
  width: number;
  grow: number;
}

/**
 * The widths of the columns of a frame `frameWidth` px wide: each its own, and the width beyond
 * their sum shared by the growing columns (`meta.grow`) by weight. Without a growing column (or
 * before the frame is measured) the widths are given as they are, and the browser shares the
 * rest out in proportion, checkbox column included.
 */
function fitColumnWidths(
  columns: readonly ColumnWidth[],
  frameWidth: number | undefined,
): number[] {
  const widths = columns.map((c) => c.width);
  const weight = columns.reduce((sum, c) => sum + c.grow, 0);
  const extra = (frameWidth ?? 0) - widths.reduce((sum, w) => sum + w, 0);
  if (weight <= 0 || extra <= 0) return widths;
  return columns.map((c) => c.width + Math.floor((extra * c.grow) / weight));
}

const frameOf = (colgroup: HTMLTableColElement) => colgroup.closest('table')?.parentElement ?? null;

/**
 * The column widths of a table laid out fixed (`table-layout: fixed`): the widths come from the
 * column definitions, not from the rows drawn, so columns keep their width as rows scroll in and
 * out. A wider frame gives its extra width to the columns that grow (a name, a location), as
 * content-sized columns would; a narrower screen (a phone) scrolls the table sideways in its
 * frame, as it does with content-sized columns.
 */
export function DataTableColGroup<TRow extends RowData>({ table }: DataTableColGroupProps<TRow>) {
  // The frame the table fills: the table's own width would be the columns' sum once laid out.
  const { ref, width: frameWidth } = useElementWidth<HTMLTableColElement>(frameOf);
  const columns: ColumnWidth[] = [
    ...(table.selectable ? [{ key: '__select', width: CHECKBOX_WIDTH, grow: 0 }] : []),
    ...table.tanstack.getVisibleLeafColumns().map((c) => ({
      key: c.id,
      width: c.columnDef.meta?.width ?? DEFAULT_WIDTH,
      grow: c.columnDef.meta?.grow ?? 0,
    })),
    ...(table.rowActions ? [{ key: '__actions', width: ACTIONS_WIDTH, grow: 0 }] : []),
  ];
  const widths = fitColumnWidths(columns, frameWidth);
  return (
    <colgroup ref={ref}>
      {columns.map((c, i) => (
        <col key={c.key} style={{ width: widths[i] }} />
      ))}
    </colgroup>
  );
}
