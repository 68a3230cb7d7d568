/**
 * Figures over the reviews: average, how many of each rating, and how many came in each of the last
 * weeks.
 */
import type { Review } from '@/api/types/ecommerce';

const DAY_MS = 86_400_000;

/** m/d/yyyy (a review's date) → UTC ms; NaN when unreadable. */
export function reviewTime(date: string): number {
  const [m, d, y] = date.split('/').map(Number);
  return Date.UTC(y, m - 1, d);
}

/** A review's m/d/yyyy as yyyy-mm-dd, to format in the user's language. */
export function reviewIsoDay(date: string): string {
  const t = reviewTime(date);
  return Number.isNaN(t) ? date : new Date(t).toISOString().slice(0, 10);
}

export interface ReviewFigures {
  count: number;
  average: number;
  /** Reviews with 5, 4, 3, 2 and 1 stars, in that order. */
  byStars: { stars: 5 | 4 | 3 | 2 | 1; count: number }[];
  /** Reviews per week, oldest first: `start` is the week's first day (yyyy-mm-dd). */
  weeks: { start: string; count: number }[];
  /** Reviews of the last 7 days, and of the 7 before. */
  thisWeek: number;
  lastWeek: number;
}

/** The figures of `reviews` as of `now` over `weeks` weeks. */
export function reviewFigures(reviews: readonly Review[], now: number, weeks = 12): ReviewFigures {
  const today = Math.floor(now / DAY_MS) * DAY_MS;
  const byStars = ([5, 4, 3, 2, 1] as const).map((stars) => ({
    stars,
    count: reviews.filter((r) => r.review === stars).length,
  }));
  const total = reviews.reduce((sum, r) => sum + r.review, 0);
  const counts = Array.from({ length: weeks }, () => 0);
  for (const r of reviews) {
    const age = Math.floor((today - reviewTime(r.date)) / DAY_MS);
    const week = Math.floor(age / 7);
    if (age >= 0 && week < weeks) counts[weeks - 1 - week]++;
  }
  return {
    count: reviews.length,
    average: reviews.length ? total / reviews.length : 0,
    byStars,
    weeks: counts.map((count, i) => ({
      start: new Date(today - ((weeks - 1 - i) * 7 + 6) * DAY_MS).toISOString().slice(0, 10),
      count,
    })),
    thisWeek: counts[weeks - 1] ?? 0,
    lastWeek: counts[weeks - 2] ?? 0,
  };
}
