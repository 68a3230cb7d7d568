/**
 * List state in the URL: q, typed filters, sortBy, orderBy, page and itemsPerPage, parsed with
 * the API's fallbacks (docs/spec.md §5): missing or garbage → defaults, never an exception. Pure.
 */

export type OrderBy = 'asc' | 'desc';

/** Parses one filter from its raw URL value(s); returns undefined for "not set" or garbage. */
export interface FilterParam<T> {
  parse: (raw: string | null) => T | undefined;
  serialize: (value: T) => string | undefined;
}

export const DEFAULT_ITEMS_PER_PAGE = 10;
export const LIST_PAGE_SIZES = [10, 25, 50, 100] as const;

/** Reserved names: a filter may not use them. */
export const LIST_KEYS = ['q', 'sortBy', 'orderBy', 'page', 'itemsPerPage'] as const;

/** The typed shape of a list's URL state: its filters `F` and the keys `S` it may sort by. */
export interface ListSchema<F extends Record<string, unknown>, S extends string = string> {
  /** One parser per filter, keyed by its URL name. */
  filters: { [K in keyof F]: FilterParam<F[K]> };
  /** Columns the list may sort by; anything else in the URL means "no sort". */
  sortKeys?: readonly S[];
  /** Allowed page sizes; any other itemsPerPage falls back to the first (default 10/25/50/100). */
  pageSizes?: readonly number[];
  /** Sort when the URL has none. */
  defaultSort?: { sortBy: S; orderBy: OrderBy };
}

export interface ListState<F extends Record<string, unknown>, S extends string = string> {
  q: string;
  filters: Partial<F>;
  /** One of the schema's sort keys, or undefined for none. */
  sortBy: S | undefined;
  orderBy: OrderBy;
  page: number;
  itemsPerPage: number;
}

function strictInt(raw: string | null): number | undefined {
  if (raw === null || !/^\s*-?\d+\s*$/.test(raw)) return undefined;
  const n = Number(raw);
  return Number.isSafeInteger(n) ? n : undefined;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar day written yyyy-mm-dd. */
export function isIsoDate(value: string): boolean {
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return (
    d.getUTCFullYear() === Number(m[1]) &&
    d.getUTCMonth() === Number(m[2]) - 1 &&
    d.getUTCDate() === Number(m[3])
  );
}

/** Filter parsers for the common value kinds. */
export const filterParam = {
  /** Free text (trimmed); empty → unset. */
  text(): FilterParam<string> {
    return {
      parse: (raw) => (raw?.trim() ? raw.trim() : undefined),
      serialize: (v) => v.trim() || undefined,
    };
  },
  /** One of the allowed values; anything else → unset. */
  oneOf<const V extends string>(values: readonly V[]): FilterParam<V> {
    return {
      parse: (raw) =>
        raw !== null && (values as readonly string[]).includes(raw) ? (raw as V) : undefined,
      serialize: (v) => v,
    };
  },
  /**
   * A comma-separated set; unknown values are dropped (all unknown → unset). Pass no list to accept
   * any.
   */
  manyOf<const V extends string>(values?: readonly V[]): FilterParam<V[]> {
    return {
      parse: (raw) => {
        if (!raw) return undefined;
        const picked = [
          ...new Set(
            raw
              .split(',')
              .map((s) => s.trim())
              .filter((s) => s && (!values || (values as readonly string[]).includes(s))),
          ),
        ] as V[];
        return picked.length ? picked : undefined;
      },
      serialize: (v) => (v.length ? v.join(',') : undefined),
    };
  },
  /** A whole number, optionally bounded. */
  int(min = Number.MIN_SAFE_INTEGER, max = Number.MAX_SAFE_INTEGER): FilterParam<number> {
    return {
      parse: (raw) => {
        const n = strictInt(raw);
        return n !== undefined && n >= min && n <= max ? n : undefined;
      },
      serialize: (v) => String(v),
    };
  },
  /** true/false (also 1/0). */
  bool(): FilterParam<boolean> {
    return {
      parse: (raw) =>
        raw === 'true' || raw === '1' ? true : raw === 'false' || raw === '0' ? false : undefined,
      serialize: (v) => String(v),
    };
  },
  /** A yyyy-mm-dd day. */
  date(): FilterParam<string> {
    return {
      parse: (raw) => (raw && isIsoDate(raw) ? raw : undefined),
      serialize: (v) => (isIsoDate(v) ? v : undefined),
    };
  },
  /** A day range written `from..to` (either end may be empty); from after to → swapped. */
  dateRange(): FilterParam<{ from?: string; to?: string }> {
    return {
      parse: (raw) => {
        if (!raw) return undefined;
        const [a = '', b = ''] = raw.split('..');
        let from = isIsoDate(a) ? a : undefined;
        let to = isIsoDate(b) ? b : undefined;
        if (from && to && from > to) [from, to] = [to, from];
        return from || to ? { from, to } : undefined;
      },
      serialize: (v) => (v.from || v.to ? `${v.from ?? ''}..${v.to ?? ''}` : undefined),
    };
  },
};

/** Reads the list state from URL params; bad values fall back to the defaults, never throw. */
export function parseListState<F extends Record<string, unknown>, S extends string = string>(
  params: URLSearchParams,
  schema: ListSchema<F, S>,
): ListState<F, S> {
  const sizes = schema.pageSizes ?? LIST_PAGE_SIZES;
  const page = strictInt(params.get('page'));
  const size = strictInt(params.get('itemsPerPage'));
  const sortRaw = params.get('sortBy') ?? '';
  const sortAllowed = schema.sortKeys
    ? (schema.sortKeys as readonly string[]).includes(sortRaw)
    : sortRaw !== '';
  const filters: Partial<F> = {};
  for (const key of Object.keys(schema.filters) as Array<keyof F & string>) {
    let value: F[typeof key] | undefined;
    try {
      value = schema.filters[key].parse(params.get(key));
    } catch {
      value = undefined; // a custom parser that throws is a bad param, not a crash
    }
    if (value !== undefined) filters[key] = value;
  }
  const hasSort = sortRaw !== '' && sortAllowed;
  return {
    q: (params.get('q') ?? '').trim(),
    filters,
    // Without a sortKeys list any key goes, so S is `string` there.
    sortBy: hasSort ? (sortRaw as S) : schema.defaultSort?.sortBy,
    orderBy: hasSort
      ? params.get('orderBy')?.toLowerCase() === 'desc'
        ? 'desc'
        : 'asc'
      : (schema.defaultSort?.orderBy ?? 'asc'),
    page: page !== undefined && page >= 1 ? page : 1,
    itemsPerPage:
      size !== undefined && sizes.includes(size) ? size : (sizes[0] ?? DEFAULT_ITEMS_PER_PAGE),
  };
}

/**
 * Writes the list state into URL params, leaving defaults out (a clean URL for the default
 * view) and keeping params that are not the list's (`base`).
 */
export function serializeListState<F extends Record<string, unknown>, S extends string = string>(
  state: ListState<F, S>,
  schema: ListSchema<F, S>,
  base?: URLSearchParams,
): URLSearchParams {
  const out = new URLSearchParams(base);
  for (const key of [...LIST_KEYS, ...Object.keys(schema.filters)]) out.delete(key);
  const sizes = schema.pageSizes ?? LIST_PAGE_SIZES;
  if (state.q.trim()) out.set('q', state.q.trim());
  for (const key of Object.keys(schema.filters) as Array<keyof F & string>) {
    const value = state.filters[key];
    if (value === undefined || value === null) continue;
    const raw = schema.filters[key].serialize(value as F[typeof key]);
    if (raw !== undefined && raw !== '') out.set(key, raw);
  }
  const isDefaultSort =
    state.sortBy === schema.defaultSort?.sortBy &&
    state.orderBy === (schema.defaultSort?.orderBy ?? 'asc');
  if (state.sortBy && !isDefaultSort) {
    out.set('sortBy', state.sortBy);
    out.set('orderBy', state.orderBy);
  }
  if (state.page > 1) out.set('page', String(Math.floor(state.page)));
  if (state.itemsPerPage !== (sizes[0] ?? DEFAULT_ITEMS_PER_PAGE))
    out.set('itemsPerPage', String(state.itemsPerPage));
  return out;
}

/** Number of filters set (for a badge or "clear all"). */
export function countActiveFilters<F extends Record<string, unknown>>(
  state: ListState<F, string>,
): number {
  return (
    Object.values(state.filters).filter(
      (v) => v !== undefined && !(Array.isArray(v) && v.length === 0),
    ).length + (state.q ? 1 : 0)
  );
}
