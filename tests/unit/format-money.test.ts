import { describe, expect, it } from 'vitest';

import { formatFor, MONEY_CURRENCY } from '@/screens/shared/format';

describe('format.money', () => {
  it('writes nothing as $0.00, never "-$0.00" (a zero discount shown as a reduction)', () => {
    const f = formatFor('en');
    expect(f.money(-0)).toBe('$0.00');
    expect(f.money(-0.001)).toBe('$0.00');
    expect(f.money(0)).toBe('$0.00');
  });
  it('keeps the sign of an amount below zero', () => {
    expect(formatFor('en').money(-10)).toBe('-$10.00');
    expect(formatFor('en').money(-1234.5)).toBe('-$1,234.50');
  });
  it('in every language', () => {
    for (const locale of ['fr', 'ar', 'zh']) {
      const f = formatFor(locale);
      expect(f.money(-0), locale).toBe(f.money(0));
      expect(f.money(-10), locale).not.toBe(f.money(10));
    }
  });
});

describe('one currency, written as each language writes money (issue 35.13)', () => {
  // Intl's own spacing: French groups with a narrow no-break space and puts a no-break space
  // before the sign; Arabic starts with a right-to-left mark and keeps the Latin digits every
  // other number of the app shows (Intl's choice for `ar`, in Node as in Chromium).
  const expected: Record<string, [string, string]> = {
    en: ['$1,234.50', '$1,200.00'],
    fr: ['1\u202f234,50\u00a0$US', '1\u202f200,00\u00a0$US'],
    ar: ['\u200f1,234.50\u00a0US$', '\u200f1,200.00\u00a0US$'],
    zh: ['US$1,234.50', 'US$1,200.00'],
  };
  it.each(Object.entries(expected))('%s', (locale, [cents, whole]) => {
    const f = formatFor(locale);
    expect(f.money(1234.5)).toBe(cents);
    // A whole amount (a maintenance cost, a plan's price) keeps its cents like any other amount.
    expect(f.money(1200)).toBe(whole);
    expect(MONEY_CURRENCY).toBe('USD');
  });
  it('has no second currency to ask for', () => {
    // @ts-expect-error money takes the amount only: the currency is the app's, not the caller's
    expect(formatFor('en').money(10, 'CNY')).toBe('$10.00');
  });
});
