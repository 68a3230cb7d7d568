/** Shared timing helpers for the benchmark scripts. */
import { performance } from 'node:perf_hooks';

export interface Timing {
  p50: number;
  p95: number;
  runs: number;
}

/** Percentile of sorted samples (nearest rank). */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Times `fn` `runs` times after `warmup` untimed runs. */
export async function time(
  fn: () => unknown | Promise<unknown>,
  runs = 50,
  warmup = 5,
): Promise<Timing> {
  for (let i = 0; i < warmup; i++) await fn();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await fn();
    samples.push(performance.now() - t0);
  }
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 50), p95: percentile(samples, 95), runs };
}

/** Prints one aligned row: name, p50, p95 and the budget verdict. */
export function report(name: string, t: Timing, budgetMs?: number): void {
  const verdict =
    budgetMs === undefined
      ? ''
      : t.p95 <= budgetMs
        ? `  ok (budget p95 < ${budgetMs} ms)`
        : `  OVER BUDGET (p95 < ${budgetMs} ms)`;
  console.log(
    `${name.padEnd(58)} p50 ${t.p50.toFixed(2).padStart(8)} ms   p95 ${t.p95.toFixed(2).padStart(8)} ms${verdict}`,
  );
}
