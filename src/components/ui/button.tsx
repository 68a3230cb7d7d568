import type { ComponentProps, ReactNode } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { IconLoader2 } from '@tabler/icons-react';
import { cn } from '../../lib/cn';
import { toneVariants } from './tone';

export const buttonVariants = cva(
  'inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-ee font-medium transition-[background-color,box-shadow,color] duration-150 disabled:pointer-events-none disabled:opacity-60 cursor-pointer select-none',
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
        sm: 'h-[30px] px-3.5 text-[13px]',
        md: 'h-[38px] px-5 text-[15px]',
        lg: 'h-12 px-6 text-[17px]',
      },
      block: { true: 'w-full' },
    },
    defaultVariants: { variant: 'solid', color: 'primary', size: 'md' },
  },
);

export type ButtonProps = Omit<ComponentProps<'button'>, 'color'> &
  VariantProps<typeof buttonVariants> & {
    /** Shows a spinner, disables the button and sets aria-busy. */
    loading?: boolean;
    /** Icon before the label (after it in rtl, by flow). */
    startIcon?: ReactNode;
    /** Icon after the label. */
    endIcon?: ReactNode;
  };

/** The kit's button: solid, tonal, outline or text, in six colours and three sizes. */
export function Button({ className, variant, color, size, block, loading = false, startIcon, endIcon, disabled, children, type = 'button', ...props }: ButtonProps) {
  return (
    <button
      type={type}
      className={cn(buttonVariants({ variant, color, size, block }), className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...props}
    >
      {loading ? <IconLoader2 aria-hidden className="size-[1.1em] animate-spin" /> : startIcon}
      {children}
      {endIcon}
    </button>
  );
}
