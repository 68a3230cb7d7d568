/**
 * The ranges the readings tab offers (`?range=`), apart from the charts so the page can read them
 * without loading recharts.
 */
export const READING_RANGES = ['24h', '7d', '30d'] as const;
export type ReadingRange = (typeof READING_RANGES)[number];

export function isReadingRange(value: string | null): value is ReadingRange {
  return (READING_RANGES as readonly (string | null)[]).includes(value);
}
