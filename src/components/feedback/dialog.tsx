import * as DialogPrimitive from '@radix-ui/react-dialog';
import { IconX } from '@tabler/icons-react';
import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps, ReactNode } from 'react';

import { cn } from '@/lib/cn';

import { IconButton } from '../ui/icon-button';
import { useCommonText } from '../ui/use-common-text';

/** The dialog's state holder: `open`/`onOpenChange` (controlled) or `defaultOpen`. */
export const Dialog = DialogPrimitive.Root;
/** The element that opens the dialog; use `asChild` to make your own Button the trigger. */
export const DialogTrigger = DialogPrimitive.Trigger;
/** Closes the dialog when pressed; use `asChild` with a Button. */
export const DialogClose = DialogPrimitive.Close;

// min-w-0: the panel is a grid item of the overlay, and a grid item is at least as wide as its
// content's narrowest layout; a wide table (even one in a scrolling box) would push the panel
// past a phone's screen. With it the panel keeps to the screen and its content scrolls inside.
export const dialogContentVariants = cva(
  'ee:relative ee:my-auto ee:flex ee:w-full ee:min-w-0 ee:flex-col ee:rounded-ee ee:bg-surface ee:text-text ee:shadow-card ee:outline-none ee:transition-[opacity,scale] ee:duration-200 ee:ease-out ee:starting:scale-95 ee:starting:opacity-0 ee:motion-reduce:transition-none',
  {
    variants: {
      size: {
        sm: 'ee:max-w-[400px]',
        md: 'ee:max-w-[560px]',
        lg: 'ee:max-w-[800px]',
        xl: 'ee:max-w-[1140px]',
        full: 'ee:min-h-[calc(100dvh-3rem)] ee:max-w-none',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

export type DialogContentProps = Omit<ComponentProps<typeof DialogPrimitive.Content>, 'title'> &
  VariantProps<typeof dialogContentVariants> & {
    /** The dialog's heading; also its accessible name. */
    title: ReactNode;
    /** A line under the title; also the dialog's accessible description. */
    description?: ReactNode;
    /** Hides the close button in the corner (Escape still closes). */
    hideClose?: boolean;
    /** Accessible name of the close button; defaults to `common.actions.close`. */
    closeLabel?: string;
    /** Where the dialog is portalled to (default `document.body`). */
    container?: HTMLElement | null;
    /** Class names of the overlay behind the dialog. */
    overlayClassName?: string;
  };

/**
 * The dialog panel with its overlay, title, optional description and close button. Focus is
 * trapped inside while open and returns to the trigger on close.
 */
export function DialogContent({
  className,
  size,
  title,
  description,
  hideClose = false,
  closeLabel,
  container,
  overlayClassName,
  children,
  ...props
}: DialogContentProps) {
  const t = useCommonText();
  // Radix warns when a dialog has no description unless aria-describedby is set explicitly.
  const describedBy = description ? {} : { 'aria-describedby': undefined };
  return (
    <DialogPrimitive.Portal container={container}>
      {/* The overlay is the scroll container, so a dialog taller than the viewport scrolls as a whole. */}
      <DialogPrimitive.Overlay
        className={cn(
          'ee:fixed ee:inset-0 ee:z-50 ee:grid ee:overflow-y-auto ee:bg-overlay ee:p-4 ee:transition-opacity ee:duration-200 ee:starting:opacity-0 ee:motion-reduce:transition-none ee:sm:p-6',
          size !== 'full' && 'ee:place-items-center',
          overlayClassName,
        )}
      >
        <DialogPrimitive.Content
          className={cn(dialogContentVariants({ size }), className)}
          {...describedBy}
          {...props}
        >
          <div className="ee:flex ee:items-start ee:gap-4 ee:px-6 ee:pt-6 ee:pb-4">
            <div className="ee:min-w-0 ee:flex-1">
              <DialogPrimitive.Title className="ee:m-0 ee:text-lg ee:font-medium ee:leading-snug ee:text-heading">
                {title}
              </DialogPrimitive.Title>
              {description && (
                <DialogPrimitive.Description className="ee:m-0 ee:mt-1 ee:text-[15px] ee:text-text">
                  {description}
                </DialogPrimitive.Description>
              )}
            </div>
            {!hideClose && (
              <DialogPrimitive.Close asChild>
                <IconButton
                  aria-label={closeLabel ?? t('actions.close')}
                  size="sm"
                  className="ee:-me-2 ee:-mt-1"
                >
                  <IconX aria-hidden />
                </IconButton>
              </DialogPrimitive.Close>
            )}
          </div>
          {children}
        </DialogPrimitive.Content>
      </DialogPrimitive.Overlay>
    </DialogPrimitive.Portal>
  );
}

export type DialogBodyProps = ComponentProps<'div'>;

/** The dialog's main content, padded to line up with the title. */
export function DialogBody({ className, ...props }: DialogBodyProps) {
  return <div className={cn('ee:px-6 ee:pb-6', className)} {...props} />;
}

export type DialogFooterProps = ComponentProps<'div'>;

/** The dialog's row of actions, aligned to the end (primary action last). */
export function DialogFooter({ className, ...props }: DialogFooterProps) {
  return (
    <div
      className={cn(
        'ee:flex ee:flex-wrap ee:items-center ee:justify-end ee:gap-3 ee:px-6 ee:pb-6',
        className,
      )}
      {...props}
    />
  );
}
