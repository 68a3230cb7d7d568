import { IconLoader2 } from '@tabler/icons-react';
import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps, ReactNode } from 'react';

import { cx } from '@/lib/cx';

import { toneVariants } from './tone';

export const buttonVariants = cva(
  'ee:inline-flex ee:shrink-0 ee:items-center ee:justify-center ee:gap-2 ee:whitespace-nowrap ee:rounded-ee ee:font-medium ee:transition-[background-color,box-shadow,color] ee:duration-150 ee:disabled:pointer-events-none ee:disabled:opacity-60 ee:cursor-pointer ee:select-none',
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
        sm: 'ee:h-[30px] ee:px-3.5 ee:text-[13px]',
        md: 'ee:h-[38px] ee:px-5 ee:text-[15px]',
        lg: 'ee:h-12 ee:px-6 ee:text-[17px]',
      },
      block: { true: 'ee:w-full' },
    },
    // A screen's primary action (a solid button) is 44 px high on a phone, a thumb's size (WCAG
    // 2.5.5, Apple's and Material's guidance); 38 px on a desk screen.
    compoundVariants: [{ variant: 'solid', size: 'md', class: 'ee:max-sm:h-[44px]' }],
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
export function Button({
  className,
  variant,
  color,
  size,
  block,
  loading = false,
  startIcon,
  endIcon,
  disabled,
  children,
  type = 'button',
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      className={cx(buttonVariants({ variant, color, size, block }), className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...props}
    >
      {loading ? (
        <IconLoader2 aria-hidden className="ee:size-[1.1em] ee:animate-spin" />
      ) : (
        startIcon
      )}
      {children}
      {endIcon}
    </button>
  );
}
