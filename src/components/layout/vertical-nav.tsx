import { useState, type ReactNode } from 'react';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { NavLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { IconChevronRight, IconCircle, IconCircleDot, IconX } from '@tabler/icons-react';
import { cn } from '../../lib/cn';
import { IconButton } from '../ui/icon-button';
import { Brand } from './brand';
import { isItemActive, type NavGroup, type NavItem } from './nav-items';

/** Widths of the vertical navigation (Vuexy): open and collapsed. */
export const VERTICAL_NAV_WIDTH = 260;
export const VERTICAL_NAV_COLLAPSED_WIDTH = 71;

export interface VerticalNavProps {
  groups: NavGroup[];
  /** Collapsed to icons (71 px); it expands while hovered or focused. */
  collapsed?: boolean;
  /** Called by the pin button in the header. */
  onCollapsedChange?: (collapsed: boolean) => void;
  /** Dark navigation in the light theme. */
  semiDark?: boolean;
  /** Overlay mode (below 976 px): a modal drawer with a backdrop, open or closed. */
  overlay?: boolean;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Where the brand links (default `/`). */
  homeTo?: string;
  className?: string;
}

function Leaf({ item, depth, compact, onNavigate }: { item: NavItem; depth: number; compact: boolean; onNavigate?: () => void }) {
  const Icon = item.icon ?? (depth > 0 ? IconCircle : undefined);
  return (
    <NavLink
      to={item.to ?? '/'}
      end={item.to === '/'}
      onClick={onNavigate}
      className={({ isActive }) =>
        cn(
          'flex h-[38px] items-center gap-2 overflow-hidden whitespace-nowrap rounded-ee px-3 text-[15px] transition-colors duration-150',
          isActive ? 'bg-primary-solid text-white shadow-soft' : 'hover:bg-current/8',
        )
      }
    >
      {Icon && <Icon aria-hidden className={cn('shrink-0', depth > 0 && !item.icon ? 'mx-[5px] size-3' : 'size-[22px]')} stroke={depth > 0 && !item.icon ? 2.4 : 1.75} />}
      <span className={cn('truncate', compact && 'opacity-0')}>{item.title}</span>
    </NavLink>
  );
}

function Branch({ item, depth, compact, onNavigate }: { item: NavItem; depth: number; compact: boolean; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const active = isItemActive(item, pathname);
  const [open, setOpen] = useState(active);
  const Icon = item.icon ?? IconCircle;
  const expanded = open && !compact;
  return (
    <>
      <button
        type="button"
        aria-expanded={expanded}
        onClick={() => setOpen((o) => !o)}
        className={cn(
          'flex h-[38px] w-full cursor-pointer items-center gap-2 overflow-hidden whitespace-nowrap rounded-ee px-3 text-start text-[15px] transition-colors hover:bg-current/8',
          active && 'bg-current/8 font-medium',
        )}
      >
        <Icon aria-hidden className={cn('shrink-0', item.icon ? 'size-[22px]' : 'mx-[5px] size-3')} stroke={1.75} />
        <span className={cn('flex-1 truncate', compact && 'opacity-0')}>{item.title}</span>
        <IconChevronRight aria-hidden className={cn('size-[18px] shrink-0 transition-transform rtl:-scale-x-100', expanded && 'rotate-90 rtl:rotate-90', compact && 'opacity-0')} />
      </button>
      {expanded && <Items items={item.children ?? []} depth={depth + 1} compact={compact} onNavigate={onNavigate} />}
    </>
  );
}

function Items({ items, depth, compact, onNavigate }: { items: NavItem[]; depth: number; compact: boolean; onNavigate?: () => void }) {
  return (
    <ul className={cn('m-0 grid list-none gap-1 p-0', depth > 0 && 'mt-1')}>
      {items.map((item) => (
        <li key={`${item.title}-${item.to ?? ''}`}>
          {item.children?.length ? <Branch item={item} depth={depth} compact={compact} onNavigate={onNavigate} /> : <Leaf item={item} depth={depth} compact={compact} onNavigate={onNavigate} />}
        </li>
      ))}
    </ul>
  );
}

/**
 * The vertical navigation (Vuexy): brand, section headings, items and nested items, the active
 * route highlighted. Collapsible to icons with hover-expand; below the overlay breakpoint it is a
 * modal drawer.
 */
export function VerticalNav({ groups, collapsed = false, onCollapsedChange, semiDark = false, overlay = false, open = false, onOpenChange, homeTo = '/', className }: VerticalNavProps) {
  const { t } = useTranslation('shell');
  const [hovered, setHovered] = useState(false);
  const compact = collapsed && !hovered && !overlay;
  const close = () => onOpenChange?.(false);

  const header = (
    <div className="flex h-16 shrink-0 items-center gap-2 ps-[23px] pe-4">
      <NavLink to={homeTo} className="min-w-0 flex-1 text-heading no-underline in-data-[semi-dark=true]:text-[#e1def5]" onClick={overlay ? close : undefined}>
        <Brand compact={compact} />
      </NavLink>
      {overlay ? (
        <IconButton aria-label={t('navbar.closeNav')} size="sm" className="text-current" onClick={close}>
          <IconX aria-hidden />
        </IconButton>
      ) : (
        onCollapsedChange &&
        !compact && (
          <IconButton aria-label={collapsed ? t('navbar.expandNav') : t('navbar.collapseNav')} aria-pressed={collapsed} size="sm" className="text-current" onClick={() => onCollapsedChange(!collapsed)}>
            {collapsed ? <IconCircle aria-hidden /> : <IconCircleDot aria-hidden />}
          </IconButton>
        )
      )}
    </div>
  );

  const body: ReactNode = (
    <nav aria-label={t('nav.main')} className="min-h-0 flex-1 overflow-y-auto overflow-x-hidden px-3.5 pb-4">
      {groups.map((group) => (
        <section key={group.id} aria-label={group.heading} className="mt-2">
          <h2 className={cn('m-0 flex h-9 items-center overflow-hidden whitespace-nowrap px-3 text-[13px] font-normal uppercase text-current', compact && 'justify-center px-0')}>
            {compact ? <span aria-hidden className="block h-px w-4 bg-current" /> : null}
            <span className={cn(compact && 'sr-only')}>{group.heading}</span>
          </h2>
          <Items items={group.items} depth={0} compact={compact} onNavigate={overlay ? close : undefined} />
        </section>
      ))}
    </nav>
  );

  const asideClass = cn(
    'flex flex-col bg-nav text-nav-text shadow-soft transition-[width,transform] duration-200 ease-out motion-reduce:transition-none [border-inline-end:1px_solid_var(--ee-card-border)]',
    className,
  );

  if (overlay) {
    return (
      <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
        <DialogPrimitive.Portal>
          <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-overlay" />
          <DialogPrimitive.Content
            aria-describedby={undefined}
            data-semi-dark={semiDark}
            data-vertical-nav="overlay"
            className={cn(asideClass, 'fixed inset-y-0 start-0 z-50 outline-none')}
            style={{ width: VERTICAL_NAV_WIDTH }}
          >
            <DialogPrimitive.Title className="sr-only">{t('nav.main')}</DialogPrimitive.Title>
            {header}
            {body}
          </DialogPrimitive.Content>
        </DialogPrimitive.Portal>
      </DialogPrimitive.Root>
    );
  }

  return (
    <aside
      data-semi-dark={semiDark}
      data-vertical-nav={compact ? 'collapsed' : 'expanded'}
      className={cn(asideClass, 'fixed inset-y-0 start-0 z-40')}
      style={{ width: compact ? VERTICAL_NAV_COLLAPSED_WIDTH : VERTICAL_NAV_WIDTH }}
      onMouseEnter={collapsed ? () => setHovered(true) : undefined}
      onMouseLeave={collapsed ? () => setHovered(false) : undefined}
      onFocus={collapsed ? () => setHovered(true) : undefined}
      onBlur={collapsed ? (e) => !e.currentTarget.contains(e.relatedTarget) && setHovered(false) : undefined}
    >
      {header}
      {body}
    </aside>
  );
}
