import { describe, expect, it } from 'vitest';

import { nameplate } from '@/api/contract/devices';
import { typeSpecs } from '@/api/sample/devices/type-catalog';
import { createRng } from '@/api/sample/random';

const spec = (code: string) => typeSpecs().find((t) => t.code === code)!;

describe('the device type catalogue (type-catalog.data.json)', () => {
  it('holds the twelve types, 122 devices at scale 1', () => {
    expect(new Set(typeSpecs().map((t) => t.code)).size).toBe(12);
    expect(typeSpecs().reduce((sum, t) => sum + t.count, 0)).toBe(122);
  });

  it('draws every listed nameplate field, and only those, within the contract', () => {
    for (const type of typeSpecs()) {
      for (let seed = 1; seed <= 50; seed++) {
        const plate = type.nameplate(createRng(seed));
        expect(Object.keys(plate).sort()).toEqual([...type.nameplateFields].sort());
        expect(nameplate.safeParse(plate).success).toBe(true);
      }
    }
  });

  // Pinned from the functions the rules replaced: the same values from the same draws, in the same
  // order (the transformer draws its insulation first), so the sample devices stay as they were.
  it('draws in the order the samples were made with', () => {
    const rng = createRng(42);
    expect(spec('TR').nameplate(rng)).toEqual({
      ratedVoltageKv: 10,
      ratedPowerKva: 2000,
      frequencyHz: 50,
      phases: 3,
      impedancePercent: 6,
      vectorGroup: 'Dyn11',
      insulationMedium: 'Mineral oil',
    });
    expect(spec('TR').nameplate(rng)).toEqual({
      ratedVoltageKv: 10,
      ratedPowerKva: 1250,
      frequencyHz: 50,
      phases: 3,
      impedancePercent: 6,
      vectorGroup: 'Dyn11',
      insulationMedium: 'Cast resin',
    });
    expect(rng.next()).toBe(0.24992373422719538);
    const cb = createRng(42);
    expect(spec('CB').nameplate(cb)).toEqual({
      ratedVoltageKv: 0.4,
      ratedCurrentA: 400,
      breakingCapacityKa: 36,
      phases: 4,
    });
    expect(spec('CB').nameplate(cb)).toEqual({
      ratedVoltageKv: 0.4,
      ratedCurrentA: 400,
      breakingCapacityKa: 25,
      phases: 3,
    });
    expect(cb.next()).toBe(0.2732279943302274);
  });
});
