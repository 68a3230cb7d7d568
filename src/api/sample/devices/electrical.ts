/**
 * The electrical relations the samples and the readings share, so a nameplate and the readings
 * drawn from it agree (issue 35.10, 35.12).
 */
import type { Nameplate } from '@/api/types/devices';

/**
 * The rated current of equipment from its apparent power: I = S / (√3 · U) for three phases
 * (S / U for one), with S in kVA and U in kV (line to line), in amperes.
 */
export function currentFromPower(
  plate: Pick<Nameplate, 'ratedPowerKva' | 'ratedVoltageKv' | 'phases'>,
): number | undefined {
  const { ratedPowerKva: s, ratedVoltageKv: u } = plate;
  if (!s || !u) return undefined;
  return s / ((plate.phases === 1 ? 1 : Math.sqrt(3)) * u);
}

/**
 * The current a device is rated for: its nameplate's, else what its power and voltage give;
 * undefined when neither says.
 */
export function ratedCurrentOf(
  plate: Pick<Nameplate, 'ratedCurrentA' | 'ratedPowerKva' | 'ratedVoltageKv' | 'phases'>,
): number | undefined {
  return plate.ratedCurrentA ?? currentFromPower(plate);
}
