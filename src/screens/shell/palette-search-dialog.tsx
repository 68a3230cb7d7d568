import { useDeferredValue } from 'react';

import { SearchDialog } from '@/components/layout/search-dialog';

import type { CommandPaletteProps } from './command-palette-props';
import { searchIcon } from './search-icons';
import { usePaletteSearch } from './use-palette-search';

/**
 * The palette's search dialog with its content: the navigation, the actions and the app-bar
 * search (see usePaletteSearch), and its icons.
 */
export function PaletteSearchDialog({
  open,
  onOpenChange,
  query,
  onQueryChange,
  onSelect,
  recentKey,
  container,
  ...search
}: CommandPaletteProps) {
  const deferred = useDeferredValue(query.trim());
  const palette = usePaletteSearch(deferred, { ...search, enabled: open });
  return (
    <SearchDialog
      hotkey={false}
      open={open}
      onOpenChange={onOpenChange}
      query={query}
      onQueryChange={onQueryChange}
      groups={palette.results}
      loading={palette.loading}
      error={palette.error}
      suggestions={palette.suggestions}
      recentItem={palette.recentItem}
      renderIcon={searchIcon}
      {...(onSelect && { onSelect })}
      {...(recentKey && { recentKey })}
      {...(container !== undefined && { container })}
    />
  );
}
