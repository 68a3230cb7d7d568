/**
 * Device locations: the tree with device counts (descendants included), one location with its
 * path, children and devices, and create / rename / move / delete (docs/domain/devices.md).
 */
import { check, type ValidationIssue } from '@/api/contract/common';
import {
  deviceLocationCreateBody,
  deviceLocationUpdateBody,
  locationNameKey,
  type DeviceLocation,
  type DeviceLocationNode,
  type DeviceLocationWithCount,
  type LocationDetailResponse,
  type LocationTreeResponse,
} from '@/api/contract/devices';
import {
  locationChanges,
  newLocation,
  parentIssues as sharedParentIssues,
} from '@/api/shared/device-locations';
import {
  conflict,
  created,
  failure,
  invalid,
  noContent,
  notFound,
  ok,
  preconditionFailed,
  type Failure,
  type Outcome,
} from '@/api/shared/outcome';

import type { MockDb } from '../db';
import { toInt, type ParamSource } from '../query';
import {
  buildLocationIndex,
  descendantIds,
  deviceCountsByLocation,
  locationPath,
  type LocationIndex,
} from './device-location-index';
import { listDevices, type DeviceDb } from './devices';
import { nextId, type Precondition } from './records';

export type LocationDb = DeviceDb;

function buildTree(
  index: LocationIndex,
  counts: Map<number, number>,
  parentId: number | null,
  seen: Set<number>,
): DeviceLocationNode[] {
  return (index.children.get(parentId) ?? [])
    .filter((l) => !seen.has(l.id))
    .map((l) => {
      seen.add(l.id);
      return {
        ...l,
        deviceCount: counts.get(l.id) ?? 0,
        children: buildTree(index, counts, l.id, seen),
      };
    });
}

/** GET /api/device-locations: the nested tree, sites first in stored order. */
export function getLocationTree(
  db: Pick<MockDb, 'deviceLocations' | 'devices'>,
): LocationTreeResponse {
  const index = buildLocationIndex(db.deviceLocations);
  const counts = deviceCountsByLocation(index, db.devices);
  return { tree: buildTree(index, counts, null, new Set()), total: db.deviceLocations.length };
}

function findLocation(
  db: Pick<MockDb, 'deviceLocations'>,
  id: unknown,
): DeviceLocation | undefined {
  const wanted = toInt(id);
  return wanted === undefined ? undefined : db.deviceLocations.find((l) => l.id === wanted);
}

/**
 * GET /api/device-locations/{id}: the location, its path, its children and its devices with
 * those of every descendant (a page by the device list rules: q, status, sortBy, page, …).
 */
export function getLocation(
  db: LocationDb,
  id: unknown,
  source: ParamSource,
): Outcome<LocationDetailResponse> {
  const location = findLocation(db, id);
  if (!location) return notFound('locationNotFound');
  const index = buildLocationIndex(db.deviceLocations);
  const counts = deviceCountsByLocation(index, db.devices);
  const withCount = (l: DeviceLocation) => ({ ...l, deviceCount: counts.get(l.id) ?? 0 });
  const { devices, total } = listDevices(db, source, { locationId: location.id });
  return ok({
    location: withCount(location),
    path: locationPath(index, location.id),
    children: (index.children.get(location.id) ?? []).map(withCount),
    devices,
    total,
  });
}

/** The parent's issues: unknown, or the location itself or one of its descendants. */
function parentIssues(
  db: LocationDb,
  parentId: number | null | undefined,
  current?: DeviceLocation,
): ValidationIssue[] {
  const exists = parentId !== undefined && parentId !== null && !!findLocation(db, parentId);
  return sharedParentIssues(parentId, {
    exists,
    below:
      exists &&
      current !== undefined &&
      descendantIds(buildLocationIndex(db.deviceLocations), current.id).has(parentId!),
  });
}

/**
 * 409 when another location under `parentId` (another site, for null) has the same name by
 * `locationNameKey`: siblings are told apart by name alone in the tree, breadcrumbs and register.
 */
function nameConflict(
  db: LocationDb,
  name: string,
  parentId: number | null,
  selfId?: number,
): Failure | undefined {
  const key = locationNameKey(name);
  const twin = db.deviceLocations.find(
    (l) => l.id !== selfId && (l.parentId ?? null) === parentId && locationNameKey(l.name) === key,
  );
  return twin ? failure('locationNameTaken', 409, { name: twin.name }) : undefined;
}

function withDeviceCount(db: LocationDb, location: DeviceLocation): DeviceLocationWithCount {
  const counts = deviceCountsByLocation(buildLocationIndex(db.deviceLocations), db.devices);
  return { ...location, deviceCount: counts.get(location.id) ?? 0 };
}

/**
 * POST /api/device-locations: 201 with the location. A room or panel sits where its parent is
 * (coordinates, address and manager default to the parent's); a new site must say where it is.
 * 409 when a sibling already has the name.
 */
export function createLocation(db: LocationDb, body: unknown): Outcome<DeviceLocationWithCount> {
  const parsed = check(deviceLocationCreateBody, body);
  if (!parsed.ok) return invalid(parsed.issues);
  const input = parsed.data;
  const issues = parentIssues(db, input.parentId);
  const parent = input.parentId ? findLocation(db, input.parentId) : undefined;
  const made = newLocation(input, parent, nextId(db.deviceLocations));
  if ('issues' in made) issues.push(...made.issues);
  if (issues.length || !('location' in made)) return invalid(issues);
  const location = made.location;
  const taken = nameConflict(db, input.name, location.parentId);
  if (taken) return taken;
  db.deviceLocations.push(location);
  return created({ ...location, deviceCount: 0 });
}

/**
 * PUT /api/device-locations/{id}: rename, move (parentId) or edit any field; 409 beside a
 * namesake; a change moves the version on. 412 when If-Match names another version.
 */
export function updateLocation(
  db: LocationDb,
  id: unknown,
  body: unknown,
  precondition?: Precondition,
): Outcome<DeviceLocationWithCount> {
  const location = findLocation(db, id);
  if (!location) return notFound('locationNotFound');
  if (precondition && !precondition(location.version))
    return preconditionFailed('locationChangedElsewhere', withDeviceCount(db, location));
  const parsed = check(deviceLocationUpdateBody, body);
  if (!parsed.ok) return invalid(parsed.issues);
  const issues = parentIssues(db, parsed.data.parentId, location);
  if (issues.length) return invalid(issues);
  // Checked when the name or the parent changes, so editing an address never trips on old data.
  const { name, parentId } = parsed.data;
  if (name !== undefined || parentId !== undefined) {
    const taken = nameConflict(
      db,
      name ?? location.name,
      parentId === undefined ? location.parentId : parentId,
      location.id,
    );
    if (taken) return taken;
  }
  const changes = locationChanges(location, parsed.data);
  if (Object.keys(changes).length)
    Object.assign(location, changes, { version: location.version + 1 });
  return ok(withDeviceCount(db, location));
}

/**
 * DELETE /api/device-locations/{id}: 409 while it holds devices or child locations; 412 when
 * If-Match names another version.
 */
export function deleteLocation(
  db: LocationDb,
  id: unknown,
  precondition?: Precondition,
): Outcome<null> {
  const location = findLocation(db, id);
  if (!location) return notFound('locationNotFound');
  if (precondition && !precondition(location.version))
    return preconditionFailed('locationChangedElsewhere', withDeviceCount(db, location));
  if (db.devices.some((d) => d.locationId === location.id)) return conflict('locationHasDevices');
  if (db.deviceLocations.some((l) => l.parentId === location.id))
    return conflict('locationHasChildren');
  db.deviceLocations.splice(db.deviceLocations.indexOf(location), 1);
  return noContent();
}
