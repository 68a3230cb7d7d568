import type { ComponentProps, ReactNode } from 'react';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { cva, type VariantProps } from 'class-variance-authority';
import { IconX } from '@tabler/icons-react';
import { cn } from '../../lib/cn';
import { IconButton } from '../ui/icon-button';
import { useCommonText } from '../ui/use-common-text';

/** The dialog's state holder: `open`/`onOpenChange` (controlled) or `defaultOpen`. */
export const Dialog = DialogPrimitive.Root;
/** The element that opens the dialog; use `asChild` to make your own Button the trigger. */
export const DialogTrigger = DialogPrimitive.Trigger;
/** Closes the dialog when pressed; use `asChild` with a Button. */
export const DialogClose = DialogPrimitive.Close;

export const dialogContentVariants = cva(
  'relative my-auto flex w-full flex-col rounded-ee bg-surface text-text shadow-card outline-none transition-[opacity,scale] duration-200 ease-out starting:scale-95 starting:opacity-0 motion-reduce:transition-none',
  {
    variants: {
      size: {
        sm: 'max-w-[400px]',
        md: 'max-w-[560px]',
        lg: 'max-w-[800px]',
        xl: 'max-w-[1140px]',
        full: 'min-h-[calc(100dvh-3rem)] max-w-none',
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
export function DialogContent({ className, size, title, description, hideClose = false, closeLabel, container, overlayClassName, children, ...props }: DialogContentProps) {
  const t = useCommonText();
  // Radix warns when a dialog has no description unless aria-describedby is set explicitly.
  const describedBy = description ? {} : { 'aria-describedby': undefined };
  return (
    <DialogPrimitive.Portal container={container}>
      {/* The overlay is the scroll container, so a dialog taller than the viewport scrolls as a whole. */}
      <DialogPrimitive.Overlay
        className={cn(
          'fixed inset-0 z-50 grid overflow-y-auto bg-overlay p-4 transition-opacity duration-200 starting:opacity-0 motion-reduce:transition-none sm:p-6',
          size !== 'full' && 'place-items-center',
          overlayClassName,
        )}
      >
        <DialogPrimitive.Content className={cn(dialogContentVariants({ size }), className)} {...describedBy} {...props}>
          <div className="flex items-start gap-4 px-6 pt-6 pb-4">
            <div className="min-w-0 flex-1">
              <DialogPrimitive.Title className="m-0 text-lg font-medium leading-snug text-heading">{title}</DialogPrimitive.Title>
              {description && <DialogPrimitive.Description className="m-0 mt-1 text-[15px] text-text">{description}</DialogPrimitive.Description>}
            </div>
            {!hideClose && (
              <DialogPrimitive.Close asChild>
                <IconButton aria-label={closeLabel ?? t('actions.close')} size="sm" className="-me-2 -mt-1">
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
  return <div className={cn('px-6 pb-6', className)} {...props} />;
}

export type DialogFooterProps = ComponentProps<'div'>;

/** The dialog's row of actions, aligned to the end (primary action last). */
export function DialogFooter({ className, ...props }: DialogFooterProps) {
  return <div className={cn('flex flex-wrap items-center justify-end gap-3 px-6 pb-6', className)} {...props} />;
}
