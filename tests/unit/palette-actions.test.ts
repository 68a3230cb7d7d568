/**
 * The palette's actions: when a query is only a number, the record leads, not an action about it;
 * a theme's name, in any of our languages, finds the theme switch first.
 */
import { describe, expect, it } from 'vitest';

import { englishText } from '@/i18n/english-text';
import { shell as shellAr } from '@/i18n/locales/ar/shell';
import { shell as shellEn } from '@/i18n/locales/en/shell';
import { shell as shellFr } from '@/i18n/locales/fr/shell';
import { shell as shellZh } from '@/i18n/locales/zh/shell';
import {
  actionGroup,
  namesOnlyARecord,
  queryActions,
  type PaletteActionContext,
} from '@/screens/shell/palette-actions';

const context = {
  t: ((key: string, values?: Record<string, unknown>) =>
    `${key}${values ? ` ${JSON.stringify(values)}` : ''}`) as unknown as PaletteActionContext['t'],
  canChangeDevices: true,
  canOpenApps: true,
  colorScheme: 'light',
  language: 'en',
  layoutNav: 'vertical',
} as PaletteActionContext;

describe('namesOnlyARecord', () => {
  it.each(['24DC10003', ' 24dc10003 ', '4987', '#4987', '24DC10003 24DC10004'])(
    '%j is only a record',
    (query) => {
      expect(namesOnlyARecord(query)).toBe(true);
    },
  );
  it.each(['', '   ', 'schedule 24DC10003', 'invoice 4987', '24DC10003x', 'cabinet'])(
    '%j asks for more than a record',
    (query) => {
      expect(namesOnlyARecord(query)).toBe(false);
    },
  );
});

describe('queryActions', () => {
  it('offers maintenance for each device number named, once, in capitals', () => {
    const ids = queryActions('24dc10003 and 24DC10003, 24DC10004', context).map((a) => a.url);
    expect(ids).toEqual(['action:maintenance:24DC10003', 'action:maintenance:24DC10004']);
  });
  it('offers nothing about devices to a user who may not change them', () => {
    expect(queryActions('24DC10003', { ...context, canChangeDevices: false })).toEqual([]);
  });
});

describe('the theme action', () => {
  // Each language's own catalogue, read as i18next would (nested keys, {{name}}).
  const catalogues = { en: shellEn, fr: shellFr, ar: shellAr, zh: shellZh } as const;
  const words = {
    en: ['dark', 'light'],
    fr: ['sombre', 'clair'],
    ar: ['داكن', 'فاتح'],
    zh: ['深色', '浅色'],
  } as const;
  const cases = (Object.keys(words) as (keyof typeof words)[]).flatMap((language) =>
    (['dark', 'light'] as const).flatMap((colorScheme) =>
      words[language].map((word) => ({ language, colorScheme, word })),
    ),
  );
  it.each(cases)(
    '$language, $colorScheme theme: $word offers switching to the other theme, first',
    ({ language, colorScheme, word }) => {
      const t = englishText(catalogues[language]) as unknown as PaletteActionContext['t'];
      const group = actionGroup(word, { ...context, t, language, colorScheme });
      const other = colorScheme === 'dark' ? 'light' : 'dark';
      // First: Enter on the palette runs what was asked for, not a fuzzy "New device type".
      expect(group?.children[0]?.url).toBe(`action:theme:${other}`);
    },
  );
});
