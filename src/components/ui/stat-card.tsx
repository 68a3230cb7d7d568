import { IconTrendingDown, IconTrendingUp } from '@tabler/icons-react';
import type { ComponentProps, ReactNode } from 'react';

import { cx } from '@/lib/cx';

import { useTableText } from '../table/use-table-text';
import { avatarVariants } from './avatar';
import { Card } from './card';
import type { Tone } from './tone';

export type StatCardProps = Omit<ComponentProps<'div'>, 'title'> & {
  /** The figure, already formatted ("1,284", "98.2%"). */
  value: ReactNode;
  /** What the figure counts ("Active devices"). */
  label: ReactNode;
  /**
   * Change against the previous period, in percent: positive is up (green), negative down (red).
   */
  trend?: number;
  /** Reverses the colours, for figures where down is good (faults, downtime). */
  invertTrend?: boolean;
  /** Muted text after the trend ("vs last month") or on its own. */
  subtitle?: ReactNode;
  /** Icon in the tonal square. */
  icon?: ReactNode;
  /** Colour of the icon square. */
  color?: Tone;
};

/**
 * A Vuexy stat card: figure and label, trend in colour, icon in a tonal square, optional subtitle.
 */
export function StatCard({
  value,
  label,
  trend,
  invertTrend = false,
  subtitle,
  icon,
  color = 'primary',
  className,
  ...props
}: StatCardProps) {
  const t = useTableText();
  const up = trend !== undefined && trend >= 0;
  const good = invertTrend ? !up : up;
  const pct =
    trend === undefined
      ? ''
      : `${Math.abs(trend).toLocaleString(undefined, { maximumFractionDigits: 1 })}%`;
  return (
    <Card className={cx('ee:flex ee:items-start ee:gap-4 ee:p-5', className)} {...props}>
      <div className="ee:min-w-0 ee:flex-1">
        <p className="ee:m-0 ee:truncate ee:text-[15px] ee:text-text">{label}</p>
        <div className="ee:mt-1 ee:flex ee:flex-wrap ee:items-baseline ee:gap-x-2">
          <span className="ee:text-[22px] ee:leading-8 ee:font-medium ee:text-heading ee:tabular-nums">
            {value}
          </span>
          {trend !== undefined && (
            <span
              className={cx(
                'ee:inline-flex ee:items-center ee:gap-0.5 ee:text-[15px] ee:font-medium',
                good ? 'ee:tone-success ee:text-tone-ink' : 'ee:tone-error ee:text-tone-ink',
              )}
            >
              {up ? (
                <IconTrendingUp aria-hidden size={16} />
              ) : (
                <IconTrendingDown aria-hidden size={16} />
              )}
              <span className="ee:sr-only">
                {up ? t('stat.up', { value: pct }) : t('stat.down', { value: pct })}
              </span>
              <span aria-hidden>
                {up ? '+' : '−'}
                {pct}
              </span>
            </span>
          )}
        </div>
        {subtitle && <p className="ee:m-0 ee:mt-0.5 ee:text-[13px] ee:text-muted">{subtitle}</p>}
      </div>
      {icon && (
        <span
          aria-hidden
          className={avatarVariants({ size: 'md', shape: 'square', variant: 'tonal', color })}
        >
          {icon}
        </span>
      )}
    </Card>
  );
}

export type StatCardGridProps = ComponentProps<'div'> & {
  /** Cards per row on wide screens (1 on phones, 2 on tablets). */
  columns?: 2 | 3 | 4;
};

const gridCols = {
  2: 'ee:lg:grid-cols-2',
  3: 'ee:lg:grid-cols-3',
  4: 'ee:lg:grid-cols-4',
} as const;

/** The row of stat cards above a list: responsive grid, 1 → 2 → `columns` per row. */
export function StatCardGrid({ columns = 4, className, ...props }: StatCardGridProps) {
  return (
    <div
      className={cx(
        'ee:grid ee:grid-cols-1 ee:gap-6 ee:sm:grid-cols-2',
        gridCols[columns],
        className,
      )}
      {...props}
    />
  );
}
