import * as PopoverPrimitive from '@radix-ui/react-popover';
import type { ComponentProps } from 'react';

import { cn } from '@/lib/cn';

/** Radix popover root (open state, focus return to the trigger). */
export const Popover = PopoverPrimitive.Root;
/** The element that opens the popover; use `asChild` with a button. */
export const PopoverTrigger = PopoverPrimitive.Trigger;
/** Positions the popover against another element than the trigger. */
export const PopoverAnchor = PopoverPrimitive.Anchor;
/** Closes the popover. */
export const PopoverClose = PopoverPrimitive.Close;

export type PopoverContentProps = ComponentProps<typeof PopoverPrimitive.Content>;

/** The floating panel of the kit's pickers and menus: card surface, soft shadow, portalled. */
export function PopoverContent({
  className,
  align = 'start',
  sideOffset = 6,
  collisionPadding = 8,
  ...props
}: PopoverContentProps) {
  return (
    <PopoverPrimitive.Portal>
      <PopoverPrimitive.Content
        align={align}
        sideOffset={sideOffset}
        collisionPadding={collisionPadding}
        className={cn(
          'ee:z-50 ee:rounded-ee ee:border ee:border-[var(--ee-card-border)] ee:bg-surface ee:text-text ee:shadow-card ee:outline-none',
          className,
        )}
        {...props}
      />
    </PopoverPrimitive.Portal>
  );
}
