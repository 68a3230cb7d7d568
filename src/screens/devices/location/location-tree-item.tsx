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
import type { KeyboardEvent } from 'react';

import type { LocationKind } from '@/api/types/devices';
import { cn } from '@/lib/cn';

import type { TreeRow } from './tree';

const kindIcon: Record<LocationKind, typeof IconMapPin> = {
  site: IconMapPin,
  substation: IconBolt,
  building: IconBuilding,
  room: IconDoor,
  floor: IconStack2,
  panel: IconLayoutBoard,
  bay: IconBuildingFactory2,
};

export interface LocationTreeItemProps {
  row: TreeRow;
  /** Whether its children are shown. */
  open: boolean;
  selected: boolean;
  /** Whether its name matches the search (drawn bold). */
  match: boolean;
  /** Whether it is the tree's one tab stop. */
  tabStop: boolean;
  /** Label of its device count, e.g. "12 devices". */
  countLabel: (count: number) => string;
  onKeyDown: (e: KeyboardEvent<HTMLLIElement>) => void;
  /** The row itself took the focus. */
  onFocus: () => void;
  onClick: () => void;
  /** Its chevron was clicked (rows with children only). */
  onToggle: () => void;
}

/** One row of the location tree: chevron, kind icon, name and device count. */
export function LocationTreeItem({
  row,
  open,
  selected,
  match,
  tabStop,
  countLabel,
  onKeyDown,
  onFocus,
  onClick,
  onToggle,
}: LocationTreeItemProps) {
  const { node } = row;
  const hasChildren = node.children.length > 0;
  const Icon = kindIcon[node.kind] ?? IconMapPin;
  return (
    <li
      data-id={node.id}
      role="treeitem"
      aria-level={row.level}
      aria-posinset={row.pos}
      aria-setsize={row.size}
      aria-expanded={hasChildren ? open : undefined}
      aria-selected={selected}
      tabIndex={tabStop ? 0 : -1}
      onKeyDown={onKeyDown}
      onFocus={(e) => {
        if (e.target === e.currentTarget) onFocus();
      }}
      onClick={onClick}
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
          onToggle();
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
}
