/**
 * The rules of a device type write that hold whatever stores the type, the same in the simulation
 * (src/api/mock/queries/device-types.ts) and the server (server/device-types/writes.ts): what a
 * new type is, what a change changes, and when a code may be taken (docs/domain/devices.md).
 */
import type { ValidationIssue } from '../contract/common';
import type { DeviceTypeChanges, DeviceTypeInput, DeviceTypeRecord } from '../contract/devices';
import { inCatalogueOrder } from './device-values';

/** A new type's record from its checked input. */
export function newTypeRecord(
  input: DeviceTypeInput,
  id: number,
  updatedAt: string,
): DeviceTypeRecord {
  return {
    id,
    code: input.code,
    name: input.name,
    category: input.category,
    description: input.description ?? '',
    inspectionIntervalDays: input.inspectionIntervalDays,
    nameplateFields: inCatalogueOrder(input.nameplateFields ?? []),
    thresholds: input.thresholds,
    updatedAt,
    version: 1,
  };
}

/**
 * The fields a checked change sets (thresholds merged with the stored ones), and whether the
 * inspection interval changed: then the type's devices are rescheduled.
 */
export function typeChanges(
  record: DeviceTypeRecord,
  data: DeviceTypeChanges,
): { changes: Partial<DeviceTypeRecord>; intervalChanged: boolean } {
  const { thresholds, nameplateFields, ...fields } = data;
  const changes: Partial<DeviceTypeRecord> = Object.fromEntries(
    Object.entries(fields).filter(([, v]) => v !== undefined),
  );
  if (nameplateFields) changes.nameplateFields = inCatalogueOrder(nameplateFields);
  if (thresholds)
    changes.thresholds = {
      ...record.thresholds,
      ...Object.fromEntries(Object.entries(thresholds).filter(([, v]) => v !== undefined)),
    };
  const intervalChanged =
    changes.inspectionIntervalDays !== undefined &&
    changes.inspectionIntervalDays !== record.inspectionIntervalDays;
  return { changes, intervalChanged };
}

/**
 * The code is unique, and fixed while devices use the type: their numbers embed it. `taken`: another
 * type has the code; `inUse`: devices use the type being changed.
 */
export function typeCodeIssues(
  code: string | undefined,
  current: DeviceTypeRecord | undefined,
  facts: { taken: boolean; inUse: boolean },
): ValidationIssue[] {
  if (code === undefined || code === current?.code) return [];
  if (facts.taken) return [{ path: 'code', key: 'codeTaken' }];
  if (current && facts.inUse) return [{ path: 'code', key: 'codeFixed' }];
  return [];
}
