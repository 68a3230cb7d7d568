/**
 * The shared list rules of docs/spec.md §5 and §9, used by every list handler and nothing else:
 * paging with fallbacks, text coercion, case-insensitive text search, stable sorting by an
 * allowed key, newest-first ordering, and `listQuery`, the steps every list takes (search,
 * filter, sort, page) so that a domain's list is only its configuration. Pure functions: the
 * Node tests hit these hardest. The parameter rules themselves are the contract's
 * (src/api/contract/common.ts).
 */
import {
  itemsPerPageParam,
  orderByParam,
  pageParam,
  sortByParam,
  type SortOrder,
} from '../contract/common';
import { param, queryWords, textParam, type ParamSource } from '../shared/params';

export {
  DEFAULT_ITEMS_PER_PAGE,
  DEFAULT_PAGE,
  MAX_ITEMS_PER_PAGE,
  toBool,
  toInt,
} from '../contract/common';

export type OrderBy = SortOrder;

export { listParam, param, readParams, text, textParam, type ParamSource } from '../shared/params';

export interface Paging {
  page: number;
  /** -1 means "all rows" (the Vuexy convention for "All" in a rows-per-page menu). */
  itemsPerPage: number;
}

/**
 * page and itemsPerPage by the contract's rules: missing or not numbers → 1 and 10 (§5); too many
 * rows are clamped.
 */
export function parsePaging(source: ParamSource): Paging {
  return {
    page: pageParam.parse(param(source, 'page')),
    itemsPerPage: itemsPerPageParam.parse(param(source, 'itemsPerPage')),
  };
}

export interface Sorting<K extends string> {
  sortBy: K | undefined;
  orderBy: OrderBy;
}

/** sortBy restricted to the allowed keys (anything else: no sort), orderBy asc unless "desc". */
export function parseSorting<K extends string>(
  source: ParamSource,
  allowed: readonly K[],
): Sorting<K> {
  const sortBy = allowed.length
    ? sortByParam(allowed as readonly [K, ...K[]]).parse(param(source, 'sortBy'))
    : undefined;
  return { sortBy, orderBy: orderByParam.parse(param(source, 'orderBy')) };
}

/** One collator for every sort: building one per comparison (`localeCompare`) is ~10× slower. */
export const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

export type SortValue = string | number | boolean | null | undefined;

/** The fields of `T` whose values sort as they are. */
export type SortField<T> = { [F in keyof T]-?: T[F] extends SortValue ? F : never }[keyof T];

/**
 * What each sort key of a list sorts by: the name of the row's field holding the value, or a
 * getter for a value the row derives (a nested field, an amount read from text, a time). Most
 * keys read one field, so naming it says all there is to say about them; `Record` makes a list
 * name every key its contract allows.
 */
export type SortKeys<T, K extends string> = Record<K, SortField<T> | ((row: T) => SortValue)>;

/** Compares two sort values: numbers numerically, text with the shared collator, empty last. */
export function compareValues(a: SortValue, b: SortValue): number {
  const aEmpty = a === null || a === undefined || a === '';
  const bEmpty = b === null || b === undefined || b === '';
  if (aEmpty || bEmpty) return aEmpty === bEmpty ? 0 : aEmpty ? 1 : -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return collator.compare(String(a), String(b));
}

/**
 * Sorts a copy of `rows` by the value `keys[sortBy]` names or gives; stable, so equal keys keep
 * the incoming order (e.g. newest first). No sortBy → the rows unchanged.
 */
export function sortRows<T, K extends string>(
  rows: readonly T[],
  keys: SortKeys<T, K>,
  sorting: Sorting<K>,
): T[] {
  if (!sorting.sortBy) return [...rows];
  const get = sortGetter<T>(keys[sorting.sortBy]);
  const sign = sorting.orderBy === 'desc' ? -1 : 1;
  // Decorate once: the key getter may be costly (joins), and sort calls it O(n log n) times.
  const decorated: { row: T; index: number; key: SortValue }[] = rows.map((row, index) => ({
    row,
    index,
    key: get(row),
  }));
  rankTextKeys(decorated);
  decorated.sort((x, y) => {
    const c = compareValues(x.key, y.key);
    // Empty values stay last in both directions.
    const xEmpty = x.key === null || x.key === undefined || x.key === '';
    const yEmpty = y.key === null || y.key === undefined || y.key === '';
    if (xEmpty !== yEmpty) return c;
    return c * sign || x.index - y.index;
  });
  return decorated.map((d) => d.row);
}

/** The getter a sort key stands for: its own, or one reading the field it names. */
function sortGetter<T>(by: SortField<T> | ((row: T) => SortValue)): (row: T) => SortValue {
  if (typeof by !== 'function') return (row) => row[by] as SortValue;
  return by;
}

/**
 * Replaces text keys by their collation rank when every non-empty key is text. Big lists repeat
 * few distinct values (names, statuses), so collating the distinct values once and sorting by
 * number is several times faster than calling the collator O(n log n) times; order is identical.
 */
function rankTextKeys(decorated: { key: SortValue }[]): void {
  const distinct = new Set<string>();
  for (const d of decorated) {
    if (d.key === null || d.key === undefined || d.key === '') continue;
    if (typeof d.key !== 'string') return;
    distinct.add(d.key);
  }
  if (distinct.size === 0) return;
  const sorted = [...distinct].sort(collator.compare);
  const rank = new Map<string, number>();
  sorted.forEach((value, i) => {
    // Values equal under the collator ("a" and "A") share a rank, so the sort stays stable.
    const prev = sorted[i - 1];
    rank.set(value, i > 0 && collator.compare(prev, value) === 0 ? rank.get(prev)! : i);
  });
  for (const d of decorated)
    if (typeof d.key === 'string' && d.key !== '') d.key = rank.get(d.key)!;
}

/** A field text search looks in: numbers are searched as they are written. */
export type SearchField = string | number | null | undefined;

/** Case-insensitive "contains" over any of the given fields; an empty query matches everything. */
export function matchesText(query: string, ...fields: SearchField[]): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  return fields.some((f) => f !== null && f !== undefined && String(f).toLowerCase().includes(q));
}

/**
 * Case-insensitive: every whitespace-separated word of the query occurs in one of the fields, in
 * any order, so "lighting cab 03" finds "Lighting distribution cabinet 03" (what a person types
 * into a search box is words, not an exact part). A query of one word is `matchesText`; an empty
 * query matches everything. Returns the test, so the query is split once for a whole list.
 */
export function wordsMatcher(
  query: string,
): (...fields: Array<string | number | null | undefined>) => boolean {
  const words = queryWords(query);
  if (words.length === 0) return () => true;
  return (...fields) => {
    const texts = fields
      .filter((f) => f !== null && f !== undefined)
      .map((f) => String(f).toLowerCase());
    return words.every((w) => texts.some((t) => t.includes(w)));
  };
}

/** Case-insensitive "starts with" (§9: permission search on the start of a role name). */
export function startsWithText(query: string, field: string | null | undefined): boolean {
  const q = query.trim().toLowerCase();
  return !q || (field ?? '').toLowerCase().startsWith(q);
}

/** Copies `rows` newest first by a date-like or numeric key (§9: invoices, users). */
export function newestFirst<T>(rows: readonly T[], key: (row: T) => string | number): T[] {
  const decorated = rows.map((row, index) => {
    const v = key(row);
    return { row, index, t: typeof v === 'number' ? v : Date.parse(v) || 0 };
  });
  decorated.sort((a, b) => b.t - a.t || a.index - b.index);
  return decorated.map((d) => d.row);
}

export interface Page<T> {
  rows: T[];
  total: number;
  page: number;
  totalPages: number;
}

/**
 * Cuts one page. A page past the last answers an empty page, or page 1 when
 * `resetPastLast` is set (§5: the user list does that).
 */
export function paginate<T>(
  rows: readonly T[],
  paging: Paging,
  options: { resetPastLast?: boolean } = {},
): Page<T> {
  const total = rows.length;
  if (paging.itemsPerPage === -1) return { rows: [...rows], total, page: 1, totalPages: 1 };
  const totalPages = Math.max(1, Math.ceil(total / paging.itemsPerPage));
  const page = paging.page > totalPages && options.resetPastLast ? 1 : paging.page;
  const start = (page - 1) * paging.itemsPerPage;
  return { rows: rows.slice(start, start + paging.itemsPerPage), total, page, totalPages };
}

/** What a list is made of besides its rows; everything else is the same for every list (§5). */
export interface ListOptions<T, K extends string> {
  /** The fields the `q` parameter is looked for in (`matchesText`); without it `q` is not read. */
  search?: (row: T) => SearchField[];
  /**
   * The list's own filters (a status, a category, a date range…): rows must pass them and the
   * search.
   */
  filter?: (row: T) => boolean;
  sortKeys: SortKeys<T, K>;
  /** A page past the last answers page 1 (§5: the user list). */
  resetPastLast?: boolean;
}

/**
 * The common list pipeline: search, filter, sort, page. The query functions call this and
 * shape the JSON.
 */
export function listQuery<T, K extends string>(
  rows: readonly T[],
  source: ParamSource,
  options: ListOptions<T, K>,
): Page<T> {
  const keep = rowTest(source, options);
  const filtered = keep ? rows.filter(keep) : [...rows];
  const sorted = sortRows(
    filtered,
    options.sortKeys,
    parseSorting(source, Object.keys(options.sortKeys) as K[]),
  );
  return paginate(sorted, parsePaging(source), { resetPastLast: options.resetPastLast });
}

/**
 * The list's own filter and its search as one test (filter first); undefined when neither narrows
 * the list.
 */
function rowTest<T>(
  source: ParamSource,
  { search, filter }: Pick<ListOptions<T, string>, 'search' | 'filter'>,
): ((row: T) => boolean) | undefined {
  const q = search ? textParam(source, 'q') : '';
  // An empty q matches every row: no need to read a row's fields for it.
  if (!search || !q) return filter;
  const found = (row: T) => matchesText(q, ...search(row));
  return filter ? (row) => filter(row) && found(row) : found;
}
