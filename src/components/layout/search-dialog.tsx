import { useCallback, useEffect, useState, type ReactNode } from 'react';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { Command } from 'cmdk';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { IconClock, IconFileText, IconLoader2, IconSearch, IconX } from '@tabler/icons-react';
import { cn } from '../../lib/cn';

/** One result: where it goes, what it says, an icon name from the API (e.g. "tabler-bolt"). */
export interface SearchResultItem {
  url: string;
  title: string;
  icon?: string;
}

/** A titled group of results (the API's search group shape). */
export interface SearchResultGroup {
  title: string;
  category?: string;
  children: SearchResultItem[];
}

/** Where recent searches are kept (localStorage). */
export const RECENT_SEARCHES_KEY = 'device-recent-searches';
const RECENT_LIMIT = 5;

function readRecent(key: string): SearchResultItem[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(key) ?? '[]');
    if (!Array.isArray(value)) return [];
    return value.filter((v): v is SearchResultItem => typeof v === 'object' && v !== null && typeof v.url === 'string' && typeof v.title === 'string' && v.url.startsWith('/')).slice(0, RECENT_LIMIT);
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
  /** Shown while the query is empty, after the recent searches. */
  suggestions?: SearchResultGroup[];
  /** Renders a result's icon from its name; default a page icon. */
  renderIcon?: (icon: string | undefined, item: SearchResultItem) => ReactNode;
  /** Called with the chosen result; by default the dialog navigates to its url. */
  onSelect?: (item: SearchResultItem) => void;
  /** Opens on Ctrl+K / ⌘K anywhere on the page (default true). */
  hotkey?: boolean;
  /** localStorage key of the recent searches. */
  recentKey?: string;
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
  suggestions = [],
  renderIcon,
  onSelect,
  hotkey = true,
  recentKey = RECENT_SEARCHES_KEY,
  container,
}: SearchDialogProps) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const [recent, setRecent] = useState<SearchResultItem[]>(() => readRecent(recentKey));

  useEffect(() => {
    if (!hotkey) return;
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && !e.altKey && e.key.toLowerCase() === 'k') {
        e.preventDefault();
        onOpenChange(!open);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [hotkey, open, onOpenChange]);

  useEffect(() => {
    if (open) setRecent(readRecent(recentKey));
  }, [open, recentKey]);

  const choose = useCallback(
    (item: SearchResultItem) => {
      const next = [{ url: item.url, title: item.title, icon: item.icon }, ...readRecent(recentKey).filter((r) => r.url !== item.url)].slice(0, RECENT_LIMIT);
      writeRecent(recentKey, next);
      setRecent(next);
      onOpenChange(false);
      onQueryChange('');
      if (onSelect) onSelect(item);
      else void navigate(item.url);
    },
    [navigate, onOpenChange, onQueryChange, onSelect, recentKey],
  );

  const clearRecent = () => {
    writeRecent(recentKey, []);
    setRecent([]);
  };

  const empty = query.trim() === '';
  const shown: SearchResultGroup[] = empty ? [...(recent.length ? [{ title: t('search.recent'), category: 'recent', children: recent }] : []), ...suggestions] : groups;
  const valueOf = (group: SearchResultGroup, item: SearchResultItem) => `${group.category ?? group.title}|${item.url}`;
  // The selection follows the list: when the results change, the first one is selected (Enter
  // right after typing opens the best match, never a stale one).
  const signature = shown.map((g) => g.children.map((c) => valueOf(g, c)).join(',')).join(';');
  const [selected, setSelected] = useState('');
  const [lastSignature, setLastSignature] = useState(signature);
  if (signature !== lastSignature) {
    setLastSignature(signature);
    const first = shown.find((g) => g.children.length > 0);
    setSelected(first ? valueOf(first, first.children[0]) : '');
  }
  const icon = (item: SearchResultItem, group: SearchResultGroup) =>
    group.category === 'recent' ? <IconClock aria-hidden className="size-5" /> : (renderIcon?.(item.icon, item) ?? <IconFileText aria-hidden className="size-5" />);

  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal container={container}>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 grid items-start justify-items-center overflow-y-auto bg-overlay p-4 pt-[10vh]">
          <DialogPrimitive.Content aria-describedby={undefined} className="flex max-h-[min(640px,80vh)] w-full max-w-[640px] flex-col overflow-hidden rounded-ee-lg bg-surface text-text shadow-card outline-none">
            <DialogPrimitive.Title className="sr-only">{t('search.title')}</DialogPrimitive.Title>
            <Command shouldFilter={false} loop value={selected} onValueChange={setSelected} label={t('search.title')} className="flex min-h-0 flex-1 flex-col">
              <div className="flex items-center gap-3 border-b border-line px-5">
                <IconSearch aria-hidden className="size-[22px] shrink-0 text-heading" />
                <Command.Input
                  value={query}
                  onValueChange={onQueryChange}
                  placeholder={t('search.placeholder')}
                  aria-label={t('search.placeholder')}
                  className="h-14 min-w-0 flex-1 border-0 bg-transparent text-[17px] text-heading outline-none placeholder:text-muted"
                />
                {loading && <IconLoader2 aria-label={t('search.loading')} className="size-5 shrink-0 animate-spin text-muted" />}
                <kbd className="rounded-[4px] border border-line px-1.5 text-[13px] text-muted">Esc</kbd>
                <DialogPrimitive.Close className="-me-2 inline-flex size-8 cursor-pointer items-center justify-center rounded-full text-heading hover:bg-current/10" aria-label={t('search.title') + ' – Esc'}>
                  <IconX aria-hidden className="size-5" />
                </DialogPrimitive.Close>
              </div>
              <Command.List className="min-h-0 flex-1 overflow-y-auto p-3 [&_[cmdk-group-heading]]:px-3 [&_[cmdk-group-heading]]:py-2 [&_[cmdk-group-heading]]:text-[13px] [&_[cmdk-group-heading]]:font-medium [&_[cmdk-group-heading]]:uppercase [&_[cmdk-group-heading]]:text-muted">
                {/* A listbox needs an option: the empty and loading states are a disabled one. */}
                {shown.every((g) => g.children.length === 0) && (
                  <Command.Item disabled value="__status" className="px-3 py-10 text-center text-[15px]">
                    {loading ? t('search.loading') : empty ? t('search.hint') : t('search.noResults', { query: query.trim() })}
                  </Command.Item>
                )}
                {shown.map((group) => (
                  <Command.Group key={`${group.category ?? ''}-${group.title}`} heading={group.title}>
                    {group.children.map((item) => (
                      <Command.Item
                        key={`${group.title}-${item.url}`}
                        value={valueOf(group, item)}
                        onSelect={() => choose(item)}
                        className={cn('flex cursor-pointer items-center gap-3 rounded-ee px-3 py-2.5 text-[15px] text-heading data-[selected=true]:bg-primary/16 data-[selected=true]:text-primary-ink')}
                      >
                        {icon(item, group)}
                        <span className="truncate">{item.title}</span>
                      </Command.Item>
                    ))}
                  </Command.Group>
                ))}
              </Command.List>
              <div className="flex items-center justify-between gap-3 border-t border-line px-5 py-2.5 text-[13px]">
                <span>{t('search.hint')}</span>
                {empty && recent.length > 0 && (
                  <button type="button" onClick={clearRecent} className="cursor-pointer rounded-ee px-2 py-1 text-primary-ink hover:bg-primary/10">
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
