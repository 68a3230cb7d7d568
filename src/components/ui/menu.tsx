import * as MenuPrimitive from '@radix-ui/react-dropdown-menu';
import type { ComponentProps, ReactNode } from 'react';

import { cn } from '@/lib/cn';

import { useDocumentDirection } from './use-document-direction';

export type MenuProps = ComponentProps<typeof MenuPrimitive.Root>;

/** A dropdown menu (row actions, user menu): `open`/`onOpenChange` or uncontrolled. */
export function Menu({ dir, ...props }: MenuProps) {
  const documentDir = useDocumentDirection();
  return <MenuPrimitive.Root dir={dir ?? documentDir} {...props} />;
}

/** The element that opens the menu; use `asChild` with an IconButton or Button. */
export const MenuTrigger = MenuPrimitive.Trigger;
/** Groups related items (optional, for structure). */
export const MenuGroup = MenuPrimitive.Group;

export type MenuContentProps = ComponentProps<typeof MenuPrimitive.Content> & {
  /** Where the menu is portalled to (default `document.body`). */
  container?: HTMLElement | null;
};

/** The floating panel of the menu; aligned to the trigger's end edge by default. */
export function MenuContent({
  className,
  container,
  align = 'end',
  sideOffset = 4,
  ...props
}: MenuContentProps) {
  return (
    <MenuPrimitive.Portal container={container}>
      <MenuPrimitive.Content
        align={align}
        sideOffset={sideOffset}
        className={cn(
          'ee:z-50 ee:min-w-[180px] ee:rounded-ee ee:border ee:border-[var(--ee-card-border)] ee:bg-surface ee:p-2 ee:text-[15px] ee:shadow-card ee:outline-none ee:transition-[opacity,scale] ee:duration-150 ee:starting:scale-95 ee:starting:opacity-0 ee:motion-reduce:transition-none',
          className,
        )}
        {...props}
      />
    </MenuPrimitive.Portal>
  );
}

export type MenuItemProps = ComponentProps<typeof MenuPrimitive.Item> & {
  /** Icon before the label. */
  icon?: ReactNode;
  /** `error` for destructive actions (delete). */
  color?: 'default' | 'error';
  /** Right-aligned hint, e.g. a shortcut. */
  hint?: ReactNode;
};

/** One action of the menu; `onSelect` runs it and closes the menu. */
export function MenuItem({
  className,
  icon,
  color = 'default',
  hint,
  children,
  ...props
}: MenuItemProps) {
  return (
    <MenuPrimitive.Item
      className={cn(
        'ee:flex ee:min-h-[38px] ee:cursor-pointer ee:select-none ee:items-center ee:gap-2 ee:rounded-ee ee:px-3 ee:text-heading ee:outline-none ee:data-disabled:pointer-events-none ee:data-disabled:opacity-50 ee:data-highlighted:bg-primary/10 ee:data-highlighted:text-primary-ink ee:[&_svg]:size-[22px] ee:[&_svg]:shrink-0',
        color === 'error' &&
          'ee:tone-error ee:text-tone-ink ee:data-highlighted:bg-tone/10 ee:data-highlighted:text-tone-ink',
        className,
      )}
      {...props}
    >
      {icon && (
        <span aria-hidden className="ee:inline-flex">
          {icon}
        </span>
      )}
      <span className="ee:flex-1">{children}</span>
      {hint && <span className="ee:ms-4 ee:text-[13px] ee:text-muted">{hint}</span>}
    </MenuPrimitive.Item>
  );
}

export type MenuSeparatorProps = ComponentProps<typeof MenuPrimitive.Separator>;

/** A line between groups of items. */
export function MenuSeparator({ className, ...props }: MenuSeparatorProps) {
  return (
    <MenuPrimitive.Separator
      className={cn('ee:-mx-2 ee:my-2 ee:h-px ee:bg-line', className)}
      {...props}
    />
  );
}

export type MenuLabelProps = ComponentProps<typeof MenuPrimitive.Label>;

/** A heading inside the menu (e.g. the signed-in user's name). */
export function MenuLabel({ className, ...props }: MenuLabelProps) {
  return (
    <MenuPrimitive.Label
      className={cn('ee:px-3 ee:py-1.5 ee:text-[13px] ee:text-muted', className)}
      {...props}
    />
  );
}
