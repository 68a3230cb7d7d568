import type { ComponentProps, ReactNode } from 'react';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { cva, type VariantProps } from 'class-variance-authority';
import { IconX } from '@tabler/icons-react';
import { cn } from '../../lib/cn';
import { IconButton } from '../ui/icon-button';
import { useCommonText } from '../ui/use-common-text';

/** The drawer's state holder: `open`/`onOpenChange` (controlled) or `defaultOpen`. */
export const Drawer = DialogPrimitive.Root;
/** The element that opens the drawer; use `asChild` with a Button. */
export const DrawerTrigger = DialogPrimitive.Trigger;
/** Closes the drawer when pressed; use `asChild` with a Button. */
export const DrawerClose = DialogPrimitive.Close;

export const drawerContentVariants = cva(
  // Slides in from the end edge: the right in ltr, the left in rtl.
  'fixed inset-y-0 end-0 z-50 flex w-full flex-col bg-surface text-text shadow-card outline-none transition-transform duration-300 ease-out starting:translate-x-full rtl:starting:-translate-x-full motion-reduce:transition-none',
  {
    variants: {
      size: {
        sm: 'max-w-[300px]',
        md: 'max-w-[400px]',
        lg: 'max-w-[600px]',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

export type DrawerContentProps = Omit<ComponentProps<typeof DialogPrimitive.Content>, 'title'> &
  VariantProps<typeof drawerContentVariants> & {
    /** The drawer's heading; also its accessible name. */
    title: ReactNode;
    /** A line under the title; also the drawer's accessible description. */
    description?: ReactNode;
    /** Accessible name of the close button; defaults to `common.actions.close`. */
    closeLabel?: string;
    /** Where the drawer is portalled to (default `document.body`). */
    container?: HTMLElement | null;
  };

/**
 * A side sheet: header (title, description, close), then children. Put the content in
 * DrawerBody (it scrolls) and the actions in DrawerFooter (it stays). A form can wrap both
 * with `className="contents"`.
 */
export function DrawerContent({ className, size, title, description, closeLabel, container, children, ...props }: DrawerContentProps) {
  const t = useCommonText();
  const describedBy = description ? {} : { 'aria-describedby': undefined };
  return (
    <DialogPrimitive.Portal container={container}>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-overlay transition-opacity duration-300 starting:opacity-0 motion-reduce:transition-none" />
      <DialogPrimitive.Content className={cn(drawerContentVariants({ size }), className)} {...describedBy} {...props}>
        <div className="flex shrink-0 items-start gap-4 border-b border-line px-6 py-4">
          <div className="min-w-0 flex-1">
            <DialogPrimitive.Title className="m-0 text-lg font-medium leading-snug text-heading">{title}</DialogPrimitive.Title>
            {description && <DialogPrimitive.Description className="m-0 mt-0.5 text-[13px] text-muted">{description}</DialogPrimitive.Description>}
          </div>
          <DialogPrimitive.Close asChild>
            <IconButton aria-label={closeLabel ?? t('actions.close')} size="sm" className="-me-2">
              <IconX aria-hidden />
            </IconButton>
          </DialogPrimitive.Close>
        </div>
        {children}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export type DrawerBodyProps = ComponentProps<'div'>;

/** The drawer's scrolling middle. */
export function DrawerBody({ className, ...props }: DrawerBodyProps) {
  return <div className={cn('min-h-0 flex-1 overflow-y-auto px-6 py-5', className)} {...props} />;
}

export type DrawerFooterProps = ComponentProps<'div'>;

/** The drawer's actions, pinned to the bottom edge. */
export function DrawerFooter({ className, ...props }: DrawerFooterProps) {
  return <div className={cn('flex shrink-0 flex-wrap items-center gap-3 border-t border-line px-6 py-4', className)} {...props} />;
}
