/**
 * What both targets do around a plan (docs/domain/import.md): the world it is checked against,
 * its counts, the history entry of an imported device, and which records changed since an import
 * (what forbids undoing it).
 */
import type { Device } from '../../contract/devices';
import type { HistoryDraft } from '../device-history';
import type { DeviceImportOptions, DeviceImportPlan, DeviceImportWorld } from './devices';

/** The world of a plan from the tables as both targets hold them. */
export function importWorld(db: {
  deviceTypes: readonly { id: number; code: string; name: string }[];
  deviceLocations: readonly { id: number; name: string; parentId: number | null }[];
  devices: readonly Pick<Device, 'number' | 'serialNumber'>[];
  deletedDevices: readonly { number: string }[];
}): DeviceImportWorld {
  return {
    types: db.deviceTypes,
    locations: db.deviceLocations,
    devices: db.devices,
    retiredNumbers: db.deletedDevices.map((d) => d.number),
  };
}

/** The plan's options from the body: an upsert matches by number unless told. */
export function importOptions(
  input: {
    locale: string;
    mode: DeviceImportOptions['mode'];
    matchBy?: DeviceImportOptions['matchBy'] | undefined;
    createMissingLocations?: boolean | undefined;
  },
  today: string,
): DeviceImportOptions {
  return {
    locale: input.locale,
    today,
    mode: input.mode,
    matchBy: input.matchBy ?? 'number',
    createMissingLocations: input.createMissingLocations ?? false,
  };
}

/** The answer's counts: skipped are blank rows and refused ones. */
export function importCounts(rows: number, plan: DeviceImportPlan) {
  const rejected = new Set(plan.errors.map((e) => e.line)).size;
  return {
    rows,
    created: plan.creates.length,
    updated: plan.updates.length,
    skipped: plan.skipped + rejected,
    rejected,
    locationsCreated: plan.locations.length,
  };
}

/** An imported device's first history entry: "imported", with the file it came from. */
export const importEntry = (fileName: string): HistoryDraft => ({
  action: 'imported',
  changes: [{ field: 'importedFrom', from: null, to: fileName }],
});

/**
 * The devices of an import changed since (another version than the import left, or gone), and
 * those a device outside the import was since put inside: undoing would lose either.
 */
export function undoCheck(
  record: { versions: Record<string, number>; numbers: readonly string[] },
  devices: readonly Pick<Device, 'number' | 'version' | 'parentNumber'>[],
): string[] {
  const byNumber = new Map(devices.map((d) => [d.number, d]));
  const created = new Set(record.numbers);
  const changed = Object.entries(record.versions)
    .filter(([number, version]) => byNumber.get(number)?.version !== version)
    .map(([number]) => number);
  for (const d of devices)
    if (d.parentNumber && created.has(d.parentNumber) && !created.has(d.number))
      changed.push(d.parentNumber);
  return [...new Set(changed)].sort();
}
