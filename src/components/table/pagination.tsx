import type { ComponentProps } from 'react';
import { useId } from 'react';
import { IconChevronLeft, IconChevronRight, IconChevronsLeft, IconChevronsRight } from '@tabler/icons-react';
import { cn } from '../../lib/cn';
import { pageRange } from './page-range';
import { useTableText } from './use-table-text';

/** Rows-per-page choices of every list (SPEC.md §9). */
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
  onPageSizeChange?: (size: number) => void;
  /** Choices of the rows-per-page select. */
  pageSizes?: readonly number[];
  /** Pages shown either side of the current one before an ellipsis. */
  siblings?: number;
  /** Hides the "Showing x to y of z" text. */
  hideSummary?: boolean;
};

const btn =
  'inline-flex h-[34px] min-w-[34px] cursor-pointer items-center justify-center rounded-ee bg-surface-2 px-2 text-[15px] text-heading transition-colors hover:bg-primary/16 hover:text-primary-ink disabled:cursor-not-allowed disabled:opacity-50 disabled:hover:bg-surface-2 disabled:hover:text-heading';

/** Pager: first/previous/numbers with ellipses/next/last, rows per page and a "showing" summary; mirrors in rtl. */
export function Pagination({ page, pageSize, total, onPageChange, onPageSizeChange, pageSizes = PAGE_SIZES, siblings = 1, hideSummary, className, ...props }: PaginationProps) {
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
    <nav aria-label={t('pagination.label')} className={cn('flex flex-wrap items-center justify-between gap-x-6 gap-y-3 text-[15px] text-text', className)} {...props}>
      <div className="flex items-center gap-4">
        {onPageSizeChange && (
          <div className="flex items-center gap-2">
            <label htmlFor={sizeId} className="text-[13px] text-muted">
              {t('pagination.rowsPerPage')}
            </label>
            <select
              id={sizeId}
              value={pageSize}
              onChange={(e) => onPageSizeChange(Number(e.target.value))}
              className="h-[34px] cursor-pointer rounded-ee border border-line bg-surface ps-2.5 pe-1 text-[15px] text-heading focus-visible:border-primary"
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
          <p className="m-0 text-[13px] text-muted" aria-live="polite">
            {t('pagination.showing', { from, to, total })}
          </p>
        )}
      </div>
      <ul className="m-0 flex list-none flex-wrap items-center gap-1 p-0">
        <li>
          <button type="button" className={btn} aria-label={t('pagination.first')} disabled={first} onClick={() => go(1)}>
            <IconChevronsLeft aria-hidden size={18} className="rtl:rotate-180" />
          </button>
        </li>
        <li>
          <button type="button" className={btn} aria-label={t('pagination.previous')} disabled={first} onClick={() => go(current - 1)}>
            <IconChevronLeft aria-hidden size={18} className="rtl:rotate-180" />
          </button>
        </li>
        {pageRange(current, pageCount, siblings).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <button
                type="button"
                className={cn(btn, item === current && 'bg-primary-solid text-white shadow-soft hover:bg-primary-solid hover:text-white')}
                aria-label={t('pagination.page', { page: item })}
                aria-current={item === current ? 'page' : undefined}
                onClick={() => go(item)}
              >
                {item}
              </button>
            </li>
          ) : (
            <li key={item} aria-hidden className="inline-flex h-[34px] min-w-[26px] items-center justify-center text-muted">
              …
            </li>
          ),
        )}
        <li>
          <button type="button" className={btn} aria-label={t('pagination.next')} disabled={last} onClick={() => go(current + 1)}>
            <IconChevronRight aria-hidden size={18} className="rtl:rotate-180" />
          </button>
        </li>
        <li>
          <button type="button" className={btn} aria-label={t('pagination.last')} disabled={last} onClick={() => go(pageCount)}>
            <IconChevronsRight aria-hidden size={18} className="rtl:rotate-180" />
          </button>
        </li>
      </ul>
    </nav>
  );
}
