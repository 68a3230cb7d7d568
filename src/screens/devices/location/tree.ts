/**
 * Pure helpers over the location tree: lookup, paths, search and the visible rows of the tree view.
 */
import type { DeviceLocationNode } from '@/api/types/devices';

export interface TreeIndex {
  byId: Map<number, DeviceLocationNode>;
  parentOf: Map<number, number | null>;
}

export function indexTree(tree: readonly DeviceLocationNode[]): TreeIndex {
  const byId = new Map<number, DeviceLocationNode>();
  const parentOf = new Map<number, number | null>();
  const walk = (nodes: readonly DeviceLocationNode[], parent: number | null) => {
    for (const n of nodes) {
      byId.set(n.id, n);
      parentOf.set(n.id, parent);
      walk(n.children, n.id);
    }
  };
  walk(tree, null);
  return { byId, parentOf };
}

/** Ids from the root down to `id` (both included); empty when unknown. */
export function ancestorsOf(index: TreeIndex, id: number): number[] {
  const path: number[] = [];
  let cur: number | null | undefined = id;
  while (cur !== null && cur !== undefined && index.byId.has(cur) && !path.includes(cur)) {
    path.unshift(cur);
    cur = index.parentOf.get(cur);
  }
  return path;
}

/** `id` and every id below it. */
export function subtreeIds(node: DeviceLocationNode): Set<number> {
  const ids = new Set<number>();
  const walk = (n: DeviceLocationNode) => {
    ids.add(n.id);
    n.children.forEach(walk);
  };
  walk(node);
  return ids;
}

/**
 * Search: the ids that match (name or code) and the ids to show (matches, their ancestors and
 * their descendants), plus the ancestors to expand so every match is visible.
 */
export function searchTree(
  tree: readonly DeviceLocationNode[],
  query: string,
): { matches: Set<number>; visible: Set<number>; expand: Set<number> } | null {
  const q = query.trim().toLowerCase();
  if (!q) return null;
  const matches = new Set<number>();
  const visible = new Set<number>();
  const expand = new Set<number>();
  const walk = (n: DeviceLocationNode, ancestors: number[]) => {
    if (n.name.toLowerCase().includes(q) || n.code.toLowerCase().includes(q)) {
      matches.add(n.id);
      ancestors.forEach((a) => {
        visible.add(a);
        expand.add(a);
      });
      subtreeIds(n).forEach((id) => visible.add(id));
    }
    n.children.forEach((c) => walk(c, [...ancestors, n.id]));
  };
  tree.forEach((n) => walk(n, []));
  return { matches, visible, expand };
}

export interface TreeRow {
  node: DeviceLocationNode;
  level: number;
  parentId: number | null;
  /** Position among its shown siblings, 1-based, and their number (aria-posinset/setsize). */
  pos: number;
  size: number;
}

/** The rows a tree view shows, in order, given what is expanded (and what a search leaves). */
export function visibleRows(
  tree: readonly DeviceLocationNode[],
  expanded: ReadonlySet<number>,
  filter?: ReadonlySet<number>,
): TreeRow[] {
  const rows: TreeRow[] = [];
  const walk = (nodes: readonly DeviceLocationNode[], level: number, parentId: number | null) => {
    const shown = filter ? nodes.filter((n) => filter.has(n.id)) : nodes;
    shown.forEach((node, i) => {
      rows.push({ node, level, parentId, pos: i + 1, size: shown.length });
      if (expanded.has(node.id)) walk(node.children, level + 1, node.id);
    });
  };
  walk(tree, 1, null);
  return rows;
}

/** Every location in tree order with its depth: the options of a "parent" choice. */
export function flattenTree(
  tree: readonly DeviceLocationNode[],
): Array<{ node: DeviceLocationNode; depth: number }> {
  const out: Array<{ node: DeviceLocationNode; depth: number }> = [];
  const walk = (nodes: readonly DeviceLocationNode[], depth: number) =>
    nodes.forEach((n) => {
      out.push({ node: n, depth });
      walk(n.children, depth + 1);
    });
  walk(tree, 0);
  return out;
}
