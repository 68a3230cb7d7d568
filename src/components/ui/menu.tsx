import type { ComponentProps, ReactNode } from 'react';
import * as MenuPrimitive from '@radix-ui/react-dropdown-menu';
import { cn } from '../../lib/cn';
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
export function MenuContent({ className, container, align = 'end', sideOffset = 4, ...props }: MenuContentProps) {
  return (
    <MenuPrimitive.Portal container={container}>
      <MenuPrimitive.Content
        align={align}
        sideOffset={sideOffset}
        className={cn(
          'z-50 min-w-[180px] rounded-ee border border-[var(--ee-card-border)] bg-surface p-2 text-[15px] shadow-card outline-none transition-[opacity,scale] duration-150 starting:scale-95 starting:opacity-0 motion-reduce:transition-none',
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
export function MenuItem({ className, icon, color = 'default', hint, children, ...props }: MenuItemProps) {
  return (
    <MenuPrimitive.Item
      className={cn(
        'flex min-h-[38px] cursor-pointer select-none items-center gap-2 rounded-ee px-3 text-heading outline-none data-disabled:pointer-events-none data-disabled:opacity-50 data-highlighted:bg-primary/10 data-highlighted:text-primary-ink [&_svg]:size-[22px] [&_svg]:shrink-0',
        color === 'error' && 'tone-error text-tone-ink data-highlighted:bg-tone/10 data-highlighted:text-tone-ink',
        className,
      )}
      {...props}
    >
      {icon && (
        <span aria-hidden className="inline-flex">
          {icon}
        </span>
      )}
      <span className="flex-1">{children}</span>
      {hint && <span className="ms-4 text-[13px] text-muted">{hint}</span>}
    </MenuPrimitive.Item>
  );
}

export type MenuSeparatorProps = ComponentProps<typeof MenuPrimitive.Separator>;

/** A line between groups of items. */
export function MenuSeparator({ className, ...props }: MenuSeparatorProps) {
  return <MenuPrimitive.Separator className={cn('-mx-2 my-2 h-px bg-line', className)} {...props} />;
}

export type MenuLabelProps = ComponentProps<typeof MenuPrimitive.Label>;

/** A heading inside the menu (e.g. the signed-in user's name). */
export function MenuLabel({ className, ...props }: MenuLabelProps) {
  return <MenuPrimitive.Label className={cn('px-3 py-1.5 text-[13px] text-muted', className)} {...props} />;
}
