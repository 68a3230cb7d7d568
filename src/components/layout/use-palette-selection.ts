import { useState } from 'react';

import type { SearchResultGroup, SearchResultItem } from './search-types';

/** A result's value in the palette's list: unique across groups. */
export const paletteValue = (group: SearchResultGroup, item: SearchResultItem) =>
  `${group.category ?? group.title}|${item.url}`;

/** A group's items as listed: its results, then its "see all" when it has one. */
export const paletteItems = (group: SearchResultGroup) =>
  group.more ? [...group.children, group.more] : group.children;

/**
 * The palette's selected result. The selection follows the list: when the results change, the
 * first one is selected (Enter right after typing opens the best match, never a stale one).
 * `signature` names the list shown (it changes when the results do).
 */
export function usePaletteSelection(shown: SearchResultGroup[]) {
  const signature = shown
    .map((g) =>
      paletteItems(g)
        .map((c) => paletteValue(g, c))
        .join(','),
    )
    .join(';');
  const [selected, setSelected] = useState('');
  const [lastSignature, setLastSignature] = useState(signature);
  if (signature !== lastSignature) {
    setLastSignature(signature);
    const first = shown.find((g) => paletteItems(g).length > 0);
    setSelected(first ? paletteValue(first, paletteItems(first)[0]) : '');
  }
  return { selected, setSelected, signature };
}
