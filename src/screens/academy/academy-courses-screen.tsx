import { Page } from '@/components/layout/page';
import { Pagination } from '@/components/table/pagination';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { academyNs } from '@/i18n/ns/academy';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { useFormat } from '../shared/format';
import { AcademyCoursesGrid } from './academy-courses-grid';
import { AcademyCoursesToolbar } from './academy-courses-toolbar';
import { CoursesHero } from './courses-hero';
import { StartOverDialog } from './start-over-dialog';
import { COURSE_PAGE_SIZES, useAcademyCourses } from './use-academy-courses';

export interface AcademyCoursesScreenProps {
  /** The learner's name, for the greeting (e.g. the signed-in user's full name). */
  userName?: string;
}

/**
 * /apps/academy/my-course: a welcome card with the learner's figures, then their courses as
 * cards: search (title or tutor), label, hide completed, sort and paging, all in the URL; each
 * card starts over (after asking) or continues to the course's details.
 */
export function AcademyCoursesScreen({ userName }: AcademyCoursesScreenProps) {
  const { t } = useKitTranslation(academyNs);
  const f = useFormat();
  const { list, courses, figures, total, active, filtered, startingOver, setStartingOver } =
    useAcademyCourses();
  const { state } = list;

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
          <AcademyCoursesToolbar list={list} active={active} filtered={filtered} />
        </CardHeader>
        <CardContent className="ee:flex ee:flex-col ee:gap-6">
          <AcademyCoursesGrid
            list={list}
            courses={courses}
            filtered={filtered}
            onStartOver={setStartingOver}
          />
          {courses.data && total > 0 && (
            <Pagination
              page={state.page}
              pageSize={state.itemsPerPage}
              total={total}
              onPageChange={(p) => list.setPage(p)}
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
