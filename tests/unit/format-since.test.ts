import { describe, expect, it } from 'vitest';

import { formatFor } from '@/screens/shared/format';

describe('format.since: the age of a live reading', () => {
  const at = Date.parse('2026-06-15T09:00:00Z');
  it('counts seconds under a minute, then minutes and hours', () => {
    const f = formatFor('en');
    expect(f.since(at, at)).toBe('now');
    expect(f.since(at - 12_000, at)).toBe('12 seconds ago');
    expect(f.since(at - 59_400, at)).toBe('59 seconds ago');
    expect(f.since(at - 5 * 60_000, at)).toBe('5 minutes ago');
    expect(f.since(at - 3 * 3_600_000, at)).toBe('3 hours ago');
  });
  it('takes a reading stamped a little ahead (clocks apart) as now', () => {
    expect(formatFor('en').since(at + 800, at)).toBe('now');
  });
  it("speaks the user's language", () => {
    expect(formatFor('fr').since(at - 12_000, at)).toBe('il y a 12 secondes');
    expect(formatFor('zh').since(at - 12_000, at)).toBe('12秒钟前');
  });
});
