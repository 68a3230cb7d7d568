import * as DialogPrimitive from '@radix-ui/react-dialog';
import { Command } from 'cmdk';
import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { useNavigate } from 'react-router';

import { shellNs } from '@/i18n/ns/shell';
import { useKitTranslation } from '@/i18n/use-kit-translation';
import { safePath } from '@/lib/safe-path';

import { RECENT_SEARCHES_KEY } from './recent-searches-key';
import { isActionUrl } from './search-action-url';
import { SearchDialogField } from './search-dialog-field';
import { SearchDialogFooter } from './search-dialog-footer';
import { SearchDialogGroup } from './search-dialog-group';
import type { SearchResultGroup, SearchResultItem } from './search-types';
import { paletteItems, usePaletteSelection } from './use-palette-selection';
import { useRecentSearches } from './use-recent-searches';
import { useSearchHotkey } from './use-search-hotkey';

export { ACTION_URL_PREFIX, isActionUrl } from './search-action-url';

export type { SearchResultGroup, SearchResultItem } from './search-types';
export { RECENT_SEARCHES_KEY } from './recent-searches-key';

export interface SearchDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The typed text (controlled, so the app can feed it to its search call). */
  query: string;
  onQueryChange: (query: string) => void;
  /** Results for the query, grouped. */
  groups: SearchResultGroup[];
  /** True while results for the query are loading. */
  loading?: boolean;
  /** Said below the results when part of the search failed (the records could not be searched). */
  error?: string;
  /** Shown while the query is empty, after the recent searches. */
  suggestions?: SearchResultGroup[];
  /** Renders a result's icon from its name; default a page icon. */
  renderIcon?: (icon: string | undefined, item: SearchResultItem) => ReactNode;
  /**
   * Called with the chosen result; by default the dialog navigates to its url (an `action:` result
   * needs this to run).
   */
  onSelect?: (item: SearchResultItem) => void;
  /** Opens on Ctrl+K / ⌘K anywhere on the page (default true). */
  hotkey?: boolean;
  /** localStorage key of the recent searches (one per user: another account must not see them). */
  recentKey?: string;
  /**
   * How a remembered choice reads now: its title in the current language and from current data
   * (it was stored in the language of its day), or null to leave it out (not this user's to
   * open). By default, as it was stored.
   */
  recentItem?: (stored: SearchResultItem) => SearchResultItem | null;
  /** Where the dialog is portalled (default body). */
  container?: HTMLElement | null;
}

/**
 * The command palette (Ctrl/⌘K): a search field over grouped results, arrow keys to move,
 * Enter to open, Escape to close; recent choices are remembered.
 */
export function SearchDialog({
  open,
  onOpenChange,
  query,
  onQueryChange,
  groups,
  loading = false,
  error,
  suggestions = [],
  renderIcon,
  onSelect,
  hotkey = true,
  recentKey = RECENT_SEARCHES_KEY,
  recentItem,
  container,
}: SearchDialogProps) {
  const { t } = useKitTranslation(shellNs);
  const navigate = useNavigate();
  const { recent, remember, clear: clearRecent } = useRecentSearches(recentKey, open);
  const inputRef = useRef<HTMLInputElement>(null);

  useSearchHotkey(
    useCallback(() => onOpenChange(!open), [onOpenChange, open]),
    hotkey,
  );

  // However it was closed, the dialog opens again empty: the next word typed is a new search,
  // not one added to the last (what was chosen is among the recent searches).
  useEffect(() => {
    if (!open && query !== '') onQueryChange('');
  }, [open, query, onQueryChange]);

  const choose = useCallback(
    (item: SearchResultItem) => {
      remember(item);
      onOpenChange(false);
      onQueryChange('');
      if (onSelect) onSelect(item);
      else {
        // Results come from the API and stored history: follow only paths of this app.
        const path = isActionUrl(item.url) ? null : safePath(item.url);
        if (path) void navigate(path);
      }
    },
    [navigate, onOpenChange, onQueryChange, onSelect, remember],
  );

  const empty = query.trim() === '';
  const recentShown = recentItem
    ? recent.map(recentItem).filter((item): item is SearchResultItem => item !== null)
    : recent;
  const shown: SearchResultGroup[] = empty
    ? [
        ...(recentShown.length
          ? [{ title: t('search.recent'), category: 'recent', children: recentShown }]
          : []),
        ...suggestions,
      ]
    : groups;
  const { selected, setSelected, signature } = usePaletteSelection(shown);

  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal container={container}>
        <DialogPrimitive.Overlay className="ee:fixed ee:inset-0 ee:z-50 ee:grid ee:items-start ee:justify-items-center ee:overflow-y-auto ee:bg-overlay ee:p-4 ee:pt-[10vh]">
          <DialogPrimitive.Content
            aria-describedby={undefined}
            // The field with the caret at the end, not its text selected (Radix's default): text
            // typed while the palette was loading is there, and the next key adds to it.
            onOpenAutoFocus={(e) => {
              const input = inputRef.current;
              if (!input) return;
              e.preventDefault();
              input.focus();
              input.setSelectionRange(input.value.length, input.value.length);
            }}
            className="ee:flex ee:max-h-[min(640px,80vh)] ee:w-full ee:max-w-[640px] ee:flex-col ee:overflow-hidden ee:rounded-ee-lg ee:bg-surface ee:text-text ee:shadow-card ee:outline-none"
          >
            <DialogPrimitive.Title className="ee:sr-only">
              {t('search.title')}
            </DialogPrimitive.Title>
            <Command
              shouldFilter={false}
              loop
              value={selected}
              onValueChange={setSelected}
              label={t('search.title')}
              className="ee:flex ee:min-h-0 ee:flex-1 ee:flex-col"
            >
              <SearchDialogField
                query={query}
                onQueryChange={onQueryChange}
                loading={loading}
                inputRef={inputRef}
              />
              <Command.List className="ee:min-h-0 ee:flex-1 ee:overflow-y-auto ee:p-3 ee:[&_[cmdk-group-heading]]:px-3 ee:[&_[cmdk-group-heading]]:py-2 ee:[&_[cmdk-group-heading]]:text-[13px] ee:[&_[cmdk-group-heading]]:font-medium ee:[&_[cmdk-group-heading]]:uppercase ee:[&_[cmdk-group-heading]]:text-muted">
                {/* A listbox needs an option: the empty and loading states are a disabled one. */}
                {shown.every((g) => paletteItems(g).length === 0) && (
                  <Command.Item
                    disabled
                    value="__status"
                    className="ee:px-3 ee:py-10 ee:text-center ee:text-[15px]"
                  >
                    {loading
                      ? t('search.loading')
                      : empty
                        ? t('search.hint')
                        : t('search.noResults', { query: query.trim() })}
                  </Command.Item>
                )}
                {shown.map((group) => (
                  <SearchDialogGroup
                    key={`${group.category ?? ''}-${group.title}`}
                    group={group}
                    signature={signature}
                    renderIcon={renderIcon}
                    onChoose={choose}
                  />
                ))}
              </Command.List>
              <SearchDialogFooter
                error={error}
                onClearRecent={empty && recentShown.length > 0 ? clearRecent : undefined}
              />
            </Command>
          </DialogPrimitive.Content>
        </DialogPrimitive.Overlay>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
