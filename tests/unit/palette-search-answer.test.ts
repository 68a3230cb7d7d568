/**
 * Issue 35.1: the palette draws the search's answer only as far as it has the contract's shape;
 * any other value (a page of HTML read as text, an object, groups with broken children) gives
 * what can be drawn and never throws. A fast-check property holds it to that for any JSON.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { searchGroupsOf } from '@/screens/shell/search-answer';
import { paletteGroups, type PaletteTitles } from '@/screens/shell/use-palette-search';

const titles: PaletteTitles = {
  t: ((key: string) => key) as unknown as PaletteTitles['t'],
  pageTitle: () => undefined,
  registerHref: (q) => `/devices?q=${q}`,
  formatCount: String,
};

describe('searchGroupsOf', () => {
  it.each([['<!doctype html><html></html>'], [{ groups: [] }], [null], [undefined], [42]])(
    '%j: no groups',
    (answer) => {
      expect(searchGroupsOf(answer)).toEqual([]);
    },
  );

  it('keeps the groups and items of the contract’s shape, and only those', () => {
    const answer = [
      {
        category: 'devices',
        title: 'Device number',
        total: 7,
        children: [
          {
            url: '/deviceDetail?number=24DC10003',
            title: '24DC10003',
            icon: 'tabler-bolt',
            subtitle: 'Cabinet',
          },
          { url: 5, title: 'x' },
          null,
        ],
      },
      { category: 'pages', title: 'Pages', total: 'many', children: 'none' },
      { title: 'No category', children: [] },
      { category: 'pages', children: [{ url: '/faq', title: 'FAQ', icon: 7 }] },
    ];
    expect(searchGroupsOf(answer)).toEqual([
      {
        category: 'devices',
        title: 'Device number',
        total: 7,
        children: [
          {
            url: '/deviceDetail?number=24DC10003',
            title: '24DC10003',
            icon: 'tabler-bolt',
            subtitle: 'Cabinet',
          },
        ],
      },
      {
        category: 'pages',
        title: '',
        total: 1,
        children: [{ url: '/faq', title: 'FAQ', icon: '' }],
      },
    ]);
  });

  it('any JSON gives groups the palette can title and draw', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (answer) => {
        const groups = paletteGroups(searchGroupsOf(answer), 'a', titles);
        for (const group of groups) {
          expect(typeof group.title).toBe('string');
          for (const item of group.children)
            expect([typeof item.url, typeof item.title]).toEqual(['string', 'string']);
        }
      }),
    );
  });
});
