import type { ComponentProps, ReactNode } from 'react';

import { cx } from '@/lib/cx';

import { toneVariants, type Tone } from './tone';

export type TimelineProps = ComponentProps<'ol'>;

/** A vertical timeline: an ordered list of TimelineItems joined by a line on the start side. */
export function Timeline({ className, ...props }: TimelineProps) {
  return <ol className={cx('ee:m-0 ee:list-none ee:p-0', className)} {...props} />;
}

export type TimelineItemProps = Omit<ComponentProps<'li'>, 'title'> & {
  /** The event, in one line. */
  title: ReactNode;
  /** When it happened, at the end of the title row (already formatted). */
  time?: ReactNode;
  /** Machine-readable date of `time` (ISO), for a `<time>` element. */
  dateTime?: string;
  /** Colour of the dot. */
  tone?: Tone;
  /** `solid`: a filled dot (done, current); `outline`: a ring (still to come). */
  variant?: 'solid' | 'outline';
  /** Icon drawn instead of the dot. */
  icon?: ReactNode;
};

/**
 * One event of a Timeline: a dot in a tone, the title with its time, and the description
 * (children).
 */
export function TimelineItem({
  className,
  title,
  time,
  dateTime,
  tone = 'primary',
  variant = 'solid',
  icon,
  children,
  ...props
}: TimelineItemProps) {
  const Time = dateTime ? 'time' : 'span';
  return (
    <li
      className={cx(
        'ee:group/timeline ee:relative ee:ps-8 ee:pb-6 ee:last:pb-0',
        toneVariants[tone],
        className,
      )}
      {...props}
    >
      {/* The line down to the next item's dot. */}
      <span
        aria-hidden
        className="ee:absolute ee:start-[7px] ee:top-5 ee:-bottom-0 ee:w-px ee:bg-line ee:group-last/timeline:hidden"
      />
      {icon ? (
        <span
          aria-hidden
          className="ee:absolute ee:-start-1 ee:top-0 ee:inline-flex ee:size-6 ee:items-center ee:justify-center ee:rounded-full ee:bg-tone/16 ee:text-tone-ink ee:[&_svg]:size-3.5"
        >
          {icon}
        </span>
      ) : (
        <span
          aria-hidden
          className={cx(
            'ee:absolute ee:start-0.5 ee:top-1 ee:size-3 ee:rounded-full ee:shadow-[0_0_0_3px_color-mix(in_srgb,var(--ee-tone)_16%,transparent)]',
            variant === 'solid'
              ? 'ee:bg-tone-solid'
              : 'ee:border-2 ee:border-tone-solid ee:bg-surface',
          )}
        />
      )}
      <div className="ee:flex ee:flex-wrap ee:items-baseline ee:justify-between ee:gap-x-3 ee:gap-y-0.5">
        <div className="ee:min-w-0 ee:font-medium ee:text-heading">{title}</div>
        {time && (
          <Time
            {...(dateTime ? { dateTime } : {})}
            className="ee:shrink-0 ee:text-[13px] ee:text-muted"
          >
            {time}
          </Time>
        )}
      </div>
      {children && (
        <div className="ee:mt-1 ee:text-[15px] ee:leading-relaxed ee:text-text">{children}</div>
      )}
    </li>
  );
}
