import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';

import { cn } from '@/lib/cn';

/**
 * The content of a screen inside the shell: its padding (narrower on a phone) and the gap between
 * its cards. Every screen starts with it, so a change of rhythm is made once. `grid` lays the
 * cards out in columns the screen names (`ee:lg:grid-cols-[…]` in `className`).
 */
export const pageVariants = cva('ee:gap-6 ee:p-4 ee:sm:p-6', {
  variants: {
    layout: {
      stack: 'ee:flex ee:flex-col',
      grid: 'ee:grid',
    },
  },
  defaultVariants: { layout: 'stack' },
});

export type PageProps = ComponentProps<'div'> & VariantProps<typeof pageVariants>;

/** A screen's page: its cards one under the other (or in the columns of `layout="grid"`). */
export function Page({ layout, className, ...props }: PageProps) {
  return <div className={cn(pageVariants({ layout }), className)} {...props} />;
}
