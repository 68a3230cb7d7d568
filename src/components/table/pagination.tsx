import {
  IconChevronLeft,
  IconChevronRight,
  IconChevronsLeft,
  IconChevronsRight,
} from '@tabler/icons-react';
import { useId, type ComponentProps } from 'react';

import { cn } from '@/lib/cn';

import { pageRange } from './page-range';
import { useTableText } from './use-table-text';

/** Rows-per-page choices of every list (docs/spec.md §9). */
export const PAGE_SIZES = [10, 25, 50, 100] as const;

export type PaginationProps = Omit<ComponentProps<'nav'>, 'onChange'> & {
  /** Current page, 1-based. */
  page: number;
  /** Rows per page. */
  pageSize: number;
  /** Total number of rows (all pages). */
  total: number;
  /** Called with the 1-based page to show. */
  onPageChange: (page: number) => void;
  /** Called with a new page size; omit to hide the "rows per page" select. */
  onPageSizeChange?: ((size: number) => void) | undefined;
  /** Choices of the rows-per-page select. */
  pageSizes?: readonly number[] | undefined;
  /** Pages shown either side of the current one before an ellipsis. */
  siblings?: number | undefined;
  /** Hides the "Showing x to y of z" text. */
  hideSummary?: boolean | undefined;
};

const btn =
  'ee:inline-flex ee:h-[34px] ee:min-w-[34px] ee:cursor-pointer ee:items-center ee:justify-center ee:rounded-ee ee:bg-surface-2 ee:px-2 ee:text-[15px] ee:text-heading ee:transition-colors ee:hover:bg-primary/16 ee:hover:text-primary-ink ee:disabled:cursor-not-allowed ee:disabled:opacity-50 ee:disabled:hover:bg-surface-2 ee:disabled:hover:text-heading';

/**
 * Pager: first/previous/numbers with ellipses/next/last, rows per page and a "showing" summary;
 * mirrors in rtl.
 */
export function Pagination({
  page,
  pageSize,
  total,
  onPageChange,
  onPageSizeChange,
  pageSizes = PAGE_SIZES,
  siblings = 1,
  hideSummary,
  className,
  ...props
}: PaginationProps) {
  const t = useTableText();
  const sizeId = useId();
  const pageCount = Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
  const current = Math.min(Math.max(1, page), pageCount);
  const from = total === 0 ? 0 : (current - 1) * pageSize + 1;
  const to = Math.min(total, current * pageSize);
  const go = (p: number) => {
    const next = Math.min(Math.max(1, p), pageCount);
    if (next !== current) onPageChange(next);
  };
  const first = current <= 1;
  const last = current >= pageCount;
  return (
    <nav
      aria-label={t('pagination.label')}
      data-keep-clear=""
      className={cn(
        'ee:flex ee:flex-wrap ee:items-center ee:justify-between ee:gap-x-6 ee:gap-y-3 ee:text-[15px] ee:text-text',
        className,
      )}
      {...props}
    >
      <div className="ee:flex ee:items-center ee:gap-4">
        {onPageSizeChange && (
          <div className="ee:flex ee:items-center ee:gap-2">
            <label htmlFor={sizeId} className="ee:text-[13px] ee:text-muted">
              {t('pagination.rowsPerPage')}
            </label>
            <select
              id={sizeId}
              value={pageSize}
              onChange={(e) => onPageSizeChange(Number(e.target.value))}
              className="ee:h-[34px] ee:cursor-pointer ee:rounded-ee ee:border ee:border-line ee:bg-surface ee:ps-2.5 ee:pe-1 ee:text-[15px] ee:text-heading ee:focus-visible:border-primary"
            >
              {pageSizes.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
          </div>
        )}
        {!hideSummary && (
          <p className="ee:m-0 ee:text-[13px] ee:text-muted" aria-live="polite">
            {t('pagination.showing', { from, to, total })}
          </p>
        )}
      </div>
      <ul className="ee:m-0 ee:flex ee:list-none ee:flex-wrap ee:items-center ee:gap-1 ee:p-0">
        <li>
          <button
            type="button"
            className={btn}
            aria-label={t('pagination.first')}
            disabled={first}
            onClick={() => go(1)}
          >
            <IconChevronsLeft aria-hidden size={18} className="ee:rtl:rotate-180" />
          </button>
        </li>
        <li>
          <button
            type="button"
            className={btn}
            aria-label={t('pagination.previous')}
            disabled={first}
            onClick={() => go(current - 1)}
          >
            <IconChevronLeft aria-hidden size={18} className="ee:rtl:rotate-180" />
          </button>
        </li>
        {pageRange(current, pageCount, siblings).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <button
                type="button"
                className={cn(
                  btn,
                  item === current &&
                    'ee:bg-primary-solid ee:text-white ee:shadow-soft ee:hover:bg-primary-solid ee:hover:text-white',
                )}
                aria-label={t('pagination.page', { page: item })}
                aria-current={item === current ? 'page' : undefined}
                onClick={() => go(item)}
              >
                {item}
              </button>
            </li>
          ) : (
            <li
              key={item}
              aria-hidden
              className="ee:inline-flex ee:h-[34px] ee:min-w-[26px] ee:items-center ee:justify-center ee:text-muted"
            >
              …
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className={btn}
            aria-label={t('pagination.next')}
            disabled={last}
            onClick={() => go(current + 1)}
          >
            <IconChevronRight aria-hidden size={18} className="ee:rtl:rotate-180" />
          </button>
        </li>
        <li>
          <button
            type="button"
            className={btn}
            aria-label={t('pagination.last')}
            disabled={last}
            onClick={() => go(pageCount)}
          >
            <IconChevronsRight aria-hidden size={18} className="ee:rtl:rotate-180" />
          </button>
        </li>
      </ul>
    </nav>
  );
}
