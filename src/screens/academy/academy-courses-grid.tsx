import { IconFilterOff, IconSchool } from '@tabler/icons-react';
import type { ReactNode } from 'react';

import type { Course } from '@/api/types/academy';
import { EmptyState } from '@/components/feedback/empty-state';
import { ErrorState } from '@/components/feedback/error-state';
import { Skeleton } from '@/components/feedback/skeleton';
import { Button } from '@/components/ui/button';
import { academyNs } from '@/i18n/ns/academy';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { useScreenPaths, withQuery } from '../paths';
import { CourseCard } from './course-card';
import type { AcademyCoursesController } from './use-academy-courses';

export interface AcademyCoursesGridProps extends Pick<
  AcademyCoursesController,
  'list' | 'courses' | 'filtered'
> {
  onStartOver: (course: Course) => void;
}

/**
 * The courses as cards, three, two or one to a row; skeleton cards while loading, an error with a
 * retry, and an empty state that offers to clear the filters when they hid every course.
 */
export function AcademyCoursesGrid({
  list,
  courses,
  filtered,
  onStartOver,
}: AcademyCoursesGridProps) {
  const { t } = useKitTranslation(academyNs);
  const paths = useScreenPaths();
  const { state } = list;
  const detailsOf = (course: Course) =>
    withQuery(paths.academyCourseDetails, { courseId: course.id });

  let body: ReactNode;
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
            <CourseCard course={course} href={detailsOf(course)} onStartOver={onStartOver} />
          </li>
        ))}
      </ul>
    );
  }

  return body;
}
