import type { DeviceLocationNode } from '@/api/types/devices';

/** A location as a flat choice: indented by depth, with its full path for screen readers. */
export interface LocationOption {
  value: string;
  /** The name indented by depth (em spaces), for a list that shows the tree. */
  label: string;
  /** Root first, e.g. "North campus › Substation 1 › Room A". */
  path: string;
  /** The names of `path`, root first (for a path drawn with its leaf always whole). */
  names: readonly string[];
  depth: number;
  count: number;
}

/** The location tree as a flat list in tree order (parents before children). */
export function flattenLocations(
  tree: readonly DeviceLocationNode[] | undefined,
): LocationOption[] {
  const out: LocationOption[] = [];
  const walk = (nodes: readonly DeviceLocationNode[], depth: number, trail: string[]) => {
    for (const node of nodes) {
      const path = [...trail, node.name];
      out.push({
        value: String(node.id),
        label: `${'\u2003'.repeat(depth)}${node.name}`,
        path: path.join(' › '),
        names: path,
        depth,
        count: node.deviceCount,
      });
      walk(node.children, depth + 1, path);
    }
  };
  walk(tree ?? [], 0, []);
  return out;
}
