import { describe, expect, it } from 'vitest';
import { formatFor } from '../../src/screens/shared/format';

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
