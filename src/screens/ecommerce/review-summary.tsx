import { IconTrendingDown, IconTrendingUp } from '@tabler/icons-react';

import { Skeleton, SkeletonText } from '@/components/feedback/skeleton';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Chip } from '@/components/ui/chip';
import { Progress } from '@/components/ui/progress';
import { Rating } from '@/components/ui/rating';
import { ecommerceNs } from '@/i18n/ns/ecommerce';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { useFormat } from '../shared/format';
import { LazyReviewWeeklyChart } from './lazy-charts';
import type { ReviewFigures } from './review-stats';

export interface ReviewSummaryProps {
  /** Figures over every review; undefined while they load. */
  figures: ReviewFigures | undefined;
}

/**
 * Two cards over the reviews: the average and how the ratings spread, and reviews per week with
 * this week against the last.
 */
export function ReviewSummary({ figures }: ReviewSummaryProps) {
  const { t } = useKitTranslation(ecommerceNs);
  const f = useFormat();
  const change =
    figures && figures.lastWeek ? (figures.thisWeek - figures.lastWeek) / figures.lastWeek : null;
  return (
    <div className="ee:grid ee:grid-cols-1 ee:gap-6 ee:lg:grid-cols-2">
      <Card data-summary="ratings">
        <CardHeader title={t('reviews.summaryTitle')} />
        <CardContent className="ee:grid ee:items-center ee:gap-6 ee:sm:grid-cols-[auto_1fr]">
          {figures ? (
            <>
              <div className="ee:flex ee:flex-col ee:items-start ee:gap-2 ee:sm:border-e ee:sm:border-line ee:sm:pe-6">
                <p className="ee:m-0 ee:flex ee:items-baseline ee:gap-2">
                  <span className="ee:text-[32px] ee:font-medium ee:leading-none ee:text-primary-ink ee:tabular-nums">
                    {f.number(figures.average, 1)}
                  </span>
                  <span className="ee:text-[15px] ee:text-muted">
                    {t('reviews.outOf', { max: f.number(5) })}
                  </span>
                </p>
                <Rating value={figures.average} size="lg" />
                <p className="ee:m-0 ee:text-[15px] ee:text-muted">
                  {t('reviews.total', { count: f.number(figures.count) })}
                </p>
              </div>
              <ul
                aria-label={t('reviews.distribution')}
                className="ee:m-0 ee:flex ee:list-none ee:flex-col ee:gap-2 ee:p-0"
              >
                {figures.byStars.map(({ stars, count }) => (
                  <li
                    key={stars}
                    className="ee:grid ee:grid-cols-[4.5rem_1fr_2.5rem] ee:items-center ee:gap-3 ee:text-[13px]"
                  >
                    <span className="ee:whitespace-nowrap ee:text-heading">
                      {t('reviews.stars', { count: f.number(stars) })}
                    </span>
                    <Progress
                      value={count}
                      max={Math.max(1, figures.count)}
                      size="sm"
                      aria-label={t('reviews.starsShare', {
                        count: stars,
                        stars: f.number(stars),
                        reviews: f.number(count),
                      })}
                    />
                    <span className="ee:text-end ee:tabular-nums ee:text-muted">
                      {f.number(count)}
                    </span>
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <>
              <Skeleton className="ee:h-20 ee:w-36" />
              <SkeletonText lines={5} />
            </>
          )}
        </CardContent>
      </Card>
      <Card data-summary="weekly">
        <CardHeader
          title={t('reviews.statsTitle')}
          subtitle={
            figures ? t('reviews.newThisWeek', { count: f.number(figures.thisWeek) }) : undefined
          }
          actions={
            figures && change !== null ? (
              <Chip
                color={change >= 0 ? 'success' : 'error'}
                icon={change >= 0 ? <IconTrendingUp /> : <IconTrendingDown />}
              >
                {t('reviews.vsLastWeek', {
                  percent: f.percent(Math.abs(change)),
                  direction: change >= 0 ? '+' : '−',
                })}
              </Chip>
            ) : undefined
          }
        />
        <CardContent>
          {figures ? (
            <LazyReviewWeeklyChart weeks={figures.weeks} />
          ) : (
            <Skeleton variant="block" style={{ height: 180 }} />
          )}
        </CardContent>
      </Card>
    </div>
  );
}
