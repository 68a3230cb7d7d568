import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps, ReactNode } from 'react';

import { cx } from '@/lib/cx';

import { toneVariants } from './tone';
import { useCommonText } from './use-common-text';

const circularVariants = cva(
  'ee:relative ee:inline-flex ee:shrink-0 ee:items-center ee:justify-center',
  {
    variants: { color: toneVariants },
    defaultVariants: { color: 'primary' },
  },
);

export type CircularProgressProps = Omit<ComponentProps<'div'>, 'color' | 'children'> &
  VariantProps<typeof circularVariants> & {
    /** 0…100; `null` or omitted: indeterminate (a spinning arc). */
    value?: number | null;
    /** Diameter in px. */
    size?: number;
    /** Stroke width in px. */
    thickness?: number;
    /** Text in the centre; defaults to the percentage when the circle is large enough (≥ 40px). */
    label?: ReactNode;
  };

/** A circular progress ring with the value (or any label) in its centre. */
export function CircularProgress({
  className,
  color,
  value = null,
  size = 56,
  thickness = 4,
  label,
  ...props
}: CircularProgressProps) {
  const t = useCommonText();
  const indeterminate = value === null;
  const percent = indeterminate ? 25 : Math.min(100, Math.max(0, value));
  const radius = (size - thickness) / 2;
  const circumference = 2 * Math.PI * radius;
  const centre = label ?? (!indeterminate && size >= 40 ? `${Math.round(percent)}%` : null);
  return (
    <div
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={indeterminate ? undefined : Math.round(percent)}
      aria-label={props['aria-labelledby'] ? undefined : t('ui.progress')}
      className={cx(circularVariants({ color }), className)}
      style={{ width: size, height: size }}
      {...props}
    >
      <svg
        aria-hidden
        width={size}
        height={size}
        viewBox={`0 0 ${size} ${size}`}
        className={cx(
          'ee:-rotate-90',
          indeterminate && 'ee:animate-spin ee:motion-reduce:[animation-duration:3s]',
        )}
      >
        <circle
          cx={size / 2}
          cy={size / 2}
          r={radius}
          fill="none"
          strokeWidth={thickness}
          className="ee:stroke-tone/16"
        />
        <circle
          cx={size / 2}
          cy={size / 2}
          r={radius}
          fill="none"
          strokeWidth={thickness}
          strokeLinecap="round"
          strokeDasharray={circumference}
          strokeDashoffset={circumference * (1 - percent / 100)}
          className="ee:stroke-tone-solid ee:transition-[stroke-dashoffset] ee:duration-300 ee:motion-reduce:transition-none"
        />
      </svg>
      {centre !== null && (
        <span className="ee:absolute ee:inset-0 ee:flex ee:items-center ee:justify-center ee:text-[13px] ee:font-medium ee:text-heading">
          {centre}
        </span>
      )}
    </div>
  );
}
