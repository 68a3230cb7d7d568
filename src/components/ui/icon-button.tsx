import type { ComponentProps } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { IconLoader2 } from '@tabler/icons-react';
import { cn } from '../../lib/cn';
import { toneVariants } from './tone';

export const iconButtonVariants = cva(
  'inline-flex shrink-0 items-center justify-center transition-[background-color,box-shadow,color] duration-150 disabled:pointer-events-none disabled:opacity-60 cursor-pointer select-none [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        solid: 'bg-tone-solid text-white shadow-soft hover:brightness-95',
        tonal: 'bg-tone/16 text-tone-ink hover:bg-tone/24',
        outline: 'border border-tone bg-transparent text-tone-ink hover:bg-tone/10',
        text: 'bg-transparent text-tone-ink hover:bg-tone/10',
      },
      color: toneVariants,
      size: {
        sm: 'size-[30px] [&_svg]:size-[18px]',
        md: 'size-[38px] [&_svg]:size-[22px]',
        lg: 'size-12 [&_svg]:size-[26px]',
      },
      shape: { rounded: 'rounded-ee', circle: 'rounded-full' },
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
export function IconButton({ className, variant, color, size, shape, loading = false, disabled, children, type = 'button', ...props }: IconButtonProps) {
  return (
    <button
      type={type}
      className={cn(iconButtonVariants({ variant, color, size, shape }), className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...props}
    >
      {loading ? <IconLoader2 aria-hidden className="animate-spin" /> : children}
    </button>
  );
}
