/** 25 vehicles (SPEC.md §9). */
import { VEHICLE_WARNINGS, type Vehicle } from '../../../types/logistics';
import type { GeneratorContext } from '../index';
import { createRng } from '../random';
import { CITIES, COUNTRIES } from './pools';

export const VEHICLE_COUNT = 25;

export function createVehicles(ctx: GeneratorContext): Vehicle[] {
  const rng = createRng(ctx.seed + 701);
  return Array.from({ length: VEHICLE_COUNT }, (_, i): Vehicle => {
    const startCountry = rng.pick(COUNTRIES);
    const endCountry = rng.pick(COUNTRIES);
    return {
      id: i + 1,
      location: rng.int(100000, 999999),
      startCity: rng.pick(CITIES[startCountry]),
      startCountry,
      endCity: rng.pick(CITIES[endCountry]),
      endCountry,
      warnings: rng.pick(VEHICLE_WARNINGS),
      progress: rng.int(0, 100),
    };
  });
}
