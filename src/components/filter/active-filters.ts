import type { ReactNode } from 'react';

import type { ActiveFilter } from './filter-bar';
import type { ListSchema } from './list-state';

/** A many-valued filter's one value (one chip each), or the filter's value. */
type ChipValue<T> = T extends readonly (infer E)[] ? E : T;

/**
 * How one filter's chips read: "name: value", or a node drawn instead (a path cut in the middle).
 */
export interface FilterChipLabel<T> {
  name: string;
  value: (value: ChipValue<T>) => string;
  content?: (value: ChipValue<T>) => ReactNode;
}

/** The chips' words per filter; a filter left out has no chip (e.g. one the user may not use). */
export type FilterChipLabels<F extends Record<string, unknown>> = {
  [K in keyof F]?: FilterChipLabel<F[K]>;
};

/** What the chips read from a list (`useListState`'s result fits). */
export interface ChipSource<F extends Record<string, unknown>> {
  state: { filters: Partial<F> };
  setFilter: <K extends keyof F>(key: K, value: F[K] | undefined) => void;
}

/**
 * The applied filters as FilterBar chips, in the schema's order: one chip per value of a
 * many-valued filter (removing it keeps the others), one per set filter otherwise.
 */
export function activeFilters<F extends Record<string, unknown>>(
  schema: ListSchema<F>,
  labels: FilterChipLabels<F>,
  list: ChipSource<F>,
): ActiveFilter[] {
  const chips: ActiveFilter[] = [];
  for (const key of Object.keys(schema.filters) as (keyof F & string)[]) {
    const label = labels[key];
    const value = list.state.filters[key];
    if (!label || value === undefined) continue;
    const chip = (v: ChipValue<F[typeof key]>, chipKey: string, onRemove: () => void) =>
      chips.push({
        key: chipKey,
        label: `${label.name}: ${label.value(v)}`,
        ...(label.content && { content: label.content(v) }),
        onRemove,
      });
    if (Array.isArray(value)) {
      for (const v of value as ChipValue<F[typeof key]>[])
        chip(v, `${key}-${String(v)}`, () =>
          list.setFilter(key, (value as unknown[]).filter((x) => x !== v) as F[typeof key]),
        );
    } else chip(value as ChipValue<F[typeof key]>, key, () => list.setFilter(key, undefined));
  }
  return chips;
}
