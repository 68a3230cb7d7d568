import { FlexRender, type Cell, type Row, type RowData } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { memo, type ReactNode } from 'react';

import { cn } from '@/lib/cn';

import { Checkbox } from '../form/checkbox';
import type { DataTableFeatures } from './columns';
import { cellPad } from './data-table-classes';
import type { DataTableDensity } from './data-table-types';
import { selectRowLabel } from './select-row-label';

export interface DataTableRowProps<TRow extends RowData> {
  /** The TanStack row. */
  row: Row<DataTableFeatures, TRow>;
  /**
   * The row's visible cells. Passed apart from `row` because a row object outlives column
   * changes (visibility, new column defs) while this array does not: the memo sees them.
   */
  cells: Cell<DataTableFeatures, TRow, unknown>[];
  /** Class of each body cell by column id (worked out once per table render, not per cell). */
  cellClasses: Readonly<Record<string, string>>;
  /** Place of the row in what the body draws (the page, or the whole list when virtualised). */
  index: number;
  /** Ticked and highlighted. */
  selected: boolean;
  /** Draws the row's checkbox cell. */
  selectable: boolean;
  /** In the tab order (the table's one focusable row). */
  focusable: boolean;
  /** Row height. */
  density: DataTableDensity;
  /** Fixed height (virtualised rows). */
  height?: number | undefined;
  /**
   * 1-based place among the table's rows, header included: set when only some rows are in the
   * document.
   */
  ariaRowIndex?: number | undefined;
  /** The row element, for a virtualiser that measures rows (stable, or the memo is lost). */
  rowRef?: ((el: HTMLElement | null) => void) | undefined;
  /** A click on the row (outside its own controls) activates it. */
  clickable: boolean;
  /**
   * Activation (click, Enter); stable across renders: the table hands every row the same handlers.
   */
  onActivate: (row: TRow) => void;
  /** Called when the row gets focus, with its index. */
  onFocusRow: (index: number) => void;
  /** Content of the trailing actions cell. */
  rowActions?: ((row: TRow) => ReactNode) | undefined;
  /** Text of the `table` namespace. */
  t: TFunction<'ee-table'>;
}

/**
 * One body row of the DataTable, memoised: a render of the table that leaves a row's data,
 * cells, selection and focus alone (the list state changing before the next page arrives, a
 * selection elsewhere) skips it. On a 100-row page that render was a
 * large part of every click (docs/performance.md#figures-the-code-relies-on).
 */
function DataTableRowImpl<TRow extends RowData>(props: DataTableRowProps<TRow>) {
  const {
    row,
    cells,
    cellClasses,
    index,
    selected,
    selectable,
    focusable,
    density,
    height,
    ariaRowIndex,
    rowRef,
    clickable,
    onActivate,
    onFocusRow,
    rowActions,
    t,
  } = props;
  return (
    <tr
      ref={rowRef}
      data-row-index={index}
      aria-rowindex={ariaRowIndex}
      data-state={selected ? 'selected' : undefined}
      tabIndex={focusable ? 0 : -1}
      aria-selected={selectable ? selected : undefined}
      onClick={
        clickable
          ? (e) => {
              // Clicks on a cell's own controls (checkbox, menu) are not row activation.
              if (
                (e.target as HTMLElement).closest(
                  'button, a, input, [role="menuitem"], [role="checkbox"]',
                )
              )
                return;
              onActivate(row.original);
            }
          : undefined
      }
      onFocus={() => onFocusRow(index)}
      style={height ? { height } : undefined}
      className={cn(
        'ee:border-t ee:border-line ee:outline-none ee:transition-colors ee:hover:bg-surface-2/70 ee:focus-visible:bg-primary/8 ee:focus-visible:shadow-[inset_3px_0_0_var(--ee-primary)] ee:rtl:focus-visible:shadow-[inset_-3px_0_0_var(--ee-primary)]',
        // On the row's tints the plain muted grey is under 4.5:1: its muted text (second lines,
        // secondary cells) takes the grey made for tints (tokens.css).
        'ee:hover:[--ee-muted:var(--ee-muted-on-tint)] ee:focus-visible:[--ee-muted:var(--ee-muted-on-tint)]',
        selected && 'ee:bg-primary/4 ee:hover:bg-primary/6 ee:[--ee-muted:var(--ee-muted-on-tint)]',
        clickable && 'ee:cursor-pointer',
      )}
    >
      {selectable && (
        <td className={cn('ee:w-12', cellPad[density], 'ee:pe-0')}>
          <Checkbox
            checked={selected}
            onCheckedChange={(v) => row.toggleSelected(v === true)}
            aria-label={selectRowLabel(t, row.id)}
            className="ee:align-middle"
          />
        </td>
      )}
      {cells.map((cell) => (
        <td key={cell.column.id} className={cellClasses[cell.column.id]}>
          <FlexRender cell={cell} />
        </td>
      ))}
      {rowActions && (
        <td className={cn(cellPad[density], 'ee:w-px ee:whitespace-nowrap ee:text-end')}>
          {rowActions(row.original)}
        </td>
      )}
    </tr>
  );
}

export const DataTableRow = memo(DataTableRowImpl) as typeof DataTableRowImpl;
