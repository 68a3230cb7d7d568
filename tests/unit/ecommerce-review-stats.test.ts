/**
 * The reviews screen's figures: average, the spread of ratings and reviews per week, as of a given
 * day.
 */
import { describe, expect, it } from 'vitest';

import type { Review } from '@/api/types/ecommerce';
import { reviewFigures, reviewIsoDay, reviewTime } from '@/screens/ecommerce/review-stats';

const review = (id: number, stars: number, date: string): Review => ({
  id,
  product: 'Lamp',
  companyName: 'IKEA',
  productImage: '',
  reviewer: 'Ana',
  email: 'ana@example.com',
  avatar: '',
  date,
  status: 'Published',
  review: stars,
  head: 'Good',
  para: 'Fine',
});

const NOW = Date.parse('2026-06-15T09:00:00Z');

describe('reviewFigures', () => {
  it('averages the ratings and counts each one, five stars first', () => {
    const f = reviewFigures(
      [
        review(1, 5, '6/14/2026'),
        review(2, 4, '6/1/2026'),
        review(3, 4, '5/2/2026'),
        review(4, 1, '1/2/2020'),
      ],
      NOW,
    );
    expect(f.count).toBe(4);
    expect(f.average).toBe(3.5);
    expect(f.byStars).toEqual([
      { stars: 5, count: 1 },
      { stars: 4, count: 2 },
      { stars: 3, count: 0 },
      { stars: 2, count: 0 },
      { stars: 1, count: 1 },
    ]);
  });

  it('puts each review in its week, oldest week first, and leaves out older and future ones', () => {
    const f = reviewFigures(
      [
        review(1, 5, '6/15/2026'),
        review(2, 5, '6/9/2026'),
        review(3, 5, '6/8/2026'),
        review(4, 5, '6/2/2026'),
        review(5, 5, '6/20/2026'),
        review(6, 5, '1/1/2020'),
      ],
      NOW,
      4,
    );
    expect(f.weeks.map((w) => w.count)).toEqual([0, 0, 2, 2]);
    expect(f.weeks.at(-1)!.start).toBe('2026-06-09');
    expect(f.weeks[0].start).toBe('2026-05-19');
    expect(f.thisWeek).toBe(2);
    expect(f.lastWeek).toBe(2);
  });

  it('has figures of nothing for no reviews', () => {
    const f = reviewFigures([], NOW);
    expect(f.average).toBe(0);
    expect(f.weeks).toHaveLength(12);
    expect(f.weeks.every((w) => w.count === 0)).toBe(true);
  });
});

describe('review dates', () => {
  it('reads m/d/yyyy and gives the ISO day; leaves an unreadable date as it is', () => {
    expect(reviewTime('2/3/2026')).toBe(Date.UTC(2026, 1, 3));
    expect(reviewIsoDay('12/31/2025')).toBe('2025-12-31');
    expect(reviewIsoDay('soon')).toBe('soon');
  });
});
