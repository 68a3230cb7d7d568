import type { DeviceLocationNode } from '@/api/types/devices';

import { LocationTreeItem } from './location-tree-item';
import { useLocationTree } from './use-location-tree';

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
  const { search, shownExpanded, rows, tabId, setFocusId, listRef, toggle, onKeyDown } =
    useLocationTree({ tree, selectedId, onSelect, expanded, onExpandedChange, query });

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
        return (
          <LocationTreeItem
            key={node.id}
            row={row}
            open={shownExpanded.has(node.id)}
            selected={node.id === selectedId}
            match={search?.matches.has(node.id) ?? false}
            tabStop={node.id === tabId}
            countLabel={countLabel}
            onKeyDown={(e) => onKeyDown(e, row, index)}
            onFocus={() => setFocusId(node.id)}
            onClick={() => {
              setFocusId(node.id);
              onSelect(node.id);
            }}
            onToggle={() => toggle(node.id)}
          />
        );
      })}
    </ul>
  );
}
