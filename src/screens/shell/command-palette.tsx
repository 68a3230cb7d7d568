import { useDeferredValue } from 'react';
import { SearchDialog, type SearchDialogProps, type SearchResultItem } from '../../components/layout/search-dialog';
import { searchIcon } from './search-icons';
import { usePaletteSearch, type PaletteSearchOptions } from './use-palette-search';

export interface CommandPaletteProps extends Omit<PaletteSearchOptions, 'enabled'>, Pick<SearchDialogProps, 'recentKey' | 'container'> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The typed text: the app's, so what is typed while the palette loads is kept (useTypeAhead). */
  query: string;
  onQueryChange: (query: string) => void;
  /** Runs a chosen result (an `action:` one, or a page); without it pages are opened. */
  onSelect?: (item: SearchResultItem) => void;
}

/**
 * The app's command palette: the search dialog with its content (the navigation, the actions and
 * the app-bar search; see usePaletteSearch) and its icons. One piece, so an app can load all of
 * it (cmdk, the fuzzy scorer, the icon set) when the palette is first opened; Ctrl/⌘K is the
 * app's to listen for meanwhile (useSearchHotkey).
 */
export function CommandPalette({ open, onOpenChange, query, onQueryChange, onSelect, recentKey, container, ...search }: CommandPaletteProps) {
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
      suggestions={palette.suggestions}
      renderIcon={searchIcon}
      {...(onSelect && { onSelect })}
      {...(recentKey && { recentKey })}
      {...(container !== undefined && { container })}
    />
  );
}
