/** Navigation as data: the shell renders it, the app supplies it, abilities filter it. */
import type { ComponentType } from 'react';

/** An icon component (tabler icons fit). */
export type NavIcon = ComponentType<{
  className?: string;
  stroke?: number | string;
  'aria-hidden'?: boolean;
}>;

export interface NavItem {
  /** The label shown (already translated). */
  title: string;
  /** The route; items with children may leave it out. */
  to?: string;
  icon?: NavIcon;
  children?: NavItem[];
  /** The ability subject needed to read it (CASL-style `read` on this subject); none: everyone. */
  subject?: string;
}

/**
 * A titled group of items (a section heading in the vertical nav, a menu in the horizontal one).
 */
export interface NavGroup {
  /** A stable key for the group. */
  id: string;
  heading: string;
  icon?: NavIcon;
  items: NavItem[];
}

/** Decides whether an item may show (e.g. `(item) => can('read', item.subject)`). */
export type NavPredicate = (item: NavItem) => boolean;

/**
 * Items the predicate allows; a parent stays only while it has an allowed child or its own route.
 */
export function filterNavItems(items: readonly NavItem[], allowed: NavPredicate): NavItem[] {
  const out: NavItem[] = [];
  for (const item of items) {
    if (!allowed(item)) continue;
    if (item.children) {
      const children = filterNavItems(item.children, allowed);
      if (children.length) out.push({ ...item, children });
      else if (item.to) out.push({ ...item, children: undefined });
    } else out.push(item);
  }
  return out;
}

/** Groups with their items filtered; empty groups are dropped. */
export function filterNav(groups: readonly NavGroup[], allowed: NavPredicate): NavGroup[] {
  return groups
    .map((g) => ({ ...g, items: filterNavItems(g.items, allowed) }))
    .filter((g) => g.items.length > 0);
}

/** The path part of a `to` (query and hash dropped). */
function pathOf(to: string): string {
  const end = to.search(/[?#]/);
  return end === -1 ? to : to.slice(0, end);
}

/** True when the item's route is the current path (or `/` exactly for home). */
export function isItemActive(item: NavItem, pathname: string): boolean {
  if (item.to) {
    const path = pathOf(item.to);
    if (path === '/' ? pathname === '/' : pathname === path || pathname.startsWith(`${path}/`))
      return true;
  }
  return item.children?.some((c) => isItemActive(c, pathname)) ?? false;
}

/** Every routed item, depth first (the palette and tests use it to reach all routes). */
export function flattenNav(groups: readonly NavGroup[]): NavItem[] {
  const out: NavItem[] = [];
  const walk = (items: readonly NavItem[]) =>
    items.forEach((i) => {
      if (i.to) out.push(i);
      if (i.children) walk(i.children);
    });
  groups.forEach((g) => walk(g.items));
  return out;
}
