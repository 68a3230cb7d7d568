/**
 * Device locations: the tree with device counts (descendants included), one location with its
 * path, children and devices, and create / rename / move / delete (DEVICE-DOMAIN.md).
 */
import {
  LOCATION_KINDS,
  type DeviceLocation,
  type DeviceLocationNode,
  type LocationDetailResponse,
  type LocationTreeResponse,
} from '../../types/devices';
import type { MockDb } from '../db';
import type { ParamSource } from '../query';
import { toInt } from '../query';
import { buildLocationIndex, descendantIds, deviceCountsByLocation, locationPath, type LocationIndex } from './device-location-index';
import {
  enumField,
  nameField,
    ErrorBag,
  LOCATION_HAS_CHILDREN,
  LOCATION_HAS_DEVICES,
  LOCATION_NOT_FOUND,
  conflict,
  created,
  invalid,
  noContent,
  notFound,
  ok,
  textField,
  toNumber,
  type Outcome,
} from './device-result';
import { listDevices, type DeviceDb } from './devices';

export type LocationDb = DeviceDb;

function buildTree(index: LocationIndex, counts: Map<number, number>, parentId: number | null, seen: Set<number>): DeviceLocationNode[] {
  return (index.children.get(parentId) ?? [])
    .filter((l) => !seen.has(l.id))
    .map((l) => {
      seen.add(l.id);
      return { ...l, deviceCount: counts.get(l.id) ?? 0, children: buildTree(index, counts, l.id, seen) };
    });
}

/** GET /api/device-locations: the nested tree, sites first in stored order. */
export function getLocationTree(db: Pick<MockDb, 'deviceLocations' | 'devices'>): LocationTreeResponse {
  const index = buildLocationIndex(db.deviceLocations);
  const counts = deviceCountsByLocation(index, db.devices);
  return { tree: buildTree(index, counts, null, new Set()), total: db.deviceLocations.length };
}

function findLocation(db: Pick<MockDb, 'deviceLocations'>, id: unknown): DeviceLocation | undefined {
  const wanted = toInt(id);
  return wanted === undefined ? undefined : db.deviceLocations.find((l) => l.id === wanted);
}

/**
 * GET /api/device-locations/{id}: the location, its path, its children and its devices with
 * those of every descendant (a page by the device list rules: q, status, sortBy, page, …).
 */
export function getLocation(db: LocationDb, id: unknown, source: ParamSource): Outcome<LocationDetailResponse> {
  const location = findLocation(db, id);
  if (!location) return notFound(LOCATION_NOT_FOUND);
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

type LocationChanges = Partial<Omit<DeviceLocation, 'id'>>;

function validateLocation(db: LocationDb, body: Record<string, unknown>, current?: DeviceLocation): { changes: LocationChanges; errors: ErrorBag } {
  const errors = new ErrorBag();
  const changes: LocationChanges = {};
  const creating = current === undefined;

  const name = nameField(errors, body, creating);
  if (name !== undefined) changes.name = name;

  if ('kind' in body || creating) {
    const kind = enumField(errors, 'kind', body.kind, LOCATION_KINDS, 'Kind');
    if (kind) changes.kind = kind;
  }

  if ('parentId' in body) {
    const raw = body.parentId;
    if (raw === null || raw === '') changes.parentId = null;
    else {
      const parent = findLocation(db, raw);
      if (!parent) errors.add('parentId', 'Unknown parent location');
      else if (current && descendantIds(buildLocationIndex(db.deviceLocations), current.id).has(parent.id)) {
        errors.add('parentId', 'A location cannot move under itself or one of its descendants');
      } else changes.parentId = parent.id;
    }
  } else if (creating) changes.parentId = null;

  for (const field of ['code', 'address', 'manager'] as const) {
    const value = textField(body, field);
    if (value === null) errors.add(field, 'Must be text');
    else if (value !== undefined) changes[field] = value;
  }

  const parent = changes.parentId !== undefined && changes.parentId !== null ? findLocation(db, changes.parentId) : undefined;
  for (const [field, limit] of [['lat', 90], ['lng', 180]] as const) {
    if (field in body && body[field] !== null && body[field] !== '') {
      const n = toNumber(body[field]);
      if (n === undefined || Math.abs(n) > limit) errors.add(field, `Must be a number from -${limit} to ${limit}`);
      else changes[field] = n;
    } else if (creating) {
      // A room or panel sits where its parent is; a new site must say where it is.
      if (parent) changes[field] = parent[field];
      else errors.add(field, 'Coordinates are required for a location without a parent');
    }
  }
  if (creating) {
    changes.code ??= '';
    changes.address ??= parent?.address ?? '';
    changes.manager ??= parent?.manager ?? '';
  }
  return { changes, errors };
}

function asRecord(body: unknown): Record<string, unknown> {
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

function withDeviceCount(db: LocationDb, location: DeviceLocation): DeviceLocation & { deviceCount: number } {
  const counts = deviceCountsByLocation(buildLocationIndex(db.deviceLocations), db.devices);
  return { ...location, deviceCount: counts.get(location.id) ?? 0 };
}

/** POST /api/device-locations: 201 with the location. */
export function createLocation(db: LocationDb, body: unknown): Outcome<DeviceLocation & { deviceCount: number }> {
  const { changes, errors } = validateLocation(db, asRecord(body));
  if (errors.has()) return invalid(errors.errors);
  const location: DeviceLocation = {
    id: db.deviceLocations.reduce((max, l) => Math.max(max, l.id), 0) + 1,
    name: changes.name!,
    kind: changes.kind!,
    parentId: changes.parentId ?? null,
    code: changes.code ?? '',
    address: changes.address ?? '',
    lat: changes.lat!,
    lng: changes.lng!,
    manager: changes.manager ?? '',
  };
  db.deviceLocations.push(location);
  return created({ ...location, deviceCount: 0 });
}

/** PUT /api/device-locations/{id}: rename, move (parentId) or edit any field. */
export function updateLocation(db: LocationDb, id: unknown, body: unknown): Outcome<DeviceLocation & { deviceCount: number }> {
  const location = findLocation(db, id);
  if (!location) return notFound(LOCATION_NOT_FOUND);
  const { changes, errors } = validateLocation(db, asRecord(body), location);
  if (errors.has()) return invalid(errors.errors);
  Object.assign(location, changes);
  return ok(withDeviceCount(db, location));
}

/** DELETE /api/device-locations/{id}: 409 while it holds devices or child locations. */
export function deleteLocation(db: LocationDb, id: unknown): Outcome<null> {
  const location = findLocation(db, id);
  if (!location) return notFound(LOCATION_NOT_FOUND);
  if (db.devices.some((d) => d.locationId === location.id)) return conflict(LOCATION_HAS_DEVICES);
  if (db.deviceLocations.some((l) => l.parentId === location.id)) return conflict(LOCATION_HAS_CHILDREN);
  db.deviceLocations.splice(db.deviceLocations.indexOf(location), 1);
  return noContent();
}
