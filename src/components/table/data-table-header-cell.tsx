import { IconArrowDown, IconArrowsSort, IconArrowUp } from '@tabler/icons-react';
import { FlexRender, type Header, type RowData } from '@tanstack/react-table';

import { cn } from '@/lib/cn';

import { columnLabel, type DataTableFeatures } from './columns';
import { alignClass, headCell, headPad, headText } from './data-table-classes';
import type { DataTableDensity } from './data-table-types';
import { useTableText } from './use-table-text';

export interface DataTableHeaderCellProps<TRow extends RowData> {
  /** The TanStack header of a column. */
  header: Header<DataTableFeatures, TRow, unknown>;
  /** Row height (header padding follows it). */
  density: DataTableDensity;
}

/**
 * A column header: its label, and for a sortable column a button that cycles the sort
 * (asc → desc → none) with aria-sort on the cell.
 */
export function DataTableHeaderCell<TRow extends RowData>({
  header,
  density,
}: DataTableHeaderCellProps<TRow>) {
  const t = useTableText();
  const column = header.column;
  const canSort = column.getCanSort();
  const dir = column.getIsSorted();
  const meta = column.columnDef.meta;
  return (
    <th
      scope="col"
      colSpan={header.colSpan}
      aria-sort={
        canSort ? (dir === 'asc' ? 'ascending' : dir === 'desc' ? 'descending' : 'none') : undefined
      }
      className={cn(
        headCell,
        'ee:text-start',
        headText,
        'ee:tracking-[0.2px]',
        headPad[density],
        alignClass(meta?.align),
        meta?.className,
      )}
    >
      {header.isPlaceholder ? null : canSort ? (
        // The button's ::after covers the whole cell (the sticky th is its containing block), so a
        // click anywhere in the cell sorts while the label and its box look as before.
        <button
          type="button"
          onClick={column.getToggleSortingHandler()}
          title={t('grid.sortBy', { column: columnLabel(column) })}
          className={cn(
            'ee:group ee:tap-target ee:inline-flex ee:cursor-pointer ee:items-center ee:gap-1.5 ee:uppercase ee:after:absolute ee:after:inset-0',
            meta?.align === 'end' && 'ee:flex-row-reverse',
          )}
        >
          <FlexRender header={header} />
          {dir === 'asc' ? (
            <IconArrowUp aria-hidden size={16} className="ee:text-primary-ink" />
          ) : dir === 'desc' ? (
            <IconArrowDown aria-hidden size={16} className="ee:text-primary-ink" />
          ) : (
            <IconArrowsSort
              aria-hidden
              size={16}
              className="ee:text-muted ee:opacity-50 ee:group-hover:opacity-100"
            />
          )}
        </button>
      ) : (
        <FlexRender header={header} />
      )}
    </th>
  );
}
