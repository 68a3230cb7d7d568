import {
  IconBolt,
  IconBuilding,
  IconBuildingFactory2,
  IconChevronRight,
  IconDoor,
  IconLayoutBoard,
  IconMapPin,
  IconStack2,
} from '@tabler/icons-react';
import { useMemo, useRef, useState, type KeyboardEvent } from 'react';

import type { DeviceLocationNode, LocationKind } from '@/api/types/devices';
import { cn } from '@/lib/cn';

import { searchTree, visibleRows, type TreeRow } from './tree';

const kindIcon: Record<LocationKind, typeof IconMapPin> = {
  site: IconMapPin,
  substation: IconBolt,
  building: IconBuilding,
  room: IconDoor,
  floor: IconStack2,
  panel: IconLayoutBoard,
  bay: IconBuildingFactory2,
};

export interface LocationTreeProps {
  tree: readonly DeviceLocationNode[];
  /** The selected location. */
  selectedId: number | null;
  onSelect: (id: number) => void;
  /** Ids shown expanded (controlled). */
  expanded: ReadonlySet<number>;
  onExpandedChange: (expanded: Set<number>) => void;
  /** Search text: non-matching branches are hidden and matches are expanded into view. */
  query?: string;
  /** Accessible name of the tree. */
  'aria-label': string;
  /** Text when a search matches nothing. */
  noMatches: string;
  /** Label of a row's device count, e.g. "12 devices". */
  countLabel: (count: number) => string;
}

/**
 * The location tree: role=tree, one tab stop, arrow keys (up/down move, right expands or goes
 * to the first child, left collapses or goes to the parent), Home/End, Enter/Space select.
 */
export function LocationTree({
  tree,
  selectedId,
  onSelect,
  expanded,
  onExpandedChange,
  query = '',
  noMatches,
  countLabel,
  ...props
}: LocationTreeProps) {
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

  if (rows.length === 0) {
    return (
      <p className="ee:m-0 ee:px-3 ee:py-6 ee:text-center ee:text-[15px] ee:text-muted">
        {noMatches}
      </p>
    );
  }

  return (
    <ul
      ref={listRef}
      role="tree"
      className="ee:m-0 ee:flex ee:list-none ee:flex-col ee:gap-0.5 ee:p-0"
      {...props}
    >
      {rows.map((row, index) => {
        const { node } = row;
        const hasChildren = node.children.length > 0;
        const open = shownExpanded.has(node.id);
        const selected = node.id === selectedId;
        const Icon = kindIcon[node.kind] ?? IconMapPin;
        const match = search?.matches.has(node.id);
        return (
          <li
            key={node.id}
            data-id={node.id}
            role="treeitem"
            aria-level={row.level}
            aria-posinset={row.pos}
            aria-setsize={row.size}
            aria-expanded={hasChildren ? open : undefined}
            aria-selected={selected}
            tabIndex={node.id === tabId ? 0 : -1}
            onKeyDown={(e) => onKeyDown(e, row, index)}
            onFocus={(e) => {
              if (e.target === e.currentTarget) setFocusId(node.id);
            }}
            onClick={() => {
              setFocusId(node.id);
              onSelect(node.id);
            }}
            style={{ paddingInlineStart: `${(row.level - 1) * 18 + 4}px` }}
            className={cn(
              'ee:flex ee:h-9 ee:cursor-pointer ee:items-center ee:gap-1.5 ee:rounded-ee ee:pe-2 ee:text-[15px] ee:text-heading ee:outline-none ee:select-none ee:hover:bg-heading/6 ee:focus-visible:ring-2 ee:focus-visible:ring-primary',
              selected && 'ee:tone-primary ee:bg-tone/16 ee:text-tone-ink ee:hover:bg-tone/20',
            )}
          >
            <span
              aria-hidden
              onClick={(e) => {
                if (!hasChildren) return;
                e.stopPropagation();
                toggle(node.id);
              }}
              className={cn(
                'ee:inline-flex ee:size-6 ee:shrink-0 ee:items-center ee:justify-center ee:rounded-full',
                hasChildren ? 'ee:hover:bg-heading/10' : 'ee:invisible',
              )}
            >
              <IconChevronRight
                size={16}
                className={cn(
                  'ee:transition-transform ee:motion-reduce:transition-none ee:rtl:-scale-x-100',
                  open && 'ee:rotate-90 ee:rtl:-rotate-90',
                )}
              />
            </span>
            <Icon
              aria-hidden
              size={18}
              className={cn('ee:shrink-0', selected ? 'ee:text-tone-ink' : 'ee:text-muted')}
            />
            {/* bdi: a name keeps its own direction in an rtl row (and is cut at its own end), aligned to the row's start. */}
            <bdi
              className={cn(
                'ee:min-w-0 ee:flex-1 ee:truncate ee:[[dir=rtl]_&]:text-right',
                match && 'ee:font-semibold',
              )}
            >
              {node.name}
            </bdi>
            <span
              aria-hidden
              className={cn(
                'ee:shrink-0 ee:rounded-full ee:px-2 ee:text-[12px] ee:leading-5 ee:font-medium',
                selected ? 'ee:bg-surface/70 ee:text-tone-ink' : 'ee:bg-heading/8 ee:text-text',
              )}
            >
              {node.deviceCount}
            </span>
            <span className="ee:sr-only">{countLabel(node.deviceCount)}</span>
          </li>
        );
      })}
    </ul>
  );
}
