import { useEffect } from 'react';

import type { DataTablePageChange } from './data-table-types';
import { useLatest } from './use-latest';

export interface PageClampOptions {
  /** Server mode (client mode shows its last page without asking). */
  server: boolean;
  /** Current page, 1-based. */
  page: number;
  /** Rows per page. */
  pageSize: number;
  /** Rows on all pages; undefined until known. */
  total: number | undefined;
  /** The rows on screen; undefined while loading. */
  rows: readonly unknown[] | undefined;
  /** Neither loading nor failed: the rows and total are an answer. */
  settled: boolean;
  /** Told the last page, with `{ clamped: true }`. */
  onPageChange: ((page: number, change?: DataTablePageChange) => void) | undefined;
}

/**
 * Server mode: a page past the last one (its last rows deleted, `?page=99`) moves to the last
 * page, as a correction the owner makes in place. Only over an answer for this page: no rows
 * and a known total. Rows with a total they cannot belong to are a previous request's, kept on
 * screen while this one loads, and their total may be another list's.
 */
export function usePageClamp({
  server,
  page,
  pageSize,
  total,
  rows,
  settled,
  onPageChange,
}: PageClampOptions): void {
  const lastPage = Math.max(1, Math.ceil((total ?? 0) / pageSize));
  const clampTo =
    server && settled && total !== undefined && rows?.length === 0 && page > lastPage
      ? lastPage
      : undefined;
  const onPageChangeRef = useLatest(onPageChange);
  useEffect(() => {
    if (clampTo !== undefined) onPageChangeRef.current?.(clampTo, { clamped: true });
  }, [clampTo, onPageChangeRef]);
}
