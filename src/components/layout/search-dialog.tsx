import * as DialogPrimitive from '@radix-ui/react-dialog';
import {
  IconAlertTriangle,
  IconArrowRight,
  IconClock,
  IconFileText,
  IconLoader2,
  IconSearch,
  IconX,
} from '@tabler/icons-react';
import { Command } from 'cmdk';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';

import { shellNs } from '@/i18n/ns/shell';
import { useKitTranslation } from '@/i18n/use-kit-translation';
import { cn } from '@/lib/cn';
import { safePath } from '@/lib/safe-path';

import { ErrorBoundary } from '../feedback/error-boundary';
import { RECENT_SEARCHES_KEY } from './recent-searches-key';
import { isActionUrl } from './search-action-url';
import { useSearchHotkey } from './use-search-hotkey';

export { ACTION_URL_PREFIX, isActionUrl } from './search-action-url';

/** One result: where it goes, what it says, an icon name from the API (e.g. "tabler-bolt"). */
export interface SearchResultItem {
  url: string;
  title: string;
  /** A second, quieter part of the line (a device's name beside its number). */
  subtitle?: string;
  icon?: string;
  /** The title kept in recent searches when this one would go stale there (it holds a count). */
  recentTitle?: string;
  /** The keys that do the same from anywhere ("G D"), shown at the end of the line. */
  shortcut?: string;
}

/** A titled group of results (the API's search group shape). */
export interface SearchResultGroup {
  title: string;
  category?: string;
  children: SearchResultItem[];
  /** A last item leading to every match, when the group lists only some ("See all 37 in the register"). */
  more?: SearchResultItem;
}

export { RECENT_SEARCHES_KEY } from './recent-searches-key';
const RECENT_LIMIT = 5;

function readRecent(key: string): SearchResultItem[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(key) ?? '[]');
    if (!Array.isArray(value)) return [];
    return value
      .filter(
        (v): v is SearchResultItem =>
          typeof v === 'object' &&
          v !== null &&
          typeof v.url === 'string' &&
          typeof v.title === 'string' &&
          (safePath(v.url) === v.url || isActionUrl(v.url)),
      )
      .slice(0, RECENT_LIMIT)
      .map(({ url, title, subtitle, icon }) => ({
        url,
        title,
        ...(typeof subtitle === 'string' && { subtitle }),
        ...(typeof icon === 'string' && { icon }),
      }));
  } catch {
    return [];
  }
}

function writeRecent(key: string, items: SearchResultItem[]): void {
  try {
    localStorage.setItem(key, JSON.stringify(items));
  } catch {
    // storage full or disabled: recents are a nicety
  }
}

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
  /** Called with the chosen result; by default the dialog navigates to its url (an `action:` result needs this to run). */
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
  const [recent, setRecent] = useState<SearchResultItem[]>(() => readRecent(recentKey));
  const inputRef = useRef<HTMLInputElement>(null);

  useSearchHotkey(
    useCallback(() => onOpenChange(!open), [onOpenChange, open]),
    hotkey,
  );

  useEffect(() => {
    if (open) setRecent(readRecent(recentKey));
  }, [open, recentKey]);
  // However it was closed, the dialog opens again empty: the next word typed is a new search,
  // not one added to the last (what was chosen is among the recent searches).
  useEffect(() => {
    if (!open && query !== '') onQueryChange('');
  }, [open, query, onQueryChange]);

  const choose = useCallback(
    (item: SearchResultItem) => {
      const kept: SearchResultItem = {
        url: item.url,
        title: item.recentTitle ?? item.title,
        ...(item.subtitle !== undefined && !item.recentTitle && { subtitle: item.subtitle }),
        icon: item.icon,
      };
      const next = [kept, ...readRecent(recentKey).filter((r) => r.url !== item.url)].slice(
        0,
        RECENT_LIMIT,
      );
      writeRecent(recentKey, next);
      setRecent(next);
      onOpenChange(false);
      onQueryChange('');
      if (onSelect) onSelect(item);
      else {
        // Results come from the API and stored history: follow only paths of this app.
        const path = isActionUrl(item.url) ? null : safePath(item.url);
        if (path) void navigate(path);
      }
    },
    [navigate, onOpenChange, onQueryChange, onSelect, recentKey],
  );

  const clearRecent = () => {
    writeRecent(recentKey, []);
    setRecent([]);
  };

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
  const valueOf = (group: SearchResultGroup, item: SearchResultItem) =>
    `${group.category ?? group.title}|${item.url}`;
  // The selection follows the list: when the results change, the first one is selected (Enter
  // right after typing opens the best match, never a stale one).
  const itemsOf = (group: SearchResultGroup) =>
    group.more ? [...group.children, group.more] : group.children;
  const signature = shown
    .map((g) =>
      itemsOf(g)
        .map((c) => valueOf(g, c))
        .join(','),
    )
    .join(';');
  const [selected, setSelected] = useState('');
  const [lastSignature, setLastSignature] = useState(signature);
  if (signature !== lastSignature) {
    setLastSignature(signature);
    const first = shown.find((g) => itemsOf(g).length > 0);
    setSelected(first ? valueOf(first, itemsOf(first)[0]) : '');
  }
  const icon = (item: SearchResultItem, group: SearchResultGroup) =>
    group.category === 'recent' ? (
      <IconClock aria-hidden className="ee:size-5" />
    ) : (
      (renderIcon?.(item.icon, item) ?? <IconFileText aria-hidden className="ee:size-5" />)
    );
  const itemClass =
    'ee:group ee:flex ee:cursor-pointer ee:items-center ee:gap-3 ee:rounded-ee ee:px-3 ee:py-2.5 ee:text-[15px] ee:text-heading ee:data-[selected=true]:bg-primary/16 ee:data-[selected=true]:text-primary-ink';

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
              <div className="ee:flex ee:items-center ee:gap-3 ee:border-b ee:border-line ee:px-5">
                <IconSearch aria-hidden className="ee:size-[22px] ee:shrink-0 ee:text-heading" />
                <Command.Input
                  ref={inputRef}
                  value={query}
                  onValueChange={onQueryChange}
                  placeholder={t('search.placeholder')}
                  aria-label={t('search.placeholder')}
                  className="ee:h-14 ee:min-w-0 ee:flex-1 ee:border-0 ee:bg-transparent ee:text-[17px] ee:text-heading ee:outline-none ee:placeholder:text-muted"
                />
                {loading && (
                  <IconLoader2
                    aria-label={t('search.loading')}
                    className="ee:size-5 ee:shrink-0 ee:animate-spin ee:text-muted"
                  />
                )}
                <kbd className="ee:rounded-[4px] ee:border ee:border-line ee:px-1.5 ee:text-[13px] ee:text-muted">
                  Esc
                </kbd>
                <DialogPrimitive.Close
                  className="ee:-me-2 ee:inline-flex ee:size-8 ee:cursor-pointer ee:items-center ee:justify-center ee:rounded-full ee:text-heading ee:hover:bg-current/10"
                  aria-label={t('search.title') + ' – Esc'}
                >
                  <IconX aria-hidden className="ee:size-5" />
                </DialogPrimitive.Close>
              </div>
              <Command.List className="ee:min-h-0 ee:flex-1 ee:overflow-y-auto ee:p-3 ee:[&_[cmdk-group-heading]]:px-3 ee:[&_[cmdk-group-heading]]:py-2 ee:[&_[cmdk-group-heading]]:text-[13px] ee:[&_[cmdk-group-heading]]:font-medium ee:[&_[cmdk-group-heading]]:uppercase ee:[&_[cmdk-group-heading]]:text-muted">
                {/* A listbox needs an option: the empty and loading states are a disabled one. */}
                {shown.every((g) => itemsOf(g).length === 0) && (
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
                  // A group that cannot be drawn says so; the other groups stay.
                  <ErrorBoundary
                    key={`${group.category ?? ''}-${group.title}`}
                    resetKeys={[signature]}
                    fallback={
                      <Command.Item
                        disabled
                        value={`__failed-${group.category ?? group.title}`}
                        className="ee:px-3 ee:py-2.5 ee:text-[15px] ee:text-muted"
                      >
                        {t('search.groupFailed')}
                      </Command.Item>
                    }
                  >
                    <Command.Group heading={group.title}>
                      {group.children.map((item) => (
                        <Command.Item
                          key={`${group.title}-${item.url}`}
                          value={valueOf(group, item)}
                          onSelect={() => choose(item)}
                          // The name read out joins both parts as shown (whitespace between elements is not kept by every reader).
                          aria-label={
                            item.subtitle ? `${item.title} · ${item.subtitle}` : undefined
                          }
                          className={itemClass}
                        >
                          {icon(item, group)}
                          {/* Titles and names are data (device numbers, names): isolated, they keep their own direction in rtl. */}
                          <span className="ee:min-w-0 ee:flex-1 ee:truncate">
                            <bdi>{item.title}</bdi>
                            {item.subtitle && (
                              <span className="ee:text-muted ee:group-data-[selected=true]:text-primary-ink">
                                {' · '}
                                <bdi>{item.subtitle}</bdi>
                              </span>
                            )}
                          </span>
                          {item.shortcut && (
                            <kbd
                              aria-hidden
                              className="ee:shrink-0 ee:rounded-[4px] ee:border ee:border-line ee:px-1.5 ee:text-[12px] ee:text-muted ee:group-data-[selected=true]:text-primary-ink"
                            >
                              {item.shortcut}
                            </kbd>
                          )}
                        </Command.Item>
                      ))}
                      {group.more && (
                        <Command.Item
                          key={`${group.title}-more`}
                          value={valueOf(group, group.more)}
                          onSelect={() => choose(group.more!)}
                          className={cn(itemClass, 'ee:font-medium ee:text-primary-ink')}
                        >
                          <IconArrowRight aria-hidden className="ee:size-5 ee:rtl:-scale-x-100" />
                          <span className="ee:truncate">{group.more.title}</span>
                        </Command.Item>
                      )}
                    </Command.Group>
                  </ErrorBoundary>
                ))}
              </Command.List>
              {error && (
                <p
                  role="alert"
                  className="ee:tone-error ee:m-0 ee:flex ee:items-center ee:gap-3 ee:border-t ee:border-line ee:px-5 ee:py-2.5 ee:text-[14px] ee:text-tone-ink"
                >
                  <IconAlertTriangle aria-hidden className="ee:size-5 ee:shrink-0" />
                  <span className="ee:min-w-0 ee:flex-1">{error}</span>
                </p>
              )}
              <div className="ee:flex ee:items-center ee:justify-between ee:gap-3 ee:border-t ee:border-line ee:px-5 ee:py-2.5 ee:text-[13px]">
                <span>{t('search.hint')}</span>
                {empty && recentShown.length > 0 && (
                  <button
                    type="button"
                    onClick={clearRecent}
                    className="ee:cursor-pointer ee:rounded-ee ee:px-2 ee:py-1 ee:text-primary-ink ee:hover:bg-primary/10"
                  >
                    {t('search.clearRecent')}
                  </button>
                )}
              </div>
            </Command>
          </DialogPrimitive.Content>
        </DialogPrimitive.Overlay>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
