/**
 * Indexes over the flat location list, built once per call (never per row): by id, children
 * of each node, descendants, breadcrumb paths and device counts that include descendants.
 */
import type { Device, DeviceLocation, LocationPathItem } from '@/api/types/devices';

export interface LocationIndex {
  byId: Map<number, DeviceLocation>;
  /** Children of each location id; roots under `null`. Order as stored. */
  children: Map<number | null, DeviceLocation[]>;
}

export function buildLocationIndex(locations: readonly DeviceLocation[]): LocationIndex {
  const byId = new Map<number, DeviceLocation>();
  const children = new Map<number | null, DeviceLocation[]>();
  for (const location of locations) {
    byId.set(location.id, location);
    const key =
      location.parentId !== null && location.parentId !== undefined ? location.parentId : null;
    const list = children.get(key);
    if (list) list.push(location);
    else children.set(key, [location]);
  }
  return { byId, children };
}

/** The location and all below it. Guards against cycles so bad data can never hang a call. */
export function descendantIds(index: LocationIndex, id: number): Set<number> {
  const out = new Set<number>();
  if (!index.byId.has(id)) return out;
  const stack = [id];
  while (stack.length) {
    const current = stack.pop()!;
    if (out.has(current)) continue;
    out.add(current);
    for (const child of index.children.get(current) ?? []) stack.push(child.id);
  }
  return out;
}

/** Root first, ending with the location itself; empty for an unknown id. */
export function locationPath(index: LocationIndex, id: number): LocationPathItem[] {
  const path: LocationPathItem[] = [];
  const seen = new Set<number>();
  let current = index.byId.get(id);
  while (current && !seen.has(current.id)) {
    seen.add(current.id);
    path.unshift({ id: current.id, name: current.name, kind: current.kind });
    current = current.parentId === null ? undefined : index.byId.get(current.parentId);
  }
  return path;
}

/** Devices per location, each count including every descendant's devices. */
export function deviceCountsByLocation(
  index: LocationIndex,
  devices: readonly Pick<Device, 'locationId'>[],
): Map<number, number> {
  const counts = new Map<number, number>();
  for (const device of devices)
    counts.set(device.locationId, (counts.get(device.locationId) ?? 0) + 1);
  // Walk up from each location's own devices: depth is small (4 levels), locations few.
  const totals = new Map<number, number>();
  for (const id of index.byId.keys()) totals.set(id, 0);
  for (const [id, count] of counts) {
    const seen = new Set<number>();
    let current = index.byId.get(id);
    while (current && !seen.has(current.id)) {
      seen.add(current.id);
      totals.set(current.id, (totals.get(current.id) ?? 0) + count);
      current = current.parentId === null ? undefined : index.byId.get(current.parentId);
    }
  }
  return totals;
}
