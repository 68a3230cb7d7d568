import { IconCheck, IconSearch } from '@tabler/icons-react';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';

import { cn } from '@/lib/cn';

import { useTableText } from '../table/use-table-text';
import { TruncatedPath } from '../ui/truncated-path';
import type { FilterOption } from './select-filter';

export interface FilterSearchListProps<V extends string> {
  /** The filter's name ("Location"): the list's name, and in the search field's. */
  label: string;
  /** The choices, in the order to show them. */
  options: readonly FilterOption<V>[];
  /** Text of the "no filter" choice, offered while nothing is typed. */
  allLabel: string;
  /** The chosen value; undefined for "all". */
  selected: V | undefined;
  /** Called with the picked value (undefined: "all"). */
  onPick: (value: V | undefined) => void;
}

/** Lower case, without accents: "Métro" is found by "metro". */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();
}

/** The text a choice is found by: its label and its path. */
function haystackOf(option: FilterOption): string {
  return fold([option.label, ...(option.path ?? [])].join(' '));
}

/** A choice found by a search: where it stands among the choices, for the option ids. */
interface Item<V extends string> {
  option: FilterOption<V> | undefined;
  key: string;
}

/**
 * A filter's choices with a search field above them (the ARIA combobox pattern, its listbox
 * always shown): typing narrows the list to the choices that contain every word typed, in any
 * order and without regard to case or accents ("bay 1 suzhou"); the arrow keys, Page Up/Down
 * move through them while the focus stays in the field, Enter picks. While nothing is typed the
 * list is the tree, indented by depth; a search shows each match with its path, cut in the
 * middle so the leaf always shows. A polite status says how many match.
 */
export function FilterSearchList<V extends string>({
  label,
  options,
  allLabel,
  selected,
  onPick,
}: FilterSearchListProps<V>) {
  const t = useTableText();
  const baseId = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const [query, setQuery] = useState('');
  const terms = useMemo(() => fold(query).split(/\s+/).filter(Boolean), [query]);
  const haystacks = useMemo(() => new Map(options.map((o) => [o, haystackOf(o)])), [options]);
  const items = useMemo<Item<V>[]>(() => {
    if (terms.length === 0)
      return [
        { option: undefined, key: '__all__' },
        ...options.map((o) => ({ option: o, key: o.value })),
      ];
    return options
      .filter((o) => terms.every((term) => haystacks.get(o)!.includes(term)))
      .map((o) => ({ option: o, key: o.value }));
  }, [terms, options, haystacks]);
  // The list opens on the chosen value ("all" when none).
  const [active, setActive] = useState(() =>
    Math.max(
      0,
      items.findIndex((item) => item.option?.value === selected),
    ),
  );
  const current = Math.min(active, items.length - 1);
  const optionId = (i: number) => `${baseId}-option-${i}`;

  // The active choice stays in view as the keys move it (the list scrolls, the field keeps focus).
  useEffect(() => {
    if (current >= 0)
      listRef.current
        ?.querySelector(`[data-index="${current}"]`)
        ?.scrollIntoView({ block: 'nearest' });
  }, [current]);

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    const last = items.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: current + 1,
      ArrowUp: current - 1,
      PageDown: current + 10,
      PageUp: current - 10,
    };
    if (e.key in moves) {
      e.preventDefault();
      setActive(Math.min(Math.max(0, moves[e.key]), last));
    } else if (e.key === 'Enter' && current >= 0 && items[current]) {
      e.preventDefault();
      onPick(items[current].option?.value);
    }
  };

  const searching = terms.length > 0;
  return (
    <div className="ee:flex ee:flex-col">
      <div className="ee:relative ee:border-b ee:border-line ee:p-1.5">
        <IconSearch
          aria-hidden
          size={16}
          className="ee:pointer-events-none ee:absolute ee:start-4 ee:top-1/2 ee:-translate-y-1/2 ee:text-muted"
        />
        <input
          type="text"
          role="combobox"
          aria-expanded
          aria-controls={`${baseId}-list`}
          aria-autocomplete="list"
          aria-activedescendant={current >= 0 ? optionId(current) : undefined}
          aria-label={t('filter.searchIn', { label })}
          placeholder={t('form.searchOptions')}
          autoComplete="off"
          spellCheck={false}
          value={query}
          onChange={(e) => {
            setQuery(e.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
          // The list may load after the popover opened: the field takes the focus when it arrives.
          autoFocus
          data-filter-search=""
          className="ee:h-10 ee:w-full ee:rounded-ee ee:border-0 ee:bg-transparent ee:ps-9 ee:pe-2 ee:text-[15px] ee:text-heading ee:outline-none ee:placeholder:text-muted"
        />
      </div>
      <div
        ref={listRef}
        id={`${baseId}-list`}
        role="listbox"
        aria-label={label}
        className="ee:flex ee:max-h-72 ee:flex-col ee:overflow-auto ee:p-1.5"
      >
        {items.map((item, i) => {
          const { option } = item;
          const isSelected = option ? option.value === selected : selected === undefined;
          return (
            <div
              key={item.key}
              id={optionId(i)}
              role="option"
              data-index={i}
              aria-selected={isSelected}
              data-active={i === current || undefined}
              // The pointer moves the active choice too, so Enter after pointing picks what is shown.
              onPointerMove={() => i !== current && setActive(i)}
              onClick={() => onPick(option?.value)}
              className={cn(
                // On the active tint the plain muted grey is under 4.5:1 (tokens.css).
                'ee:flex ee:min-h-9 ee:cursor-pointer ee:items-center ee:gap-2 ee:rounded-ee ee:px-2.5 ee:py-1.5 ee:text-[15px] ee:data-active:bg-surface-2 ee:data-active:[--ee-muted:var(--ee-muted-on-tint)]',
                isSelected ? 'ee:font-medium ee:text-primary-ink' : 'ee:text-heading',
              )}
            >
              <IconCheck
                aria-hidden
                size={16}
                className={cn('ee:shrink-0', !isSelected && 'ee:invisible')}
              />
              {option === undefined ? (
                <span className="ee:truncate">{allLabel}</span>
              ) : searching && option.path ? (
                <TruncatedPath segments={option.path} />
              ) : (
                <span
                  className="ee:truncate"
                  style={option.depth ? { paddingInlineStart: `${option.depth}em` } : undefined}
                >
                  <bdi>{option.label}</bdi>
                </span>
              )}
              {option?.count !== undefined && (
                <span className="ee:ms-auto ee:ps-3 ee:text-[13px] ee:text-muted ee:tabular-nums">
                  {option.count}
                </span>
              )}
            </div>
          );
        })}
      </div>
      {/* How many match, for screen readers; shown when none does. */}
      <p
        role="status"
        className={
          items.length === 0 ? 'ee:m-0 ee:px-4 ee:pb-3 ee:text-[13px] ee:text-muted' : 'ee:sr-only'
        }
      >
        {!searching
          ? ''
          : items.length > 0
            ? t('filter.matches', { count: items.length })
            : t('filter.noMatches', { query: query.trim() })}
      </p>
    </div>
  );
}
