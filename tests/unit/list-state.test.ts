import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  countActiveFilters,
  filterParam,
  isIsoDate,
  parseListState,
  serializeListState,
  type ListSchema,
} from '@/components/filter/list-state';

type Filters = {
  status: 'active' | 'offline';
  types: Array<'meter' | 'relay' | 'breaker'>;
  minPower: number;
  installed: { from?: string; to?: string };
  stock: boolean;
};

const schema: ListSchema<Filters> = {
  filters: {
    status: filterParam.oneOf(['active', 'offline']),
    types: filterParam.manyOf(['meter', 'relay', 'breaker']),
    minPower: filterParam.int(0, 10_000),
    installed: filterParam.dateRange(),
    stock: filterParam.bool(),
  },
  sortKeys: ['name', 'power'],
};

const parse = (qs: string) => parseListState(new URLSearchParams(qs), schema);

describe('parseListState', () => {
  it('gives the defaults for an empty URL', () => {
    expect(parse('')).toEqual({
      q: '',
      filters: {},
      sortBy: undefined,
      orderBy: 'asc',
      page: 1,
      itemsPerPage: 10,
    });
  });

  it('reads every field', () => {
    expect(
      parse(
        'q=%20lyon%20&status=active&types=meter,relay&minPower=50&installed=2025-01-01..2025-02-01&stock=true&sortBy=power&orderBy=DESC&page=3&itemsPerPage=25',
      ),
    ).toEqual({
      q: 'lyon',
      filters: {
        status: 'active',
        types: ['meter', 'relay'],
        minPower: 50,
        installed: { from: '2025-01-01', to: '2025-02-01' },
        stock: true,
      },
      sortBy: 'power',
      orderBy: 'desc',
      page: 3,
      itemsPerPage: 25,
    });
  });

  it.each([
    ['page=abc', 1],
    ['page=0', 1],
    ['page=-4', 1],
    ['page=1.5', 1],
    ['page=2abc', 1],
    ['page=99999999999999999999', 1],
    ['page=7', 7],
  ])('%s → page %i', (qs, page) => {
    expect(parse(qs).page).toBe(page);
  });

  it.each([
    ['itemsPerPage=7', 10],
    ['itemsPerPage=abc', 10],
    ['itemsPerPage=-1', 10],
    ['itemsPerPage=1000000', 10],
    ['itemsPerPage=50', 50],
    ['itemsPerPage=100', 100],
  ])('%s → itemsPerPage %i', (qs, size) => {
    expect(parse(qs).itemsPerPage).toBe(size);
  });

  it('accepts only allowed sort keys; orderBy is asc unless desc', () => {
    expect(parse('sortBy=password&orderBy=desc')).toMatchObject({
      sortBy: undefined,
      orderBy: 'asc',
    });
    expect(parse('sortBy=name&orderBy=sideways')).toMatchObject({ sortBy: 'name', orderBy: 'asc' });
  });

  it('drops garbage filter values', () => {
    expect(
      parse('status=deleted&types=foo,,bar&minPower=-3&installed=yesterday..never&stock=maybe')
        .filters,
    ).toEqual({});
    expect(parse('types=foo,relay,relay').filters).toEqual({ types: ['relay'] });
    expect(parse('installed=2025-02-30..2025-03-01').filters).toEqual({
      installed: { from: undefined, to: '2025-03-01' },
    });
    expect(parse('installed=2025-03-01..2025-01-01').filters).toEqual({
      installed: { from: '2025-01-01', to: '2025-03-01' },
    });
  });

  it('uses the default sort when the URL has none', () => {
    const withDefault = { ...schema, defaultSort: { sortBy: 'name', orderBy: 'desc' as const } };
    expect(parseListState(new URLSearchParams(''), withDefault)).toMatchObject({
      sortBy: 'name',
      orderBy: 'desc',
    });
  });

  it('survives a parser that throws', () => {
    const bad: ListSchema<{ x: string }> = {
      filters: {
        x: {
          parse: () => {
            throw new Error('boom');
          },
          serialize: (v) => v,
        },
      },
    };
    expect(parseListState(new URLSearchParams('x=1'), bad).filters).toEqual({});
  });

  it('never throws on arbitrary query strings and always gives sane paging', () => {
    fc.assert(
      fc.property(fc.string(), (qs) => {
        const s = parse(qs);
        expect(s.page).toBeGreaterThanOrEqual(1);
        expect([10, 25, 50, 100]).toContain(s.itemsPerPage);
        expect(['asc', 'desc']).toContain(s.orderBy);
      }),
    );
  });
});

describe('serializeListState', () => {
  it('leaves defaults out and keeps other params', () => {
    const out = serializeListState(parse(''), schema, new URLSearchParams('tab=2&page=4'));
    expect(out.toString()).toBe('tab=2');
  });

  it('round-trips', () => {
    const qs =
      'q=lyon&status=active&types=meter%2Crelay&minPower=50&installed=2025-01-01..2025-02-01&stock=false&sortBy=power&orderBy=desc&page=3&itemsPerPage=25';
    const state = parse(qs);
    expect(parse(serializeListState(state, schema).toString())).toEqual(state);
  });

  it('round-trips any parsed state (property)', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.integer({ min: -5, max: 500 }),
        fc.constantFrom('7', '10', '25', 'x'),
        (q, page, size) => {
          const state = parse(
            new URLSearchParams({ q, page: String(page), itemsPerPage: size }).toString(),
          );
          expect(parse(serializeListState(state, schema).toString())).toEqual(state);
        },
      ),
    );
  });
});

describe('helpers', () => {
  it('isIsoDate checks real days', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate('2024-2-1')).toBe(false);
  });

  it('counts active filters including q', () => {
    expect(countActiveFilters(parse('q=a&status=active&types=meter'))).toBe(3);
  });
});
