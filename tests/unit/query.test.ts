import { describe, expect, it } from 'vitest';

import {
  listQuery,
  matchesText,
  newestFirst,
  paginate,
  parsePaging,
  parseSorting,
  sortRows,
  text,
  toInt,
  wordsMatcher,
  type ListOptions,
} from '@/api/mock/query';

describe('paging fallbacks (SPEC §5)', () => {
  it('falls back to page 1 and 10 items when missing or not numbers', () => {
    expect(parsePaging(new URLSearchParams(''))).toEqual({ page: 1, itemsPerPage: 10 });
    expect(parsePaging(new URLSearchParams('page=abc&itemsPerPage=x'))).toEqual({
      page: 1,
      itemsPerPage: 10,
    });
    expect(parsePaging(new URLSearchParams('page=1.5&itemsPerPage=12abc'))).toEqual({
      page: 1,
      itemsPerPage: 10,
    });
    expect(parsePaging({ page: 3, itemsPerPage: 25 })).toEqual({ page: 3, itemsPerPage: 25 });
    expect(parsePaging(new URLSearchParams('page=0&itemsPerPage=-5'))).toEqual({
      page: 1,
      itemsPerPage: 10,
    });
    expect(parsePaging(new URLSearchParams('itemsPerPage=-1'))).toEqual({
      page: 1,
      itemsPerPage: -1,
    });
  });
  it('coerces a non-text q to empty', () => {
    expect(text(42)).toBe('');
    expect(text({})).toBe('');
    expect(text('abc')).toBe('abc');
    expect(toInt('12')).toBe(12);
    expect(toInt('1e3')).toBeUndefined();
  });
  it('returns page 1 past the last page only when asked to', () => {
    const rows = Array.from({ length: 25 }, (_, i) => i);
    expect(paginate(rows, { page: 9, itemsPerPage: 10 }).rows).toEqual([]);
    expect(paginate(rows, { page: 9, itemsPerPage: 10 }, { resetPastLast: true })).toMatchObject({
      page: 1,
      rows: rows.slice(0, 10),
      totalPages: 3,
    });
  });
});

describe('sorting and text', () => {
  const rows = [
    { name: 'b10', n: 2 },
    { name: 'B2', n: 1 },
    { name: 'a', n: 3 },
    { name: '', n: 0 },
  ];
  const keys = { name: (r: (typeof rows)[number]) => r.name, n: (r: (typeof rows)[number]) => r.n };
  it('sorts numerically-aware, case-insensitively, empty last in both directions', () => {
    expect(sortRows(rows, keys, { sortBy: 'name', orderBy: 'asc' }).map((r) => r.name)).toEqual([
      'a',
      'B2',
      'b10',
      '',
    ]);
    expect(sortRows(rows, keys, { sortBy: 'name', orderBy: 'desc' }).map((r) => r.name)).toEqual([
      'b10',
      'B2',
      'a',
      '',
    ]);
    expect(sortRows(rows, keys, { sortBy: 'n', orderBy: 'desc' }).map((r) => r.n)).toEqual([
      3, 2, 1, 0,
    ]);
  });
  it('ignores sort keys that are not allowed', () => {
    expect(parseSorting(new URLSearchParams('sortBy=password&orderBy=desc'), ['name'])).toEqual({
      sortBy: undefined,
      orderBy: 'desc',
    });
  });
  it('matches text case-insensitively on any field', () => {
    expect(matchesText('JOHN', 'john@x.com', 'Doe')).toBe(true);
    expect(matchesText('zzz', 'john', null)).toBe(false);
    expect(matchesText('  ', 'anything')).toBe(true);
  });
  it('matches words: each word typed in some field, any order, case-insensitively', () => {
    const match = wordsMatcher('  lighting CAB 03 ');
    expect(match('24DC10003', 'Lighting distribution cabinet 03')).toBe(true);
    expect(match('24DC10003', 'Lighting breaker 03')).toBe(false);
    expect(wordsMatcher('24dc lighting')('24DC10003', 'Lighting breaker', null)).toBe(true);
    expect(wordsMatcher('transformer')('24TR10001', 'Main transformer')).toBe(
      matchesText('transformer', '24TR10001', 'Main transformer'),
    );
    expect(wordsMatcher('  ')('anything')).toBe(true);
  });
  it('orders newest first, stable on ties', () => {
    const r = [
      { d: '2024-01-01', i: 0 },
      { d: '2024-03-01', i: 1 },
      { d: '2024-01-01', i: 2 },
    ];
    expect(newestFirst(r, (x) => x.d).map((x) => x.i)).toEqual([1, 0, 2]);
  });
  it('runs the whole pipeline', () => {
    const page = listQuery(
      rows,
      new URLSearchParams('sortBy=n&orderBy=asc&itemsPerPage=2&page=2'),
      {
        filter: (r) => r.n > 0,
        sortKeys: keys,
      },
    );
    expect(page).toEqual({ rows: [{ name: 'a', n: 3 }], total: 3, page: 2, totalPages: 2 });
  });
});

describe('listQuery: a list as its configuration (search, filter, sort keys)', () => {
  const rows = [
    { id: 1, name: 'Main transformer', code: 'TR-1', n: 3 },
    { id: 2, name: 'Lighting cabinet', code: 'DC-7', n: 1 },
    { id: 3, name: 'Main breaker', code: 'BR-2', n: 2 },
  ];
  type Row = (typeof rows)[number];
  const search = (r: Row) => [r.name, r.code, r.id, `#${r.id}`];
  const ids = (params: string, options: Omit<ListOptions<Row, 'name' | 'n'>, 'sortKeys'> = {}) =>
    listQuery(rows, new URLSearchParams(params), {
      ...options,
      sortKeys: { name: 'name', n: (r) => r.n },
    }).rows.map((r) => r.id);

  it('looks for q in the search fields, case-insensitively, numbers as written', () => {
    expect(ids('q=MAIN', { search })).toEqual([1, 3]);
    expect(ids('q=dc-7', { search })).toEqual([2]);
    expect(ids('q=%232', { search })).toEqual([2]);
    expect(ids('q=zzz', { search })).toEqual([]);
  });
  it('keeps every row for an empty or blank q, and reads q only for a list that searches', () => {
    expect(ids('q=%20%20', { search })).toEqual([1, 2, 3]);
    expect(ids('q=main')).toEqual([1, 2, 3]);
    expect(ids('', { search })).toEqual([1, 2, 3]);
  });
  it('keeps the rows that pass both the filter and the search', () => {
    const filter = (r: Row) => r.n > 1;
    expect(ids('q=main', { search, filter })).toEqual([1, 3]);
    expect(ids('q=b', { search, filter })).toEqual([3]);
    expect(ids('', { search, filter })).toEqual([1, 3]);
    expect(ids('q=main', { filter })).toEqual([1, 3]);
  });
  it('sorts by a field a key names as by a getter that reads it', () => {
    expect(ids('sortBy=name')).toEqual([2, 3, 1]);
    expect(ids('sortBy=name&orderBy=desc')).toEqual([1, 3, 2]);
    expect(ids('sortBy=n')).toEqual([2, 3, 1]);
    expect(sortRows(rows, { name: 'name' }, { sortBy: 'name', orderBy: 'asc' })).toEqual(
      sortRows(rows, { name: (r) => r.name }, { sortBy: 'name', orderBy: 'asc' }),
    );
  });
});
