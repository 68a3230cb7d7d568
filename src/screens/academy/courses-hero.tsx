import { IconCircleCheck, IconClockHour4, IconProgress, IconSchool } from '@tabler/icons-react';
import type { ReactNode } from 'react';

import { Skeleton } from '@/components/feedback/skeleton';
import { Card } from '@/components/ui/card';
import { toneVariants, type Tone } from '@/components/ui/tone';
import { academyNs } from '@/i18n/ns/academy';
import { useKitTranslation } from '@/i18n/use-kit-translation';
import { cn } from '@/lib/cn';

import { useFormat } from '../shared/format';
import type { CourseFigures } from './course-facts';

export interface CoursesHeroProps {
  /** The learner's name for the greeting; without it, a greeting without a name. */
  name?: string;
  /** Figures over all the learner's courses; undefined while they load. */
  figures: CourseFigures | undefined;
}

function Figure({
  icon,
  tone,
  label,
  value,
}: {
  icon: ReactNode;
  tone: Tone;
  label: string;
  value: string | undefined;
}) {
  return (
    <div className="ee:flex ee:min-w-0 ee:items-center ee:gap-3" data-figure="">
      <span
        aria-hidden
        className={cn(
          toneVariants[tone],
          'ee:flex ee:size-11 ee:shrink-0 ee:items-center ee:justify-center ee:rounded-ee ee:bg-tone/16 ee:text-tone-ink',
        )}
      >
        {icon}
      </span>
      <dl className="ee:m-0 ee:flex ee:min-w-0 ee:flex-col-reverse">
        <dt className="ee:text-[13px] ee:text-muted">{label}</dt>
        <dd className="ee:m-0 ee:text-xl ee:font-medium ee:leading-tight ee:text-heading ee:tabular-nums">
          {value ?? <Skeleton className="ee:inline-block ee:h-6 ee:w-12 ee:align-middle" />}
        </dd>
      </dl>
    </div>
  );
}

/**
 * The welcome card: a greeting, how far the learner is, and hours spent, completed and in progress.
 */
export function CoursesHero({ name, figures }: CoursesHeroProps) {
  const { t } = useKitTranslation(academyNs);
  const f = useFormat();
  const hours =
    figures &&
    new Intl.NumberFormat(f.locale, {
      style: 'unit',
      unit: 'hour',
      unitDisplay: 'narrow',
      maximumFractionDigits: 1,
    }).format(figures.hoursSpent);
  return (
    <Card className="ee:relative ee:overflow-hidden">
      <div className="ee:flex ee:items-center ee:gap-6 ee:p-6">
        <div className="ee:flex ee:min-w-0 ee:flex-1 ee:flex-col ee:gap-5">
          <div>
            <h1 className="ee:m-0 ee:text-2xl ee:font-medium ee:leading-tight ee:text-heading">
              {name ? t('courses.welcome', { name }) : t('courses.welcomeAnonymous')}{' '}
              <span aria-hidden>👋</span>
            </h1>
            <p className="ee:m-0 ee:mt-1.5 ee:max-w-xl ee:text-[15px] ee:text-text">
              {figures ? (
                t('courses.heroText', {
                  done: f.number(figures.completed),
                  total: f.number(figures.total),
                })
              ) : (
                <Skeleton className="ee:inline-block ee:w-72 ee:max-w-full" />
              )}
            </p>
          </div>
          <section
            aria-label={t('courses.figures')}
            className="ee:flex ee:flex-wrap ee:gap-x-10 ee:gap-y-4"
          >
            <Figure
              icon={<IconClockHour4 size={24} />}
              tone="primary"
              label={t('courses.hoursSpent')}
              value={hours}
            />
            <Figure
              icon={<IconCircleCheck size={24} />}
              tone="success"
              label={t('courses.completed')}
              value={figures && f.number(figures.completed)}
            />
            <Figure
              icon={<IconProgress size={24} />}
              tone="warning"
              label={t('courses.inProgress')}
              value={figures && f.number(figures.inProgress)}
            />
          </section>
        </div>
        {/* A picture for the eye: the kit's primary tone behind the academy's icon. */}
        <div
          aria-hidden
          className="ee:tone-primary ee:relative ee:hidden ee:size-40 ee:shrink-0 ee:items-center ee:justify-center ee:md:flex"
        >
          <span className="ee:absolute ee:inset-0 ee:rounded-full ee:bg-tone/10" />
          <span className="ee:absolute ee:inset-5 ee:rounded-full ee:bg-tone/16" />
          <IconSchool size={72} stroke={1.4} className="ee:relative ee:text-tone-ink" />
        </div>
      </div>
    </Card>
  );
}
