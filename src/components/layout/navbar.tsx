import type { ComponentProps } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../../lib/cn';

export const navbarVariants = cva('z-30 flex min-h-16 items-center gap-2 px-4 text-text transition-[background-color,box-shadow]', {
  variants: {
    /** sticky follows the scroll, static scrolls away, hidden is not shown (SPEC.md §4). */
    type: { sticky: 'sticky top-0', static: 'relative', hidden: 'hidden' },
    /** floating: a rounded card above the content (vertical layout); full: an edge-to-edge bar. */
    variant: { floating: 'rounded-b-ee-lg shadow-soft', full: 'border-b border-line' },
    blur: { true: 'bg-surface/88 backdrop-blur-md', false: 'bg-surface' },
  },
  defaultVariants: { type: 'sticky', variant: 'floating', blur: true },
});

export type NavbarProps = ComponentProps<'header'> & VariantProps<typeof navbarVariants>;

/** The app bar: put the hamburger and search at the start, the switchers and menus at the end. */
export function Navbar({ className, type, variant, blur, ...props }: NavbarProps) {
  return <header data-navbar-type={type ?? 'sticky'} data-navbar-blur={blur ?? true} className={cn(navbarVariants({ type, variant, blur }), className)} {...props} />;
}
