/** Typed dates in the user's language (issue 13 point 14): read into yyyy-mm-dd, never guessed. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { formatIsoDay } from '@/components/form/calendar';
import { dateFormatHint, numericDate, parseTypedDate } from '@/components/form/typed-date';
import { table as arTable } from '@/i18n/locales/ar/table';
import { table as enTable } from '@/i18n/locales/en/table';
import { table as frTable } from '@/i18n/locales/fr/table';
import { table as zhTable } from '@/i18n/locales/zh/table';

describe('parseTypedDate', () => {
  it.each([
    ['en', '06/15/2026', '2026-06-15'],
    ['en', '6/15/26', '2026-06-15'],
    ['en', 'Jun 15, 2026', '2026-06-15'],
    ['en', 'june 15 2026', '2026-06-15'],
    ['en', '2026-06-15', '2026-06-15'],
    ['en', '2016-3-9', '2016-03-09'],
    ['fr', '15/06/2026', '2026-06-15'],
    ['fr', '15 juin 2026', '2026-06-15'],
    ['fr', '15 juil. 2026', '2026-07-15'],
    ['fr', '1.2.2016', '2016-02-01'],
    ['zh', '2026/6/15', '2026-06-15'],
    ['zh', '2026年6月15日', '2026-06-15'],
    ['ar', '١٥/٠٦/٢٠٢٦', '2026-06-15'],
    ['ar', '15/06/2026', '2026-06-15'],
  ])('%s: "%s" is %s', (language, text, iso) => {
    expect(parseTypedDate(text, language)).toBe(iso);
  });

  it.each([
    ['en', ''],
    ['en', 'tomorrow'],
    ['en', '13/15/2026'],
    ['en', '02/30/2026'],
    ['fr', '31/06/2026'],
    ['en', '06/15'],
    ['en', '2026-13-01'],
    ['en', '1/2/3/4'],
    ['en', '<script>alert(1)</script>'],
    ['en', '06/15/20266'],
  ])('%s: "%s" is refused', (language, text) => {
    expect(parseTypedDate(text, language)).toBeUndefined();
  });

  it('reads back every day as the picker shows it and as numbers, in every language', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date(1990, 0, 1), max: new Date(2040, 11, 31), noInvalidDate: true }),
        fc.constantFrom('en', 'fr', 'ar', 'zh'),
        (date, language) => {
          const iso = `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
          expect(parseTypedDate(formatIsoDay(iso, language), language)).toBe(iso);
          expect(parseTypedDate(numericDate(iso, language), language)).toBe(iso);
        },
      ),
    );
  });
});

describe('dateFormatHint (issue 35.13: an empty date field shows the format, not a grey date)', () => {
  const catalogues = { en: enTable, fr: frTable, ar: arTable, zh: zhTable };
  it.each([
    ['en', 'mm/dd/yyyy'],
    ['fr', 'jj/mm/aaaa'],
    // Day, month, year as Arabic writes numeric dates, with Intl's right-to-left marks before each
    // slash.
    ['ar', 'يوم\u200f/شهر\u200f/سنة'],
    ['zh', '年/月/日'],
  ] as const)('%s: %s', (language, hint) => {
    expect(dateFormatHint(language, catalogues[language].form.dateParts)).toBe(hint);
  });
  it('holds no digit in any language: nothing in it reads as a day', () => {
    for (const [language, catalogue] of Object.entries(catalogues))
      expect(dateFormatHint(language, catalogue.form.dateParts)).not.toMatch(/[0-9\u0660-\u0669]/);
  });
  it('follows the order the field reads typed dates in', () => {
    expect(dateFormatHint('de', { day: 'TT', month: 'MM', year: 'JJJJ' })).toBe('TT.MM.JJJJ');
    expect(dateFormatHint('en-GB', { day: 'dd', month: 'mm', year: 'yyyy' })).toBe('dd/mm/yyyy');
  });
});
