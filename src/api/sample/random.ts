/**
 * A small seeded generator for the sample data. Faker would be 170 kB gzip in the browser; the
 * sample data needs only a reproducible stream of numbers and picks from fixed lists.
 */
export interface Rng {
  /** Uniform float in [0, 1). */
  next(): number;
  /** Integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** Float in [min, max) rounded to `digits` decimals. */
  float(min: number, max: number, digits?: number): number;
  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T;
  /** `count` distinct elements, in list order. */
  sample<T>(items: readonly T[], count: number): T[];
  /** True with probability `p`. */
  chance(p: number): boolean;
}

/**
 * A stream whose place can be kept and skipped: a generator can draw what it builds later
 * (devices.ts).
 */
export interface SeekableRng extends Rng {
  /** The state now: `createRng(rng.state())` draws what this one draws next. */
  state(): number;
  /** Moves on `count` draws without making them. */
  skip(count: number): void;
}

/** Added to mulberry32's state on every draw (so `count` draws move it `count` times as far). */
const STEP = 0x6d2b79f5;

/** mulberry32: fast, 32-bit state, good enough for sample data, identical on every engine. */
export function createRng(seed: number): SeekableRng {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + STEP) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    float: (min, max, digits = 2) => Number((min + next() * (max - min)).toFixed(digits)),
    pick: (items) => items[Math.floor(next() * items.length)],
    sample: (items, count) => {
      const indexes = items.map((_, i) => i);
      for (let i = indexes.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [indexes[i], indexes[j]] = [indexes[j], indexes[i]];
      }
      return indexes
        .slice(0, Math.min(count, items.length))
        .sort((a, b) => a - b)
        .map((i) => items[i]);
    },
    chance: (p) => next() < p,
    state: () => state,
    // Exact in doubles: count × STEP stays far below 2^53 for any count a generator skips.
    skip: (count) => void (state = (state + count * STEP) >>> 0),
  };
}

/** A stable 32-bit hash of a string (FNV-1a), to seed per-entity streams such as readings. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}
