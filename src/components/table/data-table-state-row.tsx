import type { ReactNode } from 'react';

export interface DataTableStateRowProps {
  /** Cells the row spans: `columnCount` of `useDataTable`. */
  columnCount: number;
  /** What the list has to say instead of rows: an EmptyState or an ErrorState. */
  children: ReactNode;
}

/** One body row across every column, for the empty and error states. */
export function DataTableStateRow({ columnCount, children }: DataTableStateRowProps) {
  return (
    <tr className="ee:border-t ee:border-line">
      <td colSpan={columnCount}>{children}</td>
    </tr>
  );
}
