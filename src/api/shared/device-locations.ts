/**
 * The rules of a location write that hold whatever stores the tree, the same in the simulation
 * (src/api/mock/queries/device-locations.ts) and the server (server/locations/writes.ts): where a
 * new location sits, what a change changes, which parents are refused (docs/domain/devices.md).
 */
import type { ValidationIssue } from '../contract/common';
import type { DeviceLocation, DeviceLocationInput } from '../contract/devices';

/**
 * A new location from its checked input: a room or panel sits where its parent is (coordinates,
 * address and manager default to the parent's); a site must say where it is.
 */
export function newLocation(
  input: DeviceLocationInput,
  parent: DeviceLocation | undefined,
  id: number,
): { location: DeviceLocation } | { issues: ValidationIssue[] } {
  const lat = input.lat ?? parent?.lat;
  const lng = input.lng ?? parent?.lng;
  const issues: ValidationIssue[] = [];
  if (lat === undefined) issues.push({ path: 'lat', key: 'required' });
  if (lng === undefined) issues.push({ path: 'lng', key: 'required' });
  if (lat === undefined || lng === undefined) return { issues };
  return {
    location: {
      id,
      name: input.name,
      kind: input.kind,
      parentId: parent?.id ?? null,
      code: input.code ?? '',
      address: input.address ?? parent?.address ?? '',
      lat,
      lng,
      manager: input.manager ?? parent?.manager ?? '',
      version: 1,
    },
  };
}

/**
 * The parent must exist, and a location cannot move under itself or one of its descendants.
 * `exists`: a location has the id; `below`: it is the moved location or one of its descendants.
 */
export function parentIssues(
  parentId: number | null | undefined,
  facts: { exists: boolean; below: boolean },
): ValidationIssue[] {
  if (parentId === undefined || parentId === null) return [];
  if (!facts.exists) return [{ path: 'parentId', key: 'unknownParentLocation' }];
  if (facts.below) return [{ path: 'parentId', key: 'locationCycle' }];
  return [];
}

/** The fields a checked change gives a value other than the stored one (none: no new version). */
export function locationChanges(
  location: DeviceLocation,
  data: Partial<DeviceLocationInput>,
): Partial<DeviceLocation> {
  return Object.fromEntries(
    Object.entries(data).filter(
      ([key, value]) => value !== undefined && location[key as keyof DeviceLocation] !== value,
    ),
  );
}
