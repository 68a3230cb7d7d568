import { IconSearch } from '@tabler/icons-react';

import { useTableText } from '../table/use-table-text';
import { FilterSearchOption } from './filter-search-option';
import type { FilterOption } from './select-filter';
import { useFilterSearch } from './use-filter-search';

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
  const {
    baseId,
    listRef,
    query,
    search,
    items,
    current,
    setActive,
    optionId,
    onKeyDown,
    searching,
  } = useFilterSearch(options, selected, onPick);
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
          onChange={(e) => search(e.target.value)}
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
        {items.map((item, i) => (
          <FilterSearchOption
            key={item.key}
            id={optionId(i)}
            index={i}
            option={item.option}
            allLabel={allLabel}
            selected={item.option ? item.option.value === selected : selected === undefined}
            active={i === current}
            withPath={searching}
            // The pointer moves the active choice too, so Enter after pointing picks what is shown.
            onPoint={() => i !== current && setActive(i)}
            onPick={() => onPick(item.option?.value)}
          />
        ))}
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
