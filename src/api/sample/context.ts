/**
 * The samples' context (seed, "now", scale): what every deterministic generator of the simulation
 * and of the server's demo database starts from (docs/simulation.md).
 */

export interface MockDbOptions {
  /** Seed of the generator (default 2024). */
  seed?: number;
  /** "Today" for relative dates (invoice due dates in the current month, inspections due). */
  now?: Date | string | number;
  /**
   * Size multiplier for benchmarks: 100 gives 5,000 users and 12,000+ devices. Exact docs/spec.md
   * §9 counts hold only at 1.
   */
  scale?: number;
}

/** What a domain generator receives. */
export interface GeneratorContext {
  seed: number;
  now: Date;
  scale: number;
}

/** The samples' context: seed, "now" and scale read from the options, defaults filled in. */
export function generatorContext(options: MockDbOptions = {}): GeneratorContext {
  return {
    seed: options.seed ?? 2024,
    now: new Date(options.now ?? Date.now()),
    scale: Math.max(1, Math.floor(options.scale ?? 1)),
  };
}

/**
 * The device samples' own context: they draw from seed + 1 (the demo app's samples are the same
 * devices).
 */
export function deviceSamplesContext(ctx: GeneratorContext): GeneratorContext {
  return { ...ctx, seed: ctx.seed + 1 };
}
