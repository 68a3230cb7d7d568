import * as TooltipPrimitive from '@radix-ui/react-tooltip';
import type { ComponentProps, ReactElement, ReactNode } from 'react';

import { cx } from '@/lib/cx';

/** Shares the open delay between tooltips (moving from one to the next opens it at once). */
export const TooltipProvider = TooltipPrimitive.Provider;

export type TooltipProps = Omit<
  ComponentProps<typeof TooltipPrimitive.Content>,
  'content' | 'children'
> & {
  /** What the tooltip says. */
  content: ReactNode;
  /** The element it describes; must accept a ref and be focusable (a button, a link…). */
  children: ReactElement;
  /** Controlled open state. */
  open?: boolean;
  /** Open on first render. */
  defaultOpen?: boolean;
  /** Called when it opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** Milliseconds of hover before it opens. */
  delayDuration?: number;
  /** Where it is portalled to (default `document.body`). */
  container?: HTMLElement | null;
};

/** A short label shown on hover and keyboard focus. */
export function Tooltip({
  content,
  children,
  open,
  defaultOpen,
  onOpenChange,
  delayDuration = 200,
  container,
  className,
  sideOffset = 6,
  ...props
}: TooltipProps) {
  return (
    <TooltipPrimitive.Provider delayDuration={delayDuration}>
      <TooltipPrimitive.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
        <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
        <TooltipPrimitive.Portal container={container}>
          <TooltipPrimitive.Content
            sideOffset={sideOffset}
            className={cx(
              'ee:z-50 ee:max-w-xs ee:rounded-ee ee:bg-heading ee:px-3 ee:py-1.5 ee:text-[13px] ee:leading-snug ee:text-surface ee:shadow-soft ee:transition-opacity ee:duration-150 ee:starting:opacity-0 ee:motion-reduce:transition-none',
              className,
            )}
            {...props}
          >
            {content}
            <TooltipPrimitive.Arrow className="ee:fill-heading" width={10} height={5} />
          </TooltipPrimitive.Content>
        </TooltipPrimitive.Portal>
      </TooltipPrimitive.Root>
    </TooltipPrimitive.Provider>
  );
}
