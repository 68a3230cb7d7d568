import type { RowData } from '@tanstack/react-table';
import type { ReactNode } from 'react';

import { cn } from '@/lib/cn';

import { DataTableColGroup } from './data-table-col-group';
import type { DataTableInstance } from './data-table-types';

export interface DataTableFrameProps<TRow extends RowData> {
  /** What `useDataTable` returned. */
  table: DataTableInstance<TRow>;
  /** Accessible name of the table. */
  'aria-label': string;
  /** `DataTableHead` and `DataTableBody`. */
  children: ReactNode;
}

/**
 * The scroll area and the `<table>` element: busy while loading, and with the row count when
 * virtualised (only some rows are in the document then). Virtualised against the window, the
 * columns are laid out fixed, from their definitions (`DataTableColGroup`).
 */
export function DataTableFrame<TRow extends RowData>({
  table,
  'aria-label': label,
  children,
}: DataTableFrameProps<TRow>) {
  const { virtualized, windowed, height, loading, error } = table;
  // Only when rows are drawn: a state row or skeleton rows are not the table's rows.
  const someRows = (virtualized || windowed) && !loading && !error && table.rows.length > 0;
  return (
    <div
      ref={table.scrollRef}
      className="ee:relative ee:overflow-auto"
      style={virtualized ? { height: height ?? 560 } : height ? { maxHeight: height } : undefined}
    >
      <table
        aria-label={label}
        aria-busy={loading || undefined}
        aria-rowcount={someRows ? table.rows.length + 1 : undefined}
        className={cn(
          'ee:w-full ee:border-collapse ee:text-[15px] ee:text-text',
          windowed && 'ee:table-fixed',
        )}
      >
        {windowed && <DataTableColGroup table={table} />}
        {children}
      </table>
    </div>
  );
}
