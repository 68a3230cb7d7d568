import { IconStarFilled } from '@tabler/icons-react';
import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';

import { commonNs } from '@/i18n/ns/common';
import { useKitTranslation } from '@/i18n/use-kit-translation';
import { cx } from '@/lib/cx';

export const ratingVariants = cva('ee:inline-flex ee:items-center ee:gap-1.5 ee:align-middle', {
  variants: {
    size: {
      sm: 'ee:text-[13px] ee:[&_svg]:size-4',
      md: 'ee:text-[15px] ee:[&_svg]:size-5',
      lg: 'ee:text-[17px] ee:[&_svg]:size-6',
    },
  },
  defaultVariants: { size: 'md' },
});

export type RatingProps = Omit<ComponentProps<'span'>, 'children'> &
  VariantProps<typeof ratingVariants> & {
    /** The rating, 0…max; drawn to the nearest half star, named to one decimal. */
    value: number;
    /** Number of stars. */
    max?: number;
    /** How many ratings it is made of, shown after the stars. */
    count?: number;
  };

/** One star: empty, half (the start half filled, so it mirrors in rtl) or full. */
function Star({ fill }: { fill: 0 | 0.5 | 1 }) {
  return (
    <span className="ee:relative ee:inline-flex">
      <IconStarFilled aria-hidden className="ee:text-heading/15" />
      {fill > 0 && (
        <span
          className={cx(
            'ee:absolute ee:inset-y-0 ee:start-0 ee:inline-flex ee:overflow-hidden',
            fill === 1 ? 'ee:w-full' : 'ee:w-1/2',
          )}
        >
          <IconStarFilled aria-hidden className="ee:shrink-0 ee:text-warning" />
        </span>
      )}
    </span>
  );
}

/**
 * A read-only star rating drawn to the nearest half star, named for assistive technology with
 * the rating itself to one decimal ("2.9 out of 5", in the user's language: the figure a screen
 * prints beside the stars); optionally the number of ratings after it.
 */
export function Rating({ value, max = 5, count, size, className, ...props }: RatingProps) {
  const { t, language } = useKitTranslation(commonNs);
  const clamped = Math.min(max, Math.max(0, Number.isFinite(value) ? value : 0));
  const halves = Math.round(clamped * 2) / 2;
  const number = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
  return (
    <span className={cx(ratingVariants({ size }), className)} {...props}>
      {/* Named by the value, not the drawing: 2.9 drawn as three stars is still 2.9 to a listener. */}
      <span
        role="img"
        aria-label={t('rating.label', { value: number.format(clamped), max: number.format(max) })}
        className="ee:inline-flex ee:gap-0.5"
      >
        {Array.from({ length: max }, (_, i) => (
          <Star key={i} fill={halves >= i + 1 ? 1 : halves === i + 0.5 ? 0.5 : 0} />
        ))}
      </span>
      {count !== undefined && (
        <span className="ee:text-muted">
          <span aria-hidden>({number.format(count)})</span>
          <span className="ee:sr-only">{t('rating.count', { total: number.format(count) })}</span>
        </span>
      )}
    </span>
  );
}
