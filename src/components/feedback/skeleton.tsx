import type { ComponentProps } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../../lib/cn';

export const skeletonVariants = cva('block animate-pulse bg-heading/10 motion-reduce:animate-none', {
  variants: {
    variant: {
      line: 'h-3.5 w-full rounded-[4px]',
      circle: 'size-10 shrink-0 rounded-full',
      block: 'h-24 w-full rounded-ee',
    },
  },
  defaultVariants: { variant: 'line' },
});

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
    <span aria-hidden className={cn('flex w-full flex-col gap-2.5', className)} {...props}>
      {Array.from({ length: lines }, (_, i) => (
        <Skeleton key={i} className={i === lines - 1 && lines > 1 ? 'w-3/5' : undefined} />
      ))}
    </span>
  );
}
