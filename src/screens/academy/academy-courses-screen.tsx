import { IconFilterOff, IconSchool } from '@tabler/icons-react';
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
import { EmptyState } from '@/components/feedback/empty-state';
import { ErrorState } from '@/components/feedback/error-state';
import { Skeleton } from '@/components/feedback/skeleton';
import { FilterBar, type ActiveFilter } from '@/components/filter/filter-bar';
import { filterParam, type ListSchema } from '@/components/filter/list-state';
import { SearchInput } from '@/components/filter/search-input';
import { SelectFilter } from '@/components/filter/select-filter';
import { useListState } from '@/components/filter/use-list-state';
import { Switch } from '@/components/form/switch';
import { Page } from '@/components/layout/page';
import { Pagination } from '@/components/table/pagination';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { academyNs } from '@/i18n/ns/academy';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { useScreenPaths, withQuery } from '../paths';
import { useFormat } from '../shared/format';
import { CourseCard } from './course-card';
import { courseFigures, TAG_KEYS } from './course-facts';
import { CoursesHero } from './courses-hero';
import { StartOverDialog } from './start-over-dialog';

export interface AcademyCoursesScreenProps {
  /** The learner's name, for the greeting (e.g. the signed-in user's full name). */
  userName?: string;
}

type CourseFilters = {
  label: CourseTag;
  hideCompleted: boolean;
};

/** Cards sit three, two or one to a row: pages of 6 fill whole rows. */
const COURSE_PAGE_SIZES = [6, 12, 24, 48] as const;

const COURSE_LIST_SCHEMA: ListSchema<CourseFilters, CourseSortKey> = {
  filters: { label: filterParam.oneOf(COURSE_TAGS), hideCompleted: filterParam.bool() },
  sortKeys: COURSE_SORT_KEYS,
  pageSizes: COURSE_PAGE_SIZES,
};

/** Every course, for the welcome card's figures. */
const ALL_COURSES_QUERY: CourseListParams = { itemsPerPage: -1 };

type SortChoice = `${CourseSortKey}:${'asc' | 'desc'}`;

/**
 * /apps/academy/my-course: a welcome card with the learner's figures, then their courses as
 * cards: search (title or tutor), label, hide completed, sort and paging, all in the URL; each
 * card starts over (after asking) or continues to the course's details.
 */
export function AcademyCoursesScreen({ userName }: AcademyCoursesScreenProps) {
  const { t } = useKitTranslation(academyNs);
  const f = useFormat();
  const paths = useScreenPaths();
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

  const active: ActiveFilter[] = [];
  if (label)
    active.push({
      key: 'label',
      label: `${t('courses.labelFilter')}: ${t(`tags.${TAG_KEYS[label]}`)}`,
      onRemove: () => list.setFilter('label', undefined),
    });
  if (hideCompleted)
    active.push({
      key: 'hideCompleted',
      label: t('courses.hideCompleted'),
      onRemove: () => list.setFilter('hideCompleted', undefined),
    });
  const filtered = active.length > 0 || state.q !== '';

  const detailsOf = (course: Course) =>
    withQuery(paths.academyCourseDetails, { courseId: course.id });

  let body;
  if (courses.isError && !courses.data) {
    body = (
      <ErrorState
        titleAs="h3"
        title={t('courses.errorTitle')}
        message={courses.error.message}
        onRetry={() => void courses.refetch()}
        retrying={courses.isFetching}
      />
    );
  } else if (!courses.data) {
    body = (
      <ul
        aria-hidden
        className="ee:m-0 ee:grid ee:list-none ee:grid-cols-1 ee:gap-6 ee:p-0 ee:sm:grid-cols-2 ee:xl:grid-cols-3"
      >
        {Array.from({ length: Math.min(state.itemsPerPage, 6) }, (_, i) => (
          <li
            key={i}
            className="ee:flex ee:flex-col ee:gap-3 ee:rounded-ee ee:border ee:border-line ee:p-2"
          >
            <Skeleton variant="block" className="ee:aspect-[16/9] ee:h-auto" />
            <div className="ee:flex ee:flex-col ee:gap-3 ee:p-3">
              <Skeleton className="ee:w-1/3" />
              <Skeleton className="ee:h-5 ee:w-3/4" />
              <Skeleton />
              <Skeleton className="ee:h-1.5" />
            </div>
          </li>
        ))}
      </ul>
    );
  } else if (courses.data.courses.length === 0) {
    body = filtered ? (
      <EmptyState
        icon={<IconFilterOff aria-hidden size={28} />}
        title={t('courses.emptyTitle')}
        description={t('courses.emptyHint')}
        action={
          <Button variant="tonal" onClick={list.clearFilters}>
            {t('courses.clearFilters')}
          </Button>
        }
      />
    ) : (
      <EmptyState
        icon={<IconSchool aria-hidden size={28} />}
        title={t('courses.noCoursesTitle')}
        description={t('courses.noCoursesHint')}
      />
    );
  } else {
    body = (
      <ul
        aria-label={t('courses.gridLabel')}
        aria-busy={courses.isPlaceholderData || undefined}
        className="ee:m-0 ee:grid ee:list-none ee:grid-cols-1 ee:gap-6 ee:p-0 ee:sm:grid-cols-2 ee:xl:grid-cols-3"
      >
        {courses.data.courses.map((course) => (
          <li key={course.id} className="ee:min-w-0">
            <CourseCard course={course} href={detailsOf(course)} onStartOver={setStartingOver} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <Page>
      <CoursesHero name={userName} figures={figures} />
      <Card>
        <CardHeader
          title={t('courses.listTitle')}
          subtitle={
            courses.data ? t('courses.listSubtitle', { count: f.number(total) }) : undefined
          }
        >
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
        </CardHeader>
        <CardContent className="ee:flex ee:flex-col ee:gap-6">
          {body}
          {courses.data && total > 0 && (
            <Pagination
              page={state.page}
              pageSize={state.itemsPerPage}
              total={total}
              onPageChange={(p) => setPage(p)}
              onPageSizeChange={list.setItemsPerPage}
              pageSizes={COURSE_PAGE_SIZES}
            />
          )}
        </CardContent>
      </Card>
      <StartOverDialog course={startingOver} onClose={() => setStartingOver(null)} />
    </Page>
  );
}
