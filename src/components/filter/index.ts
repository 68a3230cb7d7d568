export { FilterBar, type FilterBarProps, type ActiveFilter } from './filter-bar';
export {
  activeFilters,
  type FilterChipLabel,
  type FilterChipLabels,
  type ChipSource,
} from './active-filters';
export { SearchInput, type SearchInputProps } from './search-input';
export { SelectFilter, type SelectFilterProps, type FilterOption } from './select-filter';
export {
  DateRangeFilter,
  type DateRangeFilterProps,
  type DateRangeValue,
  type DateRangePreset,
} from './date-range-filter';
export { useListState, type UseListStateResult, type ListSort } from './use-list-state';
export {
  parseListState,
  serializeListState,
  countActiveFilters,
  filterParam,
  isIsoDate,
  LIST_PAGE_SIZES,
  LIST_KEYS,
  DEFAULT_ITEMS_PER_PAGE,
  type FilterParam,
  type ListSchema,
  type ListState,
  type OrderBy,
} from './list-state';
