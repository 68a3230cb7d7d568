import { IconCheck } from '@tabler/icons-react';

import { cn } from '@/lib/cn';

import { TruncatedPath } from '../ui/truncated-path';
import { ChoiceCount } from './choice-count';
import type { FilterOption } from './select-filter';

export interface FilterSearchOptionProps<V extends string> {
  /** The option's id, for the field's `aria-activedescendant`. */
  id: string;
  /** Where it stands in the list (the list scrolls the active one into view by it). */
  index: number;
  /** The choice; undefined for "all". */
  option: FilterOption<V> | undefined;
  /** Text of the "all" choice. */
  allLabel: string;
  /** The filter's value now. */
  selected: boolean;
  /** Where the keys (or the pointer) stand. */
  active: boolean;
  /** A search is typed: the choice shows its path, not its indent in the tree. */
  withPath: boolean;
  onPoint: () => void;
  onPick: () => void;
}

/** One choice of a FilterSearchList: a tick when chosen, its name (or path), its count. */
export function FilterSearchOption<V extends string>({
  id,
  index,
  option,
  allLabel,
  selected,
  active,
  withPath,
  onPoint,
  onPick,
}: FilterSearchOptionProps<V>) {
  return (
    <div
      id={id}
      role="option"
      data-index={index}
      aria-selected={selected}
      data-active={active || undefined}
      onPointerMove={onPoint}
      onClick={onPick}
      className={cn(
        // On the active tint the plain muted grey is under 4.5:1 (tokens.css).
        'ee:flex ee:min-h-9 ee:cursor-pointer ee:items-center ee:gap-2 ee:rounded-ee ee:px-2.5 ee:py-1.5 ee:text-[15px] ee:data-active:bg-surface-2 ee:data-active:[--ee-muted:var(--ee-muted-on-tint)]',
        selected ? 'ee:font-medium ee:text-primary-ink' : 'ee:text-heading',
      )}
    >
      <IconCheck aria-hidden size={16} className={cn('ee:shrink-0', !selected && 'ee:invisible')} />
      {option === undefined ? (
        <span className="ee:truncate">{allLabel}</span>
      ) : withPath && option.path ? (
        <TruncatedPath segments={option.path} />
      ) : (
        <span
          className="ee:truncate"
          style={option.depth ? { paddingInlineStart: `${option.depth}em` } : undefined}
        >
          <bdi>{option.label}</bdi>
        </span>
      )}
      <ChoiceCount count={option?.count} />
    </div>
  );
}
