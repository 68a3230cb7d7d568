import * as ProgressPrimitive from '@radix-ui/react-progress';
import { cva, type VariantProps } from 'class-variance-authority';
import { useEffect, useId, useRef, type ComponentProps, type ReactNode } from 'react';

import { cx } from '@/lib/cx';

import { toneVariants } from './tone';
import { useCommonText } from './use-common-text';

export const progressVariants = cva(
  'ee:relative ee:w-full ee:overflow-hidden ee:rounded-full ee:bg-tone/16',
  {
    variants: {
      size: { sm: 'ee:h-1', md: 'ee:h-1.5', lg: 'ee:h-2.5' },
      color: toneVariants,
    },
    defaultVariants: { size: 'md', color: 'primary' },
  },
);

/**
 * Slides the indeterminate segment across the track (Web Animations: no global keyframes needed).
 */
function useSlide(ref: React.RefObject<HTMLElement | null>, active: boolean) {
  useEffect(() => {
    const el = ref.current;
    if (!el || !active || typeof el.animate !== 'function') return;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    const s = getComputedStyle(el).direction === 'rtl' ? -1 : 1;
    const animation = el.animate(
      [{ transform: `translateX(${-100 * s}%)` }, { transform: `translateX(${250 * s}%)` }],
      {
        duration: 1400,
        iterations: Infinity,
        easing: 'ee:ease-in-out',
      },
    );
    return () => animation.cancel();
  }, [ref, active]);
}

export type ProgressProps = Omit<ComponentProps<typeof ProgressPrimitive.Root>, 'color' | 'value'> &
  VariantProps<typeof progressVariants> & {
    /** 0…max; `null` or omitted: indeterminate (a sliding segment). */
    value?: number | null;
    /** A visible label above the bar; also its accessible name. */
    label?: ReactNode;
    /** Shows the percentage at the end of the label row. */
    showValue?: boolean;
  };

/** A linear progress bar, determinate or indeterminate, in six colours. */
export function Progress({
  className,
  size,
  color,
  value = null,
  max = 100,
  label,
  showValue = false,
  ...props
}: ProgressProps) {
  const t = useCommonText();
  const labelId = useId();
  const indicator = useRef<HTMLDivElement>(null);
  const indeterminate = value === null;
  useSlide(indicator, indeterminate);
  const percent = indeterminate ? 0 : Math.min(100, Math.max(0, (value / max) * 100));
  const named = label
    ? { 'aria-labelledby': labelId }
    : { 'aria-label': props['aria-label'] ?? t('ui.progress') };
  return (
    <div className={cx('ee:w-full', className)}>
      {(label || (showValue && !indeterminate)) && (
        <div className="ee:mb-1.5 ee:flex ee:items-center ee:justify-between ee:gap-3 ee:text-[13px]">
          <span id={labelId} className="ee:text-heading">
            {label}
          </span>
          {showValue && !indeterminate && (
            <span className="ee:font-medium ee:text-heading">{Math.round(percent)}%</span>
          )}
        </div>
      )}
      <ProgressPrimitive.Root
        value={value}
        max={max}
        className={progressVariants({ size, color })}
        {...props}
        {...named}
      >
        <ProgressPrimitive.Indicator
          ref={indicator}
          className={cx(
            'ee:h-full ee:rounded-full ee:bg-tone-solid',
            indeterminate
              ? 'ee:w-2/5'
              : 'ee:transition-[width] ee:duration-300 ee:motion-reduce:transition-none',
          )}
          style={indeterminate ? undefined : { width: `${percent}%` }}
        />
      </ProgressPrimitive.Root>
    </div>
  );
}
