import type { ComponentProps, ReactNode } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { IconX } from '@tabler/icons-react';
import { cn } from '../../lib/cn';
import { toneVariants } from './tone';
import { useCommonText } from './use-common-text';

export const chipVariants = cva('inline-flex max-w-full items-center gap-1 whitespace-nowrap font-medium leading-none', {
  variants: {
    variant: {
      tonal: 'bg-tone/16 text-tone-ink',
      solid: 'bg-tone-solid text-white',
      outline: 'border border-tone text-tone-ink',
    },
    color: toneVariants,
    size: {
      sm: 'h-6 px-2.5 text-[13px] [&_svg]:size-3.5',
      md: 'h-8 px-3 text-[13px] [&_svg]:size-4',
    },
    shape: { rounded: 'rounded-[4px]', pill: 'rounded-full' },
  },
  defaultVariants: { variant: 'tonal', color: 'primary', size: 'sm', shape: 'rounded' },
});

export type ChipProps = Omit<ComponentProps<'span'>, 'color'> &
  VariantProps<typeof chipVariants> & {
    /** Icon before the label. */
    icon?: ReactNode;
    /** Adds a remove button after the label; called when it is pressed. */
    onDelete?: () => void;
    /** Accessible name of the remove button; defaults to "Remove {label}" from `common.ui.remove`. */
    deleteLabel?: string;
    /**
     * Ends a label too long for its container with "…" (e.g. filter chips). Off by default: the
     * clip it needs is paid at every paint, and a table with a chip per row paints a hundred.
     */
    truncate?: boolean;
  };

/** A status chip (tonal, solid or outline) in six colours, optionally removable. */
export function Chip({ className, variant, color, size, shape, icon, onDelete, deleteLabel, truncate = false, children, ...props }: ChipProps) {
  return (
    <span className={cn(chipVariants({ variant, color, size, shape }), onDelete && 'pe-1', className)} {...props}>
      {icon && (
        <span aria-hidden className="inline-flex">
          {icon}
        </span>
      )}
      <span className={truncate ? 'truncate' : undefined}>{children}</span>
      {onDelete && <ChipDeleteButton onDelete={onDelete} label={deleteLabel} chipLabel={children} />}
    </span>
  );
}

/**
 * The remove button, apart so that only removable chips translate its name: a plain chip is
 * hook-free, which matters in tables (a chip per row).
 */
function ChipDeleteButton({ onDelete, label, chipLabel }: { onDelete: () => void; label?: string; chipLabel: ReactNode }) {
  const t = useCommonText();
  return (
    <button
      type="button"
      aria-label={label ?? t('ui.remove', { label: typeof chipLabel === 'string' ? chipLabel : '' }).trim()}
      onClick={onDelete}
      className="inline-flex size-[18px] cursor-pointer items-center justify-center rounded-full opacity-80 hover:bg-current/15 hover:opacity-100"
    >
      <IconX aria-hidden stroke={2.2} />
    </button>
  );
}
