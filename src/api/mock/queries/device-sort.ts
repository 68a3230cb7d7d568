/**
 * Collator ranks for text sort keys of large lists. Sorting 12,000 names with the shared collator
 * is over the device calls' budget (docs/performance.md#figures-the-code-relies-on); ranking the
 * distinct values once with the same collator and sorting by those numbers gives exactly the same
 * order (ties stay ties, and `sortRows` is stable) for a fraction of the cost. Ranks are cached per
 * column and rebuilt when a value appears that the cache has not seen, so writes never give a stale
 * order.
 */
import { collator } from '../query';

const caches = new Map<string, Map<string, number>>();

function hasAll<T>(
  ranks: Map<string, number>,
  rows: readonly T[],
  get: (row: T) => string,
): boolean {
  for (const row of rows) {
    const value = get(row);
    if (value !== '' && !ranks.has(value)) return false;
  }
  return true;
}

function rank(values: Iterable<string>): Map<string, number> {
  const distinct = [...new Set(values)].filter((v) => v !== '').sort(collator.compare);
  const ranks = new Map<string, number>();
  let current = 0;
  distinct.forEach((value, i) => {
    if (i > 0 && collator.compare(distinct[i - 1], value) !== 0) current++;
    ranks.set(value, current);
  });
  return ranks;
}

/**
 * A function from each row's text (`get`) to its collator rank ('' stays '', so empty values
 * keep sorting last). `column` names the cache, e.g. `device.name`.
 */
export function collatorRanks<T>(
  column: string,
  rows: readonly T[],
  get: (row: T) => string,
): (value: string) => number | '' {
  let ranks = caches.get(column);
  if (!ranks || !hasAll(ranks, rows, get)) {
    ranks = rank(rows.map(get));
    caches.set(column, ranks);
  }
  const table = ranks;
  return (value) => (value === '' ? '' : (table.get(value) ?? ''));
}
