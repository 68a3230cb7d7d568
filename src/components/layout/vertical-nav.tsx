import * as DialogPrimitive from '@radix-ui/react-dialog';
import { IconChevronRight, IconCircle, IconCircleDot, IconX } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router';

import { shellNs } from '@/i18n/ns/shell';
import { useKitTranslation } from '@/i18n/use-kit-translation';
import { cn } from '@/lib/cn';

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

function Leaf({
  item,
  depth,
  compact,
  onNavigate,
}: {
  item: NavItem;
  depth: number;
  compact: boolean;
  onNavigate?: () => void;
}) {
  const Icon = item.icon ?? (depth > 0 ? IconCircle : undefined);
  return (
    <NavLink
      to={item.to ?? '/'}
      end={item.to === '/'}
      onClick={onNavigate}
      className={({ isActive }) =>
        cn(
          'ee:flex ee:h-[38px] ee:items-center ee:gap-2 ee:overflow-hidden ee:whitespace-nowrap ee:rounded-ee ee:px-3 ee:text-[15px] ee:transition-colors ee:duration-150',
          isActive ? 'ee:bg-primary-solid ee:text-white ee:shadow-soft' : 'ee:hover:bg-current/8',
        )
      }
    >
      {Icon && (
        <Icon
          aria-hidden
          className={cn(
            'ee:shrink-0',
            depth > 0 && !item.icon ? 'ee:mx-[5px] ee:size-3' : 'ee:size-[22px]',
          )}
          stroke={depth > 0 && !item.icon ? 2.4 : 1.75}
        />
      )}
      <span className={cn('ee:truncate', compact && 'ee:opacity-0')}>{item.title}</span>
    </NavLink>
  );
}

function Branch({
  item,
  depth,
  compact,
  onNavigate,
}: {
  item: NavItem;
  depth: number;
  compact: boolean;
  onNavigate?: () => void;
}) {
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
          'ee:flex ee:h-[38px] ee:w-full ee:cursor-pointer ee:items-center ee:gap-2 ee:overflow-hidden ee:whitespace-nowrap ee:rounded-ee ee:px-3 ee:text-start ee:text-[15px] ee:transition-colors ee:hover:bg-current/8',
          active && 'ee:bg-current/8 ee:font-medium',
        )}
      >
        <Icon
          aria-hidden
          className={cn('ee:shrink-0', item.icon ? 'ee:size-[22px]' : 'ee:mx-[5px] ee:size-3')}
          stroke={1.75}
        />
        <span className={cn('ee:flex-1 ee:truncate', compact && 'ee:opacity-0')}>{item.title}</span>
        <IconChevronRight
          aria-hidden
          className={cn(
            'ee:size-[18px] ee:shrink-0 ee:transition-transform ee:rtl:-scale-x-100',
            expanded && 'ee:rotate-90 ee:rtl:rotate-90',
            compact && 'ee:opacity-0',
          )}
        />
      </button>
      {expanded && (
        <Items
          items={item.children ?? []}
          depth={depth + 1}
          compact={compact}
          onNavigate={onNavigate}
        />
      )}
    </>
  );
}

function Items({
  items,
  depth,
  compact,
  onNavigate,
}: {
  items: NavItem[];
  depth: number;
  compact: boolean;
  onNavigate?: () => void;
}) {
  return (
    <ul className={cn('ee:m-0 ee:grid ee:list-none ee:gap-1 ee:p-0', depth > 0 && 'ee:mt-1')}>
      {items.map((item) => (
        <li key={`${item.title}-${item.to ?? ''}`}>
          {item.children?.length ? (
            <Branch item={item} depth={depth} compact={compact} onNavigate={onNavigate} />
          ) : (
            <Leaf item={item} depth={depth} compact={compact} onNavigate={onNavigate} />
          )}
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
export function VerticalNav({
  groups,
  collapsed = false,
  onCollapsedChange,
  semiDark = false,
  overlay = false,
  open = false,
  onOpenChange,
  homeTo = '/',
  className,
}: VerticalNavProps) {
  const { t } = useKitTranslation(shellNs);
  const [hovered, setHovered] = useState(false);
  const compact = collapsed && !hovered && !overlay;
  const close = () => onOpenChange?.(false);
  // The drawer's dialog is mounted the first time it opens, and stays (its closing animation
  // needs it). Mounted closed, Radix's Presence schedules a synchronous update as it commits, and
  // React then runs the whole page's pending effects in that same task: on a phone's first load,
  // the page's first commit and its effects were one long task.
  const [drawerUsed, setDrawerUsed] = useState(open);
  if (open && !drawerUsed) setDrawerUsed(true);

  const header = (
    <div className="ee:flex ee:h-16 ee:shrink-0 ee:items-center ee:gap-2 ee:ps-[23px] ee:pe-4">
      <NavLink
        to={homeTo}
        className="ee:min-w-0 ee:flex-1 ee:text-heading ee:no-underline ee:in-data-[semi-dark=true]:text-[#e1def5]"
        onClick={overlay ? close : undefined}
      >
        <Brand compact={compact} />
      </NavLink>
      {overlay ? (
        <IconButton
          aria-label={t('navbar.closeNav')}
          size="sm"
          className="ee:text-current"
          onClick={close}
        >
          <IconX aria-hidden />
        </IconButton>
      ) : (
        onCollapsedChange &&
        !compact && (
          <IconButton
            aria-label={collapsed ? t('navbar.expandNav') : t('navbar.collapseNav')}
            aria-pressed={collapsed}
            size="sm"
            className="ee:text-current"
            onClick={() => onCollapsedChange(!collapsed)}
          >
            {collapsed ? <IconCircle aria-hidden /> : <IconCircleDot aria-hidden />}
          </IconButton>
        )
      )}
    </div>
  );

  const body: ReactNode = (
    <nav
      aria-label={t('nav.main')}
      className="ee:min-h-0 ee:flex-1 ee:overflow-y-auto ee:overflow-x-hidden ee:px-3.5 ee:pb-4"
    >
      {groups.map((group) => (
        <section key={group.id} aria-label={group.heading} className="ee:mt-2">
          <h2
            className={cn(
              'ee:m-0 ee:flex ee:h-9 ee:items-center ee:overflow-hidden ee:whitespace-nowrap ee:px-3 ee:text-[13px] ee:font-normal ee:uppercase ee:text-current',
              compact && 'ee:justify-center ee:px-0',
            )}
          >
            {compact ? (
              <span aria-hidden className="ee:block ee:h-px ee:w-4 ee:bg-current" />
            ) : null}
            <span className={cn(compact && 'ee:sr-only')}>{group.heading}</span>
          </h2>
          <Items
            items={group.items}
            depth={0}
            compact={compact}
            onNavigate={overlay ? close : undefined}
          />
        </section>
      ))}
    </nav>
  );

  const asideClass = cn(
    'ee:flex ee:flex-col ee:bg-nav ee:text-nav-text ee:shadow-soft ee:transition-[width,transform] ee:duration-200 ee:ease-out ee:motion-reduce:transition-none ee:[border-inline-end:1px_solid_var(--ee-card-border)]',
    className,
  );

  if (overlay) {
    if (!drawerUsed) return null;
    return (
      <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
        <DialogPrimitive.Portal>
          <DialogPrimitive.Overlay className="ee:fixed ee:inset-0 ee:z-40 ee:bg-overlay" />
          <DialogPrimitive.Content
            aria-describedby={undefined}
            data-semi-dark={semiDark}
            data-vertical-nav="overlay"
            className={cn(asideClass, 'ee:fixed ee:inset-y-0 ee:start-0 ee:z-50 ee:outline-none')}
            style={{ width: VERTICAL_NAV_WIDTH }}
          >
            <DialogPrimitive.Title className="ee:sr-only">{t('nav.main')}</DialogPrimitive.Title>
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
      className={cn(asideClass, 'ee:fixed ee:inset-y-0 ee:start-0 ee:z-40')}
      style={{ width: compact ? VERTICAL_NAV_COLLAPSED_WIDTH : VERTICAL_NAV_WIDTH }}
      onMouseEnter={collapsed ? () => setHovered(true) : undefined}
      onMouseLeave={collapsed ? () => setHovered(false) : undefined}
      onFocus={collapsed ? () => setHovered(true) : undefined}
      onBlur={
        collapsed
          ? (e) => !e.currentTarget.contains(e.relatedTarget) && setHovered(false)
          : undefined
      }
    >
      {header}
      {body}
    </aside>
  );
}
