import {
  IconChevronRight,
  IconCircleCheckFilled,
  IconClock,
  IconPlayerPlay,
  IconRefresh,
  IconSchool,
} from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';

import type { Course } from '@/api/types/academy';
import { Avatar } from '@/components/ui/avatar';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Chip } from '@/components/ui/chip';
import { Progress } from '@/components/ui/progress';
import { Rating } from '@/components/ui/rating';
import { toneVariants } from '@/components/ui/tone';
import { academyNs } from '@/i18n/ns/academy';
import { useKitTranslation } from '@/i18n/use-kit-translation';
import { cn } from '@/lib/cn';

import { useFormat } from '../shared/format';
import { TextLine } from '../shared/text-line';
import { courseLength, isCourseCompleted, progressOf, TAG_KEYS, TAG_TONES } from './course-facts';

export interface CourseCardProps {
  course: Course;
  /** Where "Continue" leads (the course's details). */
  href: string;
  /** Asks to start the course over (the screen confirms). */
  onStartOver: (course: Course) => void;
}

/**
 * One course of the grid: picture, tag, rating, title, description, tutor, length (or
 * "Completed"), progress with its tasks, and Start over / Continue.
 */
export function CourseCard({ course, href, onStartOver }: CourseCardProps) {
  const { t } = useKitTranslation(academyNs);
  const f = useFormat();
  const [pictureFailed, setPictureFailed] = useState(false);
  const completed = isCourseCompleted(course);
  const started = course.completedTasks > 0;
  const tasks = { done: f.number(course.completedTasks), total: f.number(course.totalTasks) };
  const tone = TAG_TONES[course.tags] ?? 'primary';
  // The action names carry the title: every card has the same buttons.
  const go = completed
    ? { label: t('card.review'), name: t('card.reviewOf', { title: course.courseTitle }) }
    : started
      ? { label: t('card.continue'), name: t('card.continueOf', { title: course.courseTitle }) }
      : { label: t('card.start'), name: t('card.startOf', { title: course.courseTitle }) };
  return (
    <Card className="ee:flex ee:h-full ee:flex-col ee:overflow-hidden" data-course={course.id}>
      <div className="ee:p-2 ee:pb-0">
        <div
          className={cn(
            toneVariants[tone],
            'ee:flex ee:aspect-[16/9] ee:items-center ee:justify-center ee:overflow-hidden ee:rounded-ee ee:bg-tone/16 ee:text-tone-ink',
          )}
        >
          {course.image && !pictureFailed ? (
            <img
              src={course.image}
              alt=""
              onError={() => setPictureFailed(true)}
              className="ee:size-full ee:object-cover"
            />
          ) : (
            <IconSchool aria-hidden size={56} stroke={1.5} />
          )}
        </div>
      </div>
      <div className="ee:flex ee:flex-1 ee:flex-col ee:gap-3 ee:p-5">
        <div className="ee:flex ee:flex-wrap ee:items-center ee:justify-between ee:gap-2">
          <Chip color={tone}>{t(`tags.${TAG_KEYS[course.tags] ?? 'web'}`)}</Chip>
          <Rating size="sm" value={course.rating} count={course.ratingCount} />
        </div>
        <div className="ee:min-w-0">
          <h3 className="ee:m-0 ee:text-lg ee:font-medium ee:leading-snug ee:text-heading">
            <TextLine>{course.courseTitle}</TextLine>
          </h3>
          <TextLine className="ee:mt-1 ee:line-clamp-2 ee:text-[15px] ee:text-text">
            {course.desc}
          </TextLine>
        </div>
        <div className="ee:flex ee:items-center ee:gap-2 ee:text-[13px] ee:text-muted">
          <Avatar size="xs" src={course.tutorImg} name={course.user} alt="" />
          <span className="ee:sr-only">{t('card.tutor')}: </span>
          <TextLine truncate className="ee:min-w-0 ee:flex-1" title={course.user}>
            {course.user}
          </TextLine>
        </div>
        <div className="ee:mt-auto ee:flex ee:flex-col ee:gap-2">
          {completed ? (
            <p className="ee:m-0 ee:flex ee:items-center ee:gap-1.5 ee:tone-success ee:text-[15px] ee:font-medium ee:text-tone-ink">
              <IconCircleCheckFilled aria-hidden size={18} />
              {t('card.completed')}
            </p>
          ) : (
            <p className="ee:m-0 ee:flex ee:items-center ee:gap-1.5 ee:text-[15px] ee:text-heading">
              <IconClock aria-hidden size={18} className="ee:text-muted" />
              <span className="ee:sr-only">{t('card.duration')}: </span>
              <bdi>{courseLength(course.time, f.locale)}</bdi>
            </p>
          )}
          <div className="ee:flex ee:items-center ee:gap-3">
            <Progress
              value={progressOf(course) * 100}
              color={completed ? 'success' : 'primary'}
              aria-label={t('card.tasksLabel', tasks)}
              className="ee:flex-1"
            />
            <span aria-hidden className="ee:shrink-0 ee:text-[13px] ee:text-muted ee:tabular-nums">
              {t('card.tasks', tasks)}
            </span>
          </div>
        </div>
        <div className="ee:flex ee:flex-wrap ee:gap-2">
          {started && (
            <Button
              variant="tonal"
              color="secondary"
              className="ee:flex-1"
              startIcon={<IconRefresh aria-hidden size={18} />}
              aria-label={t('card.startOverOf', { title: course.courseTitle })}
              onClick={() => onStartOver(course)}
            >
              {t('card.startOver')}
            </Button>
          )}
          <Link
            to={href}
            aria-label={go.name}
            className={buttonVariants({ variant: 'tonal', className: 'ee:flex-1' })}
          >
            {started ? null : <IconPlayerPlay aria-hidden size={18} />}
            {go.label}
            {started && <IconChevronRight aria-hidden size={18} className="ee:rtl:rotate-180" />}
          </Link>
        </div>
      </div>
    </Card>
  );
}
