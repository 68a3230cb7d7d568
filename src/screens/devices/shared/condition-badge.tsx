import type { TFunction } from 'i18next';
import type { ComponentProps } from 'react';

import type { DeviceCondition } from '@/api/types/devices';
import { toneVariants, type Tone } from '@/components/ui/tone';
import { devicesNs } from '@/i18n/ns/devices';
import { perTranslator } from '@/i18n/per-translator';
import { useKitTranslation } from '@/i18n/use-kit-translation';
import { cn } from '@/lib/cn';

// Static class strings and styles: a table renders five bars per row.
const BAR_ON = 'ee:w-[5px] ee:rounded-[1px] ee:bg-tone-solid';
const BAR_OFF = 'ee:w-[5px] ee:rounded-[1px] ee:bg-heading/15';
const BAR_STYLE: Record<number, { height: number }> = {
  1: { height: 8 },
  2: { height: 10 },
  3: { height: 12 },
  4: { height: 14 },
  5: { height: 16 },
};

/** Grade 1 (good) … 5 (replace) → colour. */
export const CONDITION_TONE: Record<DeviceCondition, Tone> = {
  1: 'success',
  2: 'success',
  3: 'warning',
  4: 'error',
  5: 'error',
};

/**
 * How many of the five bars a grade fills: the grades count down from good (1) to replace (5),
 * the bars count up, as a signal meter does, so a good device reads full (5 bars) and one to
 * replace reads nearly empty (1 bar).
 */
export function conditionBars(grade: DeviceCondition): number {
  return 6 - grade;
}

export type ConditionBadgeProps = Omit<ComponentProps<'span'>, 'children'> & {
  /** Condition grade: 1 good … 5 replace. */
  grade: DeviceCondition;
  /** Shows only the five bars and the digit, the label goes to a tooltip (dense tables). */
  compact?: boolean;
};

/**
 * A condition grade: a five-bar meter that is full when good and nearly empty to replace, the digit
 * and its translated meaning.
 */
export function ConditionBadge(props: ConditionBadgeProps) {
  const { t } = useKitTranslation(devicesNs);
  return <ConditionBadgeView {...props} t={t} />;
}

/**
 * ConditionBadge without hooks, given the `devices` translator: table cells render it for every
 * row, where a `useTranslation` per cell is most of a page's render time.
 */
export function ConditionBadgeView({
  grade,
  compact = false,
  className,
  t,
  ...props
}: ConditionBadgeProps & { t: TFunction<'ee-devices'> }) {
  const { full, name } = perTranslator(t, `condition-badge.${grade}`, () => {
    const label = t(`condition.${grade}`);
    return {
      full: t('condition.grade', { grade, label }),
      name: `${t('condition.label')} ${grade} · ${label}`,
    };
  });
  const filled = conditionBars(grade);
  // Compact: a graphic named by its grade, as a star rating is (role img). Screen-reader-only
  // spans would do the same with two clipped boxes per badge, which a 100-row page pays at paint.
  const a11y = compact ? { role: 'img', 'aria-label': name, title: full } : {};
  return (
    <span
      className={cn(
        toneVariants[CONDITION_TONE[grade]],
        `ee:inline-flex ee:items-center ee:gap-2 ee:whitespace-nowrap ee:text-[13px] ee:font-medium ee:text-tone-ink`,
        className,
      )}
      data-grade={grade}
      data-bars={filled}
      {...a11y}
      {...props}
    >
      <span aria-hidden className="ee:inline-flex ee:items-end ee:gap-[2px]">
        {[1, 2, 3, 4, 5].map((i) => (
          <span key={i} className={i <= filled ? BAR_ON : BAR_OFF} style={BAR_STYLE[i]} />
        ))}
      </span>
      {compact ? <span aria-hidden>{grade}</span> : <span>{full}</span>}
    </span>
  );
}
