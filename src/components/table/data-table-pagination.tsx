import type { RowData } from '@tanstack/react-table';

import { cn } from '@/lib/cn';

import type { DataTableInstance } from './data-table-types';
import { Pagination } from './pagination';

export interface DataTablePaginationProps<TRow extends RowData> {
  /** What `useDataTable` returned. */
  table: DataTableInstance<TRow>;
  /** Classes of the pager. */
  className?: string | undefined;
  /** The pager's name (default "Pagination"). */
  'aria-label'?: string | undefined;
}

/** The pager under a table; none when virtualised, on error, or with no rows. */
export function DataTablePagination<TRow extends RowData>({
  table,
  className,
  'aria-label': label,
}: DataTablePaginationProps<TRow>) {
  const { page, pageSize, pageSizes, total, setPage, setPageSize } = table;
  if (table.virtualized || table.error || total === 0) return null;
  const classes = cn('ee:border-t ee:border-line ee:px-5 ee:py-4', className);
  return (
    <Pagination
      className={classes}
      page={page}
      pageSize={pageSize}
      total={total}
      onPageChange={setPage}
      onPageSizeChange={setPageSize}
      pageSizes={pageSizes}
      {...(label && { 'aria-label': label })}
    />
  );
}
