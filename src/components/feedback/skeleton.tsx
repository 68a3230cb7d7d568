import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';

import { cn } from '@/lib/cn';

export const skeletonVariants = cva(
  'ee:block ee:animate-pulse ee:bg-heading/10 ee:motion-reduce:animate-none',
  {
    variants: {
      variant: {
        line: 'ee:h-3.5 ee:w-full ee:rounded-[4px]',
        circle: 'ee:size-10 ee:shrink-0 ee:rounded-full',
        block: 'ee:h-24 ee:w-full ee:rounded-ee',
      },
    },
    defaultVariants: { variant: 'line' },
  },
);

export type SkeletonProps = ComponentProps<'span'> & VariantProps<typeof skeletonVariants>;

/**
 * A placeholder in the shape of content that is loading. Hidden from assistive technology:
 * announce the loading state once on the container (e.g. aria-busy) instead.
 */
export function Skeleton({ className, variant, ...props }: SkeletonProps) {
  return <span aria-hidden className={cn(skeletonVariants({ variant }), className)} {...props} />;
}

export type SkeletonTextProps = ComponentProps<'span'> & {
  /** How many lines; the last one is shorter, like a paragraph's. */
  lines?: number;
};

/** A paragraph of skeleton lines. */
export function SkeletonText({ className, lines = 3, ...props }: SkeletonTextProps) {
  return (
    <span
      aria-hidden
      className={cn('ee:flex ee:w-full ee:flex-col ee:gap-2.5', className)}
      {...props}
    >
      {Array.from({ length: lines }, (_, i) => (
        <Skeleton key={i} className={i === lines - 1 && lines > 1 ? 'ee:w-3/5' : undefined} />
      ))}
    </span>
  );
}
