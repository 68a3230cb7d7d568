/**
 * What changed between two versions of a device: the rule that decides whether a write moves the
 * version on and what its history entry lists. Pure, shared by the simulation and the server.
 */
import type { Device, HistoryChange, HistoryValue, Nameplate } from '../contract/devices';

/** A field's value as a history entry keeps it: lists joined, objects as JSON. */
export function historyValue(value: unknown): HistoryValue {
  if (value === undefined) return null;
  if (
    value === null ||
    typeof value === 'string' ||
    typeof value === 'number' ||
    typeof value === 'boolean'
  )
    return value;
  if (Array.isArray(value)) return value.join(', ');
  return JSON.stringify(value);
}

/** The changed fields between two versions of a device, nameplate field by field. */
export function diffDevices(before: Device, after: Device): HistoryChange[] {
  const changes: HistoryChange[] = [];
  const keys = Object.keys(after) as Array<keyof Device>;
  for (const key of keys) {
    if (key === 'updatedAt' || key === 'createdAt' || key === 'nameplate') continue;
    const from = historyValue(before[key]);
    const to = historyValue(after[key]);
    if (from !== to) changes.push({ field: key, from, to });
  }
  const plateKeys = new Set([
    ...Object.keys(before.nameplate),
    ...Object.keys(after.nameplate),
  ]) as Set<keyof Nameplate>;
  for (const key of plateKeys) {
    const from = historyValue(before.nameplate[key]);
    const to = historyValue(after.nameplate[key]);
    if (from !== to) changes.push({ field: `nameplate.${key}`, from, to });
  }
  return changes;
}
