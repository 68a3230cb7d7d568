import type { DataTableDensity } from './data-table-types';

/** Padding of a body cell by density. */
export const cellPad: Record<DataTableDensity, string> = {
  comfortable: 'ee:px-5 ee:py-3',
  compact: 'ee:px-4 ee:py-1.5',
};

/** Padding of a header cell by density. */
export const headPad: Record<DataTableDensity, string> = {
  comfortable: 'ee:px-5 ee:py-3.5',
  compact: 'ee:px-4 ee:py-2.5',
};

/** What every header cell shares: it sticks to the top of the scroll area over the rows. */
export const headCell =
  'ee:sticky ee:top-0 ee:z-10 ee:bg-surface ee:shadow-[inset_0_-1px_0_var(--ee-border)]';

/** Header text: small capitals in the heading colour. */
export const headText =
  'ee:text-[13px] ee:font-medium ee:whitespace-nowrap ee:text-heading ee:uppercase';

/**
 * Row height of a virtualised row by density (px): what the comfortable and compact rows measure.
 */
export const ROW_HEIGHT: Record<DataTableDensity, number> = { comfortable: 51, compact: 39 };

/** Text alignment of a column (logical: start/end follow the text direction). */
export function alignClass(align: 'start' | 'center' | 'end' | undefined): string | undefined {
  return align === 'end' ? 'ee:text-end' : align === 'center' ? 'ee:text-center' : undefined;
}
