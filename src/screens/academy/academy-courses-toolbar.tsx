import { useMemo } from 'react';

import { COURSE_TAGS, type CourseSortKey } from '@/api/types/academy';
import { FilterBar } from '@/components/filter/filter-bar';
import { SearchInput } from '@/components/filter/search-input';
import { SelectFilter } from '@/components/filter/select-filter';
import { Switch } from '@/components/form/switch';
import { academyNs } from '@/i18n/ns/academy';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { TAG_KEYS } from './course-facts';
import type { AcademyCoursesController } from './use-academy-courses';

type SortChoice = `${CourseSortKey}:${'asc' | 'desc'}`;

export type AcademyCoursesToolbarProps = Pick<
  AcademyCoursesController,
  'list' | 'active' | 'filtered'
>;

/** The courses' filter bar: search, label, sort, hide completed, and a chip per applied filter. */
export function AcademyCoursesToolbar({ list, active, filtered }: AcademyCoursesToolbarProps) {
  const { t } = useKitTranslation(academyNs);
  const { state } = list;
  const { label, hideCompleted } = state.filters;
  const labelOptions = useMemo(
    () => COURSE_TAGS.map((tag) => ({ value: tag, label: t(`tags.${TAG_KEYS[tag]}`) })),
    [t],
  );
  const sortOptions = useMemo<{ value: SortChoice; label: string }[]>(
    () => [
      { value: 'courseName:asc', label: t('courses.sortNameAsc') },
      { value: 'courseName:desc', label: t('courses.sortNameDesc') },
      { value: 'progress:asc', label: t('courses.sortProgressAsc') },
      { value: 'progress:desc', label: t('courses.sortProgressDesc') },
    ],
    [t],
  );
  const sortValue = state.sortBy ? (`${state.sortBy}:${state.orderBy}` as SortChoice) : undefined;

  return (
    <FilterBar
      activeFilters={active}
      onClearAll={filtered ? list.clearFilters : undefined}
      className="ee:mt-4"
    >
      <SearchInput
        value={state.q}
        onChange={list.setQ}
        aria-label={t('courses.searchLabel')}
        placeholder={t('courses.searchPlaceholder')}
        className="ee:w-full ee:sm:max-w-72"
      />
      <SelectFilter
        label={t('courses.labelFilter')}
        allLabel={t('courses.allCourses')}
        options={labelOptions}
        value={label}
        onChange={(v) => list.setFilter('label', v)}
      />
      <SelectFilter
        label={t('courses.sortLabel')}
        allLabel={t('courses.sortDefault')}
        options={sortOptions}
        value={sortValue}
        onChange={(v) => {
          const [key, order] = (v ?? '').split(':') as [CourseSortKey | '', 'asc' | 'desc'];
          list.setSort(key || undefined, order);
        }}
      />
      <Switch
        label={t('courses.hideCompleted')}
        checked={hideCompleted === true}
        onCheckedChange={(on) => list.setFilter('hideCompleted', on ? true : undefined)}
        className="ee:items-center"
      />
    </FilterBar>
  );
}
