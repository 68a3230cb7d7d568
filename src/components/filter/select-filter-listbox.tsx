import { IconCheck } from '@tabler/icons-react';
import type { Ref } from 'react';

import { cn } from '@/lib/cn';

import { ChoiceCount } from './choice-count';
import { moveChoiceFocus } from './choice-keys';
import type { FilterOption } from './select-filter';

export interface SelectFilterListboxProps<V extends string> {
  id: string;
  /** The filter's name: the listbox's. */
  label: string;
  /** Text of the "no filter" choice, first in the list. */
  allLabel: string;
  options: readonly FilterOption<V>[];
  /** The chosen value; undefined for "all". */
  selected: V | undefined;
  onPick: (value: V | undefined) => void;
  ref?: Ref<HTMLDivElement>;
}

/** A SelectFilter's choices when one is chosen: "all", then each choice (indented in a tree). */
export function SelectFilterListbox<V extends string>({
  id,
  label,
  allLabel,
  options,
  selected,
  onPick,
  ref,
}: SelectFilterListboxProps<V>) {
  return (
    <div
      ref={ref}
      id={id}
      role="listbox"
      aria-label={label}
      onKeyDown={moveChoiceFocus}
      className="ee:flex ee:flex-col"
    >
      {[{ value: undefined, label: allLabel, count: undefined } as const, ...options].map((o) => {
        const isSelected = o.value === selected;
        return (
          <div
            key={o.value ?? '__all__'}
            role="option"
            data-choice=""
            tabIndex={-1}
            aria-selected={isSelected}
            onClick={() => onPick(o.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' || e.key === ' ') {
                e.preventDefault();
                onPick(o.value);
              }
            }}
            className={cn(
              'ee:flex ee:cursor-pointer ee:items-center ee:gap-2 ee:rounded-ee ee:px-2.5 ee:py-2 ee:text-[15px] ee:outline-none ee:hover:bg-surface-2 ee:focus-visible:bg-surface-2',
              isSelected ? 'ee:font-medium ee:text-primary-ink' : 'ee:text-heading',
            )}
          >
            <IconCheck
              aria-hidden
              size={16}
              className={cn('ee:shrink-0', !isSelected && 'ee:invisible')}
            />
            <span
              className="ee:truncate"
              style={'depth' in o && o.depth ? { paddingInlineStart: `${o.depth}em` } : undefined}
            >
              {o.label}
            </span>
            <ChoiceCount count={o.count} />
          </div>
        );
      })}
    </div>
  );
}
