import { useEffect, useMemo, useState } from 'react';

import { useCourses } from '@/api/client/academy';
import {
  COURSE_SORT_KEYS,
  COURSE_TAGS,
  type Course,
  type CourseListParams,
  type CourseSortKey,
  type CourseTag,
} from '@/api/types/academy';
import { activeFilters } from '@/components/filter/active-filters';
import { filterParam, type ListSchema } from '@/components/filter/list-state';
import { useListState } from '@/components/filter/use-list-state';
import { academyNs } from '@/i18n/ns/academy';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { courseFigures, TAG_KEYS } from './course-facts';

type CourseFilters = {
  label: CourseTag;
  hideCompleted: boolean;
};

/** Cards sit three, two or one to a row: pages of 6 fill whole rows. */
export const COURSE_PAGE_SIZES = [6, 12, 24, 48] as const;

const COURSE_LIST_SCHEMA: ListSchema<CourseFilters, CourseSortKey> = {
  filters: { label: filterParam.oneOf(COURSE_TAGS), hideCompleted: filterParam.bool() },
  sortKeys: COURSE_SORT_KEYS,
  pageSizes: COURSE_PAGE_SIZES,
};

/** Every course, for the welcome card's figures. */
const ALL_COURSES_QUERY: CourseListParams = { itemsPerPage: -1 };

/**
 * The courses screen's controller: search, label, hide completed, sort and page in the URL; the
 * page of courses and every course (for the welcome card's figures); the chips of the applied
 * filters; the course being started over.
 */
export function useAcademyCourses() {
  const { t } = useKitTranslation(academyNs);
  const list = useListState(COURSE_LIST_SCHEMA);
  const { state } = list;
  const { label, hideCompleted } = state.filters;
  const params: CourseListParams = {
    q: state.q || undefined,
    label,
    hideCompleted: hideCompleted || undefined,
    sortBy: state.sortBy,
    orderBy: state.sortBy ? state.orderBy : undefined,
    page: state.page,
    itemsPerPage: state.itemsPerPage,
  };
  const courses = useCourses(params);
  const all = useCourses(ALL_COURSES_QUERY);
  const figures = useMemo(
    () => (all.data ? courseFigures(all.data.courses) : undefined),
    [all.data],
  );
  const [startingOver, setStartingOver] = useState<Course | null>(null);

  // A page past the end (a shared link, courses hidden meanwhile) moves to the last page.
  const total = courses.data?.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / state.itemsPerPage));
  const { setPage } = list;
  useEffect(() => {
    if (courses.data && !courses.isPlaceholderData && state.page > lastPage)
      setPage(lastPage, { replace: true });
  }, [courses.data, courses.isPlaceholderData, state.page, lastPage, setPage]);

  const chips = activeFilters(
    COURSE_LIST_SCHEMA,
    {
      label: { name: t('courses.labelFilter'), value: (tag) => t(`tags.${TAG_KEYS[tag]}`) },
      hideCompleted: { name: t('courses.hideCompleted'), value: () => '' },
    },
    list,
  );
  // A switch's chip reads as the switch does ("Hide completed"), not "name: value".
  const active = chips.map((chip) =>
    chip.key === 'hideCompleted' ? { ...chip, label: t('courses.hideCompleted') } : chip,
  );
  const filtered = active.length > 0 || state.q !== '';

  return { list, courses, figures, total, active, filtered, startingOver, setStartingOver };
}

/** What the courses screen's parts read from its controller. */
export type AcademyCoursesController = ReturnType<typeof useAcademyCourses>;
