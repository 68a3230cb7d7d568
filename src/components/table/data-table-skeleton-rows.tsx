import type { RowData } from '@tanstack/react-table';

import { cn } from '@/lib/cn';

import { Skeleton } from '../feedback/skeleton';
import { cellPad } from './data-table-classes';
import type { DataTableInstance } from './data-table-types';

export interface DataTableSkeletonRowsProps<TRow extends RowData> {
  /** What `useDataTable` returned. */
  table: DataTableInstance<TRow>;
  /** Rows to draw (default: the page size, at most 10). */
  count?: number | undefined;
}

/**
 * Placeholder rows while the rows load: the shape of the table (checkbox, cells of varied width,
 * actions).
 */
export function DataTableSkeletonRows<TRow extends RowData>({
  table,
  count,
}: DataTableSkeletonRowsProps<TRow>) {
  const { density, selectable, rowActions } = table;
  const columns = table.tanstack.getVisibleLeafColumns();
  return Array.from({ length: count ?? Math.min(table.pageSize, 10) }, (_, i) => (
    <tr key={`skeleton-${i}`} className="ee:border-t ee:border-line" aria-hidden>
      {selectable && (
        <td className={cn('ee:w-12', cellPad[density], 'ee:pe-0')}>
          <Skeleton className="ee:size-[18px]" />
        </td>
      )}
      {columns.map((c, j) => (
        <td key={c.id} className={cellPad[density]}>
          <Skeleton
            className={cn(
              'ee:h-3.5',
              j === 0 ? 'ee:w-4/5' : (i + j) % 3 === 0 ? 'ee:w-2/5' : 'ee:w-3/5',
            )}
          />
        </td>
      ))}
      {rowActions && (
        <td className={cellPad[density]}>
          <Skeleton className="ee:size-6 ee:rounded-full" />
        </td>
      )}
    </tr>
  ));
}
