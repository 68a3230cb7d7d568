import { IconChevronDown } from '@tabler/icons-react';
import { lazy, Suspense, useId, useRef, useState } from 'react';

import { cn } from '@/lib/cn';

import { Popover, PopoverContent, PopoverTrigger } from '../form/popover';
import { useTableText } from '../table/use-table-text';
import { pathSpeech, TruncatedPath } from '../ui/truncated-path';
import type * as FilterSearchListModule from './filter-search-list';
import { SelectFilterChecklist } from './select-filter-checklist';
import { SelectFilterListbox } from './select-filter-listbox';

// The search list loads when a searchable filter first opens, not with every page that filters.
// (Typed as the generic component it is: `lazy` forgets the value type.)
const FilterSearchList = lazy(() =>
  import('./filter-search-list').then((m) => ({ default: m.FilterSearchList })),
) as unknown as typeof FilterSearchListModule.FilterSearchList;

/** One choice of a SelectFilter. */
export interface FilterOption<V extends string = string> {
  value: V;
  label: string;
  /** Matching rows, shown after the label when known. */
  count?: number;
  /** Levels below the top when the choices are a tree (indents the label). */
  depth?: number;
  /**
   * The names from the top down when the choice is a place in a tree (site › building › room):
   * the trigger and search results show it cut in the middle, so the leaf always shows, and a
   * search finds the choice by any of them.
   */
  path?: readonly string[];
}

interface BaseProps<V extends string> {
  /** The filter's name, shown on the trigger ("Status"). */
  label: string;
  /** The choices. */
  options: readonly FilterOption<V>[];
  /** Text of the "no filter" choice; defaults to "All". */
  allLabel?: string;
  /** Classes of the trigger. */
  className?: string;
  /** Disables the trigger. */
  disabled?: boolean;
}

/** One value at a time. */
interface SingleProps<V extends string> {
  multiple?: false;
  /** Selected value; undefined for "All". */
  value: V | undefined;
  onChange: (value: V | undefined) => void;
  /** A search field above the choices (type-ahead), for long lists such as locations. */
  searchable?: boolean;
}

/** Several values (checkboxes). */
interface MultipleProps<V extends string> {
  multiple: true;
  /** Selected values; empty for "All". */
  value: readonly V[];
  onChange: (value: V[]) => void;
  searchable?: never;
}

export type SelectFilterProps<V extends string = string> = BaseProps<V> &
  (SingleProps<V> | MultipleProps<V>);

const triggerClass =
  'ee:inline-flex ee:h-[38px] ee:min-w-40 ee:cursor-pointer ee:items-center ee:justify-between ee:gap-2 ee:rounded-ee ee:border ee:border-line ee:bg-transparent ee:px-3.5 ee:text-[15px] ee:text-heading ee:hover:border-muted ee:data-[state=open]:border-primary ee:disabled:cursor-not-allowed ee:disabled:opacity-60';

/**
 * A filter dropdown: single choice (listbox, optionally with type-ahead search) or several
 * (checkboxes), with counts when given. A choice with a path shows it on the trigger cut in the
 * middle, the leaf whole.
 */
export function SelectFilter<V extends string = string>(props: SelectFilterProps<V>) {
  const { label, options, allLabel, className, disabled } = props;
  const t = useTableText();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const selected: readonly V[] = props.multiple
    ? props.value
    : props.value === undefined
      ? []
      : [props.value];
  const searchable = !props.multiple && props.searchable === true;
  const chosen = selected.length === 1 ? options.find((o) => o.value === selected[0]) : undefined;
  const summary =
    selected.length === 0
      ? (allLabel ?? t('filter.all'))
      : selected.length === 1
        ? chosen?.path
          ? pathSpeech(chosen.path)
          : (chosen?.label ?? selected[0])
        : t('filter.selectedCount', { count: selected.length });

  const pick = (value: V | undefined) => {
    if (props.multiple) {
      if (value === undefined) props.onChange([]);
      else
        props.onChange(
          selected.includes(value) ? selected.filter((v) => v !== value) : [...selected, value],
        );
    } else {
      props.onChange(value);
      setOpen(false);
    }
  };

  return (
    <Popover open={open} onOpenChange={setOpen}>
      {/* A chosen path names the trigger by its text (every name, in order): an aria-label would
          differ from what a cut path shows, and voice control goes by what is shown. */}
      <PopoverTrigger
        className={cn(triggerClass, className)}
        disabled={disabled}
        aria-label={chosen?.path ? undefined : `${label}: ${summary}`}
      >
        <span className="ee:flex ee:min-w-0 ee:items-baseline ee:gap-1.5">
          <span className="ee:shrink-0 ee:text-muted">{label}:</span>{' '}
          {chosen?.path ? (
            <TruncatedPath segments={chosen.path} />
          ) : (
            <span className="ee:truncate">{summary}</span>
          )}
        </span>
        <IconChevronDown aria-hidden size={18} className="ee:shrink-0 ee:text-muted" />
      </PopoverTrigger>
      <PopoverContent
        aria-label={label}
        className={cn(
          'ee:min-w-56',
          searchable
            ? 'ee:w-[26rem] ee:max-w-[calc(100vw-16px)]'
            : 'ee:max-h-80 ee:overflow-auto ee:p-1.5',
        )}
        onOpenAutoFocus={(e) => {
          e.preventDefault();
          const content = e.currentTarget as HTMLElement;
          const search = content.querySelector<HTMLElement>('[data-filter-search]');
          (
            search ??
            listRef.current?.querySelector<HTMLElement>(
              '[aria-selected="true"], [data-state="checked"]',
            ) ??
            listRef.current?.querySelector<HTMLElement>('[data-choice]')
          )?.focus();
        }}
      >
        {searchable && !props.multiple ? (
          <Suspense fallback={<div className="ee:h-40" />}>
            <FilterSearchList
              label={label}
              options={options}
              allLabel={allLabel ?? t('filter.all')}
              selected={props.value}
              onPick={pick}
            />
          </Suspense>
        ) : props.multiple ? (
          <SelectFilterChecklist
            ref={listRef}
            label={label}
            options={options}
            selected={selected}
            onToggle={pick}
          />
        ) : (
          <SelectFilterListbox
            ref={listRef}
            id={listId}
            label={label}
            allLabel={allLabel ?? t('filter.all')}
            options={options}
            selected={props.value}
            onPick={pick}
          />
        )}
      </PopoverContent>
    </Popover>
  );
}
