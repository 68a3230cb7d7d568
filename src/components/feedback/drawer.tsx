import * as DialogPrimitive from '@radix-ui/react-dialog';
import { IconX } from '@tabler/icons-react';
import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps, ReactNode } from 'react';

import { cn } from '@/lib/cn';

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
  'ee:fixed ee:inset-y-0 ee:end-0 ee:z-50 ee:flex ee:w-full ee:flex-col ee:bg-surface ee:text-text ee:shadow-card ee:outline-none ee:transition-transform ee:duration-300 ee:ease-out ee:starting:translate-x-full ee:rtl:starting:-translate-x-full ee:motion-reduce:transition-none',
  {
    variants: {
      size: {
        sm: 'ee:max-w-[300px]',
        md: 'ee:max-w-[400px]',
        lg: 'ee:max-w-[600px]',
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
    /**
     * Dims the page behind (default true). False leaves it undimmed, for a drawer whose choices
     * change that page (a theme customizer): it stays modal (focus kept inside, Escape and a click
     * outside close it), only the overlay is clear.
     */
    dim?: boolean;
  };

/**
 * A side sheet: header (title, description, close), then children. Put the content in
 * DrawerBody (it scrolls) and the actions in DrawerFooter (it stays). A form can wrap both
 * with `className="contents"`.
 */
export function DrawerContent({
  className,
  size,
  title,
  description,
  closeLabel,
  container,
  dim = true,
  children,
  ...props
}: DrawerContentProps) {
  const t = useCommonText();
  const describedBy = description ? {} : { 'aria-describedby': undefined };
  return (
    <DialogPrimitive.Portal container={container}>
      <DialogPrimitive.Overlay
        className={cn(
          'ee:fixed ee:inset-0 ee:z-50',
          dim &&
            'ee:bg-overlay ee:transition-opacity ee:duration-300 ee:starting:opacity-0 ee:motion-reduce:transition-none',
        )}
      />
      <DialogPrimitive.Content
        className={cn(drawerContentVariants({ size }), className)}
        {...describedBy}
        {...props}
      >
        <div className="ee:flex ee:shrink-0 ee:items-start ee:gap-4 ee:border-b ee:border-line ee:px-6 ee:py-4">
          <div className="ee:min-w-0 ee:flex-1">
            <DialogPrimitive.Title className="ee:m-0 ee:text-lg ee:font-medium ee:leading-snug ee:text-heading">
              {title}
            </DialogPrimitive.Title>
            {description && (
              <DialogPrimitive.Description className="ee:m-0 ee:mt-0.5 ee:text-[13px] ee:text-muted">
                {description}
              </DialogPrimitive.Description>
            )}
          </div>
          <DialogPrimitive.Close asChild>
            <IconButton
              aria-label={closeLabel ?? t('actions.close')}
              size="sm"
              className="ee:-me-2"
            >
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
  return (
    <div
      className={cn('ee:min-h-0 ee:flex-1 ee:overflow-y-auto ee:px-6 ee:py-5', className)}
      {...props}
    />
  );
}

export type DrawerFooterProps = ComponentProps<'div'>;

/** The drawer's actions, pinned to the bottom edge. */
export function DrawerFooter({ className, ...props }: DrawerFooterProps) {
  return (
    <div
      className={cn(
        'ee:flex ee:shrink-0 ee:flex-wrap ee:items-center ee:gap-3 ee:border-t ee:border-line ee:px-6 ee:py-4',
        className,
      )}
      {...props}
    />
  );
}
