import { IconLoader2 } from '@tabler/icons-react';
import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';

import { cn } from '@/lib/cn';

import { toneVariants } from './tone';

export const iconButtonVariants = cva(
  'ee:inline-flex ee:shrink-0 ee:items-center ee:justify-center ee:transition-[background-color,box-shadow,color] ee:duration-150 ee:disabled:pointer-events-none ee:disabled:opacity-60 ee:cursor-pointer ee:select-none ee:[&_svg]:shrink-0',
  {
    variants: {
      variant: {
        solid: 'ee:bg-tone-solid ee:text-white ee:shadow-soft ee:hover:brightness-95',
        tonal: 'ee:bg-tone/16 ee:text-tone-ink ee:hover:bg-tone/24',
        outline: 'ee:border ee:border-tone ee:bg-transparent ee:text-tone-ink ee:hover:bg-tone/10',
        text: 'ee:bg-transparent ee:text-tone-ink ee:hover:bg-tone/10',
      },
      color: toneVariants,
      size: {
        sm: 'ee:size-[30px] ee:[&_svg]:size-[18px]',
        md: 'ee:size-[38px] ee:[&_svg]:size-[22px]',
        lg: 'ee:size-12 ee:[&_svg]:size-[26px]',
      },
      shape: { rounded: 'ee:rounded-ee', circle: 'ee:rounded-full' },
    },
    defaultVariants: { variant: 'text', color: 'secondary', size: 'md', shape: 'circle' },
  },
);

export type IconButtonProps = Omit<ComponentProps<'button'>, 'color' | 'aria-label'> &
  VariantProps<typeof iconButtonVariants> & {
    /** The button's accessible name: an icon alone says nothing to a screen reader. */
    'aria-label': string;
    /** Shows a spinner instead of the icon, disables the button and sets aria-busy. */
    loading?: boolean;
  };

/** A button that shows only an icon (pass the icon as children); same variants as Button. */
export function IconButton({
  className,
  variant,
  color,
  size,
  shape,
  loading = false,
  disabled,
  children,
  type = 'button',
  ...props
}: IconButtonProps) {
  return (
    <button
      type={type}
      className={cn(iconButtonVariants({ variant, color, size, shape }), className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...props}
    >
      {loading ? <IconLoader2 aria-hidden className="ee:animate-spin" /> : children}
    </button>
  );
}
