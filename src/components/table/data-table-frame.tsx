import type { ReactNode } from 'react';
import type { RowData } from '@tanstack/react-table';
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
 * virtualised (only some rows are in the document then).
 */
export function DataTableFrame<TRow extends RowData>({ table, 'aria-label': label, children }: DataTableFrameProps<TRow>) {
  const { virtualized, height, loading } = table;
  return (
    <div ref={table.scrollRef} className="ee:relative ee:overflow-auto" style={virtualized ? { height: height ?? 560 } : height ? { maxHeight: height } : undefined}>
      <table aria-label={label} aria-busy={loading || undefined} aria-rowcount={virtualized ? table.rows.length + 1 : undefined} className="ee:w-full ee:border-collapse ee:text-[15px] ee:text-text">
        {children}
      </table>
    </div>
  );
}
