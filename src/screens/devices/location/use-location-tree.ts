import { useMemo, useRef, useState, type KeyboardEvent } from 'react';

import type { DeviceLocationNode } from '@/api/types/devices';

import { searchTree, visibleRows, type TreeRow } from './tree';

export interface UseLocationTreeOptions {
  tree: readonly DeviceLocationNode[];
  selectedId: number | null;
  onSelect: (id: number) => void;
  expanded: ReadonlySet<number>;
  onExpandedChange: (expanded: Set<number>) => void;
  query: string;
}

/**
 * The location tree's state: the rows shown (a search hides what does not match and opens what
 * does), the one tab stop, and the keys (up/down move, right expands or goes to the first child,
 * left collapses or goes to the parent, logical in rtl; Home/End; Enter/Space select).
 */
export function useLocationTree({
  tree,
  selectedId,
  onSelect,
  expanded,
  onExpandedChange,
  query,
}: UseLocationTreeOptions) {
  const search = useMemo(() => searchTree(tree, query), [tree, query]);
  const shownExpanded = useMemo(
    () => (search ? new Set([...expanded, ...search.expand]) : expanded),
    [expanded, search],
  );
  const rows = useMemo(
    () => visibleRows(tree, shownExpanded, search?.visible),
    [tree, shownExpanded, search],
  );
  const [focusId, setFocusId] = useState<number | null>(null);
  const listRef = useRef<HTMLUListElement>(null);

  // The tab stop: the focused row if still shown, else the selected one, else the first.
  const tabId = rows.some((r) => r.node.id === focusId)
    ? focusId
    : rows.some((r) => r.node.id === selectedId)
      ? selectedId
      : (rows[0]?.node.id ?? null);

  const focusRow = (id: number) => {
    setFocusId(id);
    listRef.current?.querySelector<HTMLElement>(`[data-id="${id}"]`)?.focus();
  };

  const toggle = (id: number, open?: boolean) => {
    const next = new Set(shownExpanded);
    const willOpen = open ?? !next.has(id);
    if (willOpen) next.add(id);
    else next.delete(id);
    onExpandedChange(next);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLLIElement>, row: TreeRow, index: number) => {
    const hasChildren = row.node.children.length > 0;
    const open = shownExpanded.has(row.node.id);
    let handled = true;
    switch (e.key) {
      case 'ArrowDown':
        if (rows[index + 1]) focusRow(rows[index + 1].node.id);
        break;
      case 'ArrowUp':
        if (rows[index - 1]) focusRow(rows[index - 1].node.id);
        break;
      case 'Home':
        if (rows[0]) focusRow(rows[0].node.id);
        break;
      case 'End':
        if (rows.length) focusRow(rows[rows.length - 1].node.id);
        break;
      case 'ArrowRight':
      case 'ArrowLeft': {
        // Logical: in rtl, left is "into" and right is "out of".
        const rtl = getComputedStyle(e.currentTarget).direction === 'rtl';
        const inward = (e.key === 'ArrowRight') !== rtl;
        if (inward) {
          if (hasChildren && !open) toggle(row.node.id, true);
          else if (hasChildren && rows[index + 1]) focusRow(rows[index + 1].node.id);
        } else if (hasChildren && open) toggle(row.node.id, false);
        else if (row.parentId !== null) focusRow(row.parentId);
        break;
      }
      case 'Enter':
      case ' ':
        onSelect(row.node.id);
        break;
      default:
        handled = false;
    }
    if (handled) {
      e.preventDefault();
      e.stopPropagation();
    }
  };

  return { search, shownExpanded, rows, tabId, setFocusId, listRef, toggle, onKeyDown };
}
