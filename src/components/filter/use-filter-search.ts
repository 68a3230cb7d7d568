import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';

import type { FilterOption } from './select-filter';

/** Lower case, without accents: "Métro" is found by "metro". */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();
}

/** The text a choice is found by: its label and its path. */
function haystackOf(option: FilterOption): string {
  return fold([option.label, ...(option.path ?? [])].join(' '));
}

/** A choice found by a search (undefined: the "all" choice), keyed for React. */
export interface FilterSearchItem<V extends string> {
  option: FilterOption<V> | undefined;
  key: string;
}

/**
 * The state of a searchable list of a filter's choices: the query, the choices that contain every
 * word typed (all of them, "all" first, while nothing is typed), the active one and the keys that
 * move it (the focus stays in the field, as the ARIA combobox pattern has it).
 */
export function useFilterSearch<V extends string>(
  options: readonly FilterOption<V>[],
  selected: V | undefined,
  onPick: (value: V | undefined) => void,
) {
  const baseId = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const [query, setQuery] = useState('');
  const terms = useMemo(() => fold(query).split(/\s+/).filter(Boolean), [query]);
  const haystacks = useMemo(() => new Map(options.map((o) => [o, haystackOf(o)])), [options]);
  const items = useMemo<FilterSearchItem<V>[]>(() => {
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

  const search = (text: string) => {
    setQuery(text);
    setActive(0);
  };

  return {
    baseId,
    listRef,
    query,
    search,
    items,
    current,
    setActive,
    optionId,
    onKeyDown,
    searching: terms.length > 0,
  };
}
