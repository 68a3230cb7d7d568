import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';

import { cn } from '@/lib/cn';

export const navbarVariants = cva(
  'ee:z-30 ee:flex ee:min-h-16 ee:items-center ee:gap-2 ee:px-4 ee:text-text ee:transition-[background-color,box-shadow]',
  {
    variants: {
      /** sticky follows the scroll, static scrolls away, hidden is not shown (docs/spec.md §4). */
      type: { sticky: 'ee:sticky ee:top-0', static: 'ee:relative', hidden: 'ee:hidden' },
      /**
       * floating: a rounded card above the content (vertical layout); full: an edge-to-edge bar.
       */
      variant: {
        floating: 'ee:rounded-b-ee-lg ee:shadow-soft',
        full: 'ee:border-b ee:border-line',
      },
      blur: { true: 'ee:bg-surface/88 ee:backdrop-blur-md', false: 'ee:bg-surface' },
    },
    defaultVariants: { type: 'sticky', variant: 'floating', blur: true },
  },
);

export type NavbarProps = ComponentProps<'header'> & VariantProps<typeof navbarVariants>;

/** The app bar: put the hamburger and search at the start, the switchers and menus at the end. */
export function Navbar({ className, type, variant, blur, ...props }: NavbarProps) {
  return (
    <header
      data-navbar-type={type ?? 'sticky'}
      data-navbar-blur={blur ?? true}
      className={cn(navbarVariants({ type, variant, blur }), className)}
      {...props}
    />
  );
}
