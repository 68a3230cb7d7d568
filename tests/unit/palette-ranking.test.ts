/**
 * Issue 35.14: the palette ranks what was typed first. A word found whole or as the start of a
 * word leads; letters in order inside one word are a weak fallback, and letters scattered over
 * several words are no match ("dark" found "New device type", "spare" "Switch to light", "lucas"
 * the layout and language switches). The register's filters are actions in every language.
 */
import { describe, expect, it } from 'vitest';

import { englishText } from '@/i18n/english-text';
import { shell as shellAr } from '@/i18n/locales/ar/shell';
import { shell as shellEn } from '@/i18n/locales/en/shell';
import { shell as shellFr } from '@/i18n/locales/fr/shell';
import { shell as shellZh } from '@/i18n/locales/zh/shell';
import { matchScore } from '@/screens/shell/match-score';
import { actionGroup, type PaletteActionContext } from '@/screens/shell/palette-actions';

const catalogues = { en: shellEn, fr: shellFr, ar: shellAr, zh: shellZh } as const;
const tOf = (language: keyof typeof catalogues) =>
  englishText(catalogues[language]) as unknown as PaletteActionContext['t'];
const registerHref = (filters: Record<string, string>) =>
  `/devices?${new URLSearchParams(filters).toString()}`;
const admin: PaletteActionContext = {
  t: tOf('en'),
  canChangeDevices: true,
  canReadDevices: true,
  canOpenApps: true,
  colorScheme: 'light',
  language: 'en',
  layoutNav: 'vertical',
  registerHref,
};
const client: PaletteActionContext = {
  ...admin,
  canChangeDevices: false,
  canReadDevices: false,
  canOpenApps: false,
};

const titles = (query: string, context = admin) =>
  actionGroup(query, context)?.children.map((c) => c.title) ?? [];

describe('matchScore', () => {
  it('ranks the whole title, then a word, then the start of a word, then inside a word, then letters in order', () => {
    const scores = ['Dark', 'Switch to dark', 'Switch to darkness', 'Sundark', 'Daybreak'].map(
      (title) => matchScore({ title }, 'dark'),
    );
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(new Set(scores).size).toBe(5);
    expect(scores[4]).toBeGreaterThan(0);
  });

  it('finds no letters scattered over several words', () => {
    expect(
      matchScore(
        { title: 'New device type', keywords: ['add', 'create', 'category', 'kind'] },
        'dark',
      ),
    ).toBe(0);
    expect(
      matchScore(
        {
          title: 'Switch to light',
          keywords: ['theme', 'mode', 'appearance', 'colour', 'dark', 'light'],
        },
        'spare',
      ),
    ).toBe(0);
    expect(
      matchScore(
        { title: 'Layout: vertical', keywords: ['navigation', 'menu', 'sidebar'] },
        'lucas',
      ),
    ).toBe(0);
  });

  it('needs every word typed, in any order; keywords count less than the title', () => {
    expect(matchScore({ title: 'Layout: vertical' }, 'vertical layout')).toBeGreaterThan(0.9);
    expect(matchScore({ title: 'Layout: vertical' }, 'vertical zzz')).toBe(0);
    expect(matchScore({ title: 'Sign out', keywords: ['logout'] }, 'logout')).toBeLessThan(
      matchScore({ title: 'Sign out' }, 'sign'),
    );
  });

  it('reads accents and case as typed, and Chinese without spaces', () => {
    expect(matchScore({ title: 'Éditer le profil' }, 'editer')).toBeGreaterThan(0.9);
    expect(matchScore({ title: '切换到深色' }, '深色')).toBeGreaterThan(0.7);
    expect(matchScore({ title: 'Devices in fault' }, 'faults')).toBeGreaterThan(0.5);
  });
});

describe('the actions for what was typed', () => {
  it('"dark" offers the theme switch and not "New device type"; "spare" offers no theme switch', () => {
    expect(titles('dark')).toEqual(['Switch to dark']);
    expect(titles('spare', { ...admin, colorScheme: 'dark' })).toEqual([]);
    expect(titles('lucas')).toEqual([]);
  });

  it('a typo within a word is still found, after the words found whole', () => {
    expect(titles('nw dev')).toEqual(['New device', 'New device type']);
  });

  it('opens the register filtered: overdue inspections, devices in fault, in maintenance', () => {
    const first = (query: string) => actionGroup(query, admin)?.children[0];
    expect(first('overdue')).toMatchObject({
      title: 'Overdue inspections',
      url: '/devices?overdue=true',
    });
    expect(first('overdue inspections')).toMatchObject({ url: '/devices?overdue=true' });
    expect(first('faults')).toMatchObject({
      title: 'Devices in fault',
      url: '/devices?status=fault',
    });
    expect(first('in maintenance')).toMatchObject({
      title: 'Devices in maintenance',
      url: '/devices?status=maintenance',
    });
    expect(titles('overdue', client)).toEqual([]);
  });

  it.each([
    ['fr', 'retard', '/devices?overdue=true'],
    ['fr', 'défaut', '/devices?status=fault'],
    ['ar', 'متأخرة', '/devices?overdue=true'],
    ['ar', 'عطل', '/devices?status=fault'],
    ['zh', '逾期', '/devices?overdue=true'],
    ['zh', '故障', '/devices?status=fault'],
    ['zh', '检修', '/devices?status=maintenance'],
  ] as const)('%s: "%s" opens %s first', (language, query, url) => {
    expect(actionGroup(query, { ...admin, t: tOf(language), language })?.children[0]?.url).toBe(
      url,
    );
  });
});
