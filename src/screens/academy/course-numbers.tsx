import {
  IconBadgeCc,
  IconChartBar,
  IconClock,
  IconLanguage,
  IconUsers,
  IconVideo,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';

import type { CourseDetails } from '@/api/types/academy';
import { academyNs } from '@/i18n/ns/academy';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { useFormat } from '../shared/format';
import { formatTimeText } from './course-facts';

export interface CourseNumbersProps {
  /** The course whose figures are listed. */
  course: Pick<
    CourseDetails,
    'skillLevel' | 'totalStudents' | 'language' | 'isCaptions' | 'totalLectures' | 'length'
  >;
}

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="ee:flex ee:items-center ee:gap-2">
      <dt className="ee:flex ee:items-center ee:gap-2.5 ee:text-[15px] ee:text-text">
        <span aria-hidden className="ee:inline-flex ee:text-muted">
          {icon}
        </span>
        {label}:
      </dt>
      <dd className="ee:m-0 ee:text-[15px] ee:font-medium ee:text-heading">{children}</dd>
    </div>
  );
}

/** "By the numbers": skill level, students, language and captions; lectures and video length. */
export function CourseNumbers({ course }: CourseNumbersProps) {
  const { t } = useKitTranslation(academyNs);
  const f = useFormat();
  return (
    <section
      aria-labelledby="course-numbers-title"
      className="ee:flex ee:flex-col ee:gap-4 ee:sm:flex-row ee:sm:gap-12"
    >
      <h3
        id="course-numbers-title"
        className="ee:m-0 ee:shrink-0 ee:text-[15px] ee:font-medium ee:text-heading ee:sm:w-36"
      >
        {t('details.numbers')}
      </h3>
      <dl className="ee:m-0 ee:grid ee:flex-1 ee:grid-cols-1 ee:gap-x-12 ee:gap-y-3 ee:md:grid-cols-2">
        <Fact icon={<IconChartBar size={20} />} label={t('details.skillLevel')}>
          <bdi>{course.skillLevel}</bdi>
        </Fact>
        <Fact icon={<IconVideo size={20} />} label={t('details.lectures')}>
          {f.number(course.totalLectures)}
        </Fact>
        <Fact icon={<IconUsers size={20} />} label={t('details.students')}>
          {f.number(course.totalStudents)}
        </Fact>
        <Fact icon={<IconClock size={20} />} label={t('details.length')}>
          <bdi>{formatTimeText(course.length, f.locale)}</bdi>
        </Fact>
        <Fact icon={<IconLanguage size={20} />} label={t('details.language')}>
          <bdi>{course.language}</bdi>
        </Fact>
        <Fact icon={<IconBadgeCc size={20} />} label={t('details.captions')}>
          {course.isCaptions ? t('details.yes') : t('details.no')}
        </Fact>
      </dl>
    </section>
  );
}
