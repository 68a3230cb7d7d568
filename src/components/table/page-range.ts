/** A page number or a gap in a pager. */
export type PageItem = number | 'ellipsis-start' | 'ellipsis-end';

/**
 * The page buttons to show: first, last, the current page with `siblings` either side, and
 * ellipses for the gaps (a gap of one page shows that page instead). Pure, 1-based.
 */
export function pageRange(page: number, pageCount: number, siblings = 1): PageItem[] {
  if (pageCount <= 0) return [];
  const total = siblings * 2 + 5; // first, last, current, two ellipses
  if (pageCount <= total) return Array.from({ length: pageCount }, (_, i) => i + 1);
  const current = Math.min(Math.max(page, 1), pageCount);
  const start = Math.max(2, Math.min(current - siblings, pageCount - 2 - siblings * 2));
  const end = Math.min(pageCount - 1, Math.max(current + siblings, 3 + siblings * 2));
  const items: PageItem[] = [1];
  if (start > 2) items.push('ellipsis-start');
  for (let p = start; p <= end; p++) items.push(p);
  if (end < pageCount - 1) items.push('ellipsis-end');
  items.push(pageCount);
  return items;
}
