/**
 * What a cell names, found in what exists (docs/domain/import.md): a location path ("Site ›
 * Building › Room", any common separator) walked down the tree, optionally with the missing steps
 * to create; a device type by code or by name. Names compare as the tree compares siblings'
 * names (locationNameKey).
 */
import { locationNameKey, type LocationKind } from '../../contract/devices';

/** The separators of a path: › » > / \ | (with or without spaces). */
const PATH_SEPARATORS = /\s*[›»>/\\|]\s*/u;

export function splitPath(path: string): string[] {
  return path
    .split(PATH_SEPARATORS)
    .map((s) => s.trim())
    .filter(Boolean);
}

export interface TreeLocation {
  id: number;
  name: string;
  parentId: number | null;
}

/** A location still to create: its name, its kind and its parent (existing id or a new one's key). */
export interface NewLocation {
  key: string;
  name: string;
  kind: LocationKind;
  parent: number | string;
}

/** The kind a created location takes by its depth: sites exist, then building, room, panel. */
const KIND_BY_DEPTH: readonly LocationKind[] = ['site', 'building', 'room', 'panel'];
const kindAt = (depth: number): LocationKind =>
  KIND_BY_DEPTH[Math.min(depth, KIND_BY_DEPTH.length - 1)]!;

/**
 * The tree's index for walking paths: children by parent and name, and every location by name
 * (a single name with no separator names a location anywhere in the tree, when only one has it).
 * New locations join it as the plan creates them, so rows share what an earlier row created.
 */
export class LocationIndex {
  private readonly children = new Map<string, number | string>();
  private readonly byName = new Map<string, Array<number | string>>();
  readonly created: NewLocation[] = [];

  constructor(locations: readonly TreeLocation[]) {
    for (const l of locations) this.add(l.id, l.parentId, l.name);
  }

  private add(id: number | string, parent: number | string | null, name: string) {
    const key = locationNameKey(name);
    this.children.set(`${parent ?? ''}\u0000${key}`, id);
    this.byName.set(key, [...(this.byName.get(key) ?? []), id]);
  }

  private child(parent: number | string | null, name: string) {
    return this.children.get(`${parent ?? ''}\u0000${locationNameKey(name)}`);
  }

  /**
   * The location a path names: an existing id, the key of one this import creates, or null when
   * it names nothing (a missing step without `create`, or a missing site: a site needs its
   * coordinates, which a path does not give).
   */
  resolve(path: string, create: boolean): number | string | null {
    const steps = splitPath(path);
    if (steps.length === 0) return null;
    if (steps.length === 1) {
      const found = this.byName.get(locationNameKey(steps[0]!));
      return found?.length === 1 ? found[0]! : null;
    }
    let at: number | string | null = null;
    for (const [depth, name] of steps.entries()) {
      const next = this.child(at, name);
      if (next !== undefined) {
        at = next;
        continue;
      }
      if (!create || at === null) return null;
      const key = `new:${this.created.length + 1}`;
      this.created.push({ key, name, kind: kindAt(depth), parent: at });
      this.add(key, at, name);
      at = key;
    }
    return at;
  }
}

export interface NamedType {
  id: number;
  code: string;
  name: string;
}

/** A type by its code (any case) or its name (as names compare); undefined when none. */
export function typeFinder(types: readonly NamedType[]): (cell: string) => NamedType | undefined {
  const byCode = new Map(types.map((t) => [t.code.toUpperCase(), t]));
  const byName = new Map(types.map((t) => [locationNameKey(t.name), t]));
  return (cell) => byCode.get(cell.trim().toUpperCase()) ?? byName.get(locationNameKey(cell));
}
