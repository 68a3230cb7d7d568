import type { Ref } from 'react';

import { Checkbox } from '../form/checkbox';
import { useTableText } from '../table/use-table-text';
import { ChoiceCount } from './choice-count';
import { moveChoiceFocus } from './choice-keys';
import type { FilterOption } from './select-filter';

export interface SelectFilterChecklistProps<V extends string> {
  /** The filter's name: the group's. */
  label: string;
  options: readonly FilterOption<V>[];
  /** The ticked values. */
  selected: readonly V[];
  /** Ticks or unticks one value. */
  onToggle: (value: V) => void;
  ref?: Ref<HTMLDivElement>;
}

/** A SelectFilter's choices when several may be chosen: a checkbox each, with its count. */
export function SelectFilterChecklist<V extends string>({
  label,
  options,
  selected,
  onToggle,
  ref,
}: SelectFilterChecklistProps<V>) {
  const t = useTableText();
  return (
    <div
      ref={ref}
      role="group"
      aria-label={label}
      onKeyDown={moveChoiceFocus}
      className="ee:flex ee:flex-col"
    >
      {options.length === 0 && (
        <p className="ee:m-0 ee:px-2.5 ee:py-2 ee:text-[13px] ee:text-muted">
          {t('filter.noOptions')}
        </p>
      )}
      {options.map((o) => (
        <div
          key={o.value}
          className="ee:flex ee:items-center ee:rounded-ee ee:px-2.5 ee:py-1.5 ee:hover:bg-surface-2"
        >
          <Checkbox
            data-choice=""
            label={o.label}
            checked={selected.includes(o.value)}
            onCheckedChange={() => onToggle(o.value)}
            className="ee:flex-1"
          />
          <ChoiceCount count={o.count} />
        </div>
      ))}
    </div>
  );
}
