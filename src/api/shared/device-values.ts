/**
 * How a device or device type write cleans the values it stores, the same in the simulation
 * (src/api/mock/queries/devices.ts, device-types.ts) and the server (server/devices/writes.ts,
 * server/device-types/writes.ts).
 */
import { NAMEPLATE_FIELDS, type Nameplate, type NameplateField } from '../contract/devices';

/**
 * The nameplate values a type lists; the others are dropped (a form that switched type may still
 * send them).
 */
export function nameplateOf(values: Nameplate, fields: readonly NameplateField[]): Nameplate {
  return Object.fromEntries(
    fields.filter((f) => values[f] !== undefined).map((f) => [f, values[f]]),
  ) as Nameplate;
}

/** Tags trimmed, without blanks and repeats. */
export const tagsOf = (tags: readonly string[]) => [
  ...new Set(tags.map((t) => t.trim()).filter(Boolean)),
];

/** A type's listed nameplate fields in the catalogue's order, whatever order they came in. */
export const inCatalogueOrder = (fields: readonly NameplateField[]): NameplateField[] =>
  NAMEPLATE_FIELDS.filter((f) => fields.includes(f));
