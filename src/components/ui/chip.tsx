import { IconX } from '@tabler/icons-react';
import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps, ReactNode } from 'react';

import { cx } from '@/lib/cx';

import { toneVariants } from './tone';
import { useCommonText } from './use-common-text';

export const chipVariants = cva(
  'ee:inline-flex ee:max-w-full ee:items-center ee:gap-1 ee:whitespace-nowrap ee:font-medium',
  {
    variants: {
      variant: {
        tonal: 'ee:bg-tone/16 ee:text-tone-ink',
        solid: 'ee:bg-tone-solid ee:text-white',
        outline: 'ee:border ee:border-tone ee:text-tone-ink',
      },
      color: toneVariants,
      size: {
        sm: 'ee:h-6 ee:px-2.5 ee:text-[13px] ee:[&_svg]:size-3.5',
        md: 'ee:h-8 ee:px-3 ee:text-[13px] ee:[&_svg]:size-4',
      },
      shape: { rounded: 'ee:rounded-[4px]', pill: 'ee:rounded-full' },
    },
    defaultVariants: { variant: 'tonal', color: 'primary', size: 'sm', shape: 'rounded' },
  },
);

export type ChipProps = Omit<ComponentProps<'span'>, 'color'> &
  VariantProps<typeof chipVariants> & {
    /** Icon before the label. */
    icon?: ReactNode;
    /** Adds a remove button after the label; called when it is pressed. */
    onDelete?: () => void;
    /**
     * Accessible name of the remove button; defaults to "Remove {label}" from `common.ui.remove`.
     */
    deleteLabel?: string;
    /**
     * Ends a label too long for its container with "…" (e.g. filter chips). Off by default: the
     * clip it needs is paid at every paint, and a table with a chip per row paints a hundred.
     */
    truncate?: boolean;
  };

/** A status chip (tonal, solid or outline) in six colours, optionally removable. */
export function Chip({
  className,
  variant,
  color,
  size,
  shape,
  icon,
  onDelete,
  deleteLabel,
  truncate = false,
  children,
  ...props
}: ChipProps) {
  return (
    <span
      className={cx(
        chipVariants({ variant, color, size, shape }),
        onDelete && 'ee:pe-1',
        className,
      )}
      {...props}
    >
      {icon && (
        <span aria-hidden className="ee:inline-flex">
          {icon}
        </span>
      )}
      <span className={truncate ? 'ee:truncate' : undefined}>{children}</span>
      {onDelete && (
        <ChipDeleteButton onDelete={onDelete} label={deleteLabel} chipLabel={children} />
      )}
    </span>
  );
}

/**
 * The remove button, apart so that only removable chips translate its name: a plain chip is
 * hook-free, which matters in tables (a chip per row).
 */
function ChipDeleteButton({
  onDelete,
  label,
  chipLabel,
}: {
  onDelete: () => void;
  label?: string;
  chipLabel: ReactNode;
}) {
  const t = useCommonText();
  return (
    // A 24 px target (WCAG 2.2 2.5.8) around the 18 px circle that is drawn, its extra room given
    // back by a negative margin: the chip keeps its size.
    <button
      type="button"
      aria-label={
        label ?? t('ui.remove', { label: typeof chipLabel === 'string' ? chipLabel : '' }).trim()
      }
      onClick={onDelete}
      className="ee:group/remove ee:-m-[3px] ee:inline-flex ee:size-[24px] ee:shrink-0 ee:cursor-pointer ee:items-center ee:justify-center ee:rounded-full ee:focus-visible:outline-offset-[-1px]"
    >
      <span className="ee:inline-flex ee:size-[18px] ee:items-center ee:justify-center ee:rounded-full ee:opacity-80 ee:group-hover/remove:bg-current/15 ee:group-hover/remove:opacity-100">
        <IconX aria-hidden stroke={2.2} />
      </span>
    </button>
  );
}
