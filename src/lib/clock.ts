/**
 * The one source of "now" for screens and the simulation. Stories and visual tests pin it so
 * that relative dates ("due in 3 days", "current month") render the same pixels every run.
 */
let fixed: number | null = null;

/** Current time in ms; the pinned time when `setClock` was called. */
export function now(): number {
  return fixed ?? Date.now();
}

/** Current time as a Date. */
export function today(): Date {
  return new Date(now());
}

/** Pins the clock (tests, stories); `null` returns to the real clock. */
export function setClock(at: Date | string | number | null): void {
  fixed = at === null ? null : new Date(at).getTime();
}
