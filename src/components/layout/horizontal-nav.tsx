import * as Menu from '@radix-ui/react-dropdown-menu';
import { IconChevronRight, IconCircle } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';

import { shellNs } from '@/i18n/ns/shell';
import { useKitTranslation } from '@/i18n/use-kit-translation';
import { cn } from '@/lib/cn';

import { Menu as MenuRoot } from '../ui/menu';
import { HorizontalNavButton } from './horizontal-nav-button';
import { menuContentClass, menuItemClass } from './menu-classes';
import { isItemActive, type NavGroup, type NavItem } from './nav-items';

/** Gap between a menu and its trigger (docs/spec.md §9: popover offset 6). */
export const HORIZONTAL_NAV_OFFSET = 6;

export interface HorizontalNavProps {
  groups: NavGroup[];
  /** Where menus are portalled (stories keep them inside the canvas). */
  container?: HTMLElement | null;
  className?: string;
  /** The group (by id) whose menu is open when first drawn. */
  defaultOpen?: string;
}

function MenuItems({ items, container }: { items: NavItem[]; container?: HTMLElement | null }) {
  const { pathname } = useLocation();
  return items.map((item) => {
    const Icon = item.icon ?? IconCircle;
    const active = isItemActive(item, pathname);
    const icon = (
      <Icon
        aria-hidden
        className={item.icon ? undefined : 'ee:size-3! ee:mx-[5px]'}
        stroke={item.icon ? 1.75 : 2.4}
      />
    );
    if (item.children?.length) {
      return (
        <Menu.Sub key={item.title}>
          <Menu.SubTrigger
            className={cn(menuItemClass, active && 'ee:bg-primary/16 ee:text-primary-ink')}
          >
            {icon}
            <span className="ee:flex-1">{item.title}</span>
            <IconChevronRight aria-hidden className="ee:size-[18px]! ee:rtl:-scale-x-100" />
          </Menu.SubTrigger>
          <Menu.Portal container={container}>
            <Menu.SubContent
              sideOffset={HORIZONTAL_NAV_OFFSET}
              alignOffset={-8}
              className={menuContentClass}
            >
              <MenuItems items={item.children} container={container} />
            </Menu.SubContent>
          </Menu.Portal>
        </Menu.Sub>
      );
    }
    return (
      <Menu.Item key={`${item.title}-${item.to}`} asChild>
        <Link
          to={item.to ?? '/'}
          aria-current={active ? 'page' : undefined}
          className={cn(
            menuItemClass,
            'ee:no-underline',
            active &&
              'ee:bg-primary-solid ee:text-white ee:data-[highlighted]:bg-primary-solid ee:data-[highlighted]:text-white',
          )}
        >
          {icon}
          {item.title}
        </Link>
      </Menu.Item>
    );
  });
}

/** Horizontal navigation (Vuexy): one menu per group, nested items as submenus, offset 6. */
export function HorizontalNav({ groups, container, className, defaultOpen }: HorizontalNavProps) {
  const { t } = useKitTranslation(shellNs);
  const { pathname } = useLocation();
  return (
    <nav
      aria-label={t('nav.main')}
      className={cn('ee:flex ee:flex-wrap ee:items-center ee:gap-1', className)}
    >
      {groups.map((group) => {
        const active = group.items.some((i) => isItemActive(i, pathname));
        return (
          <MenuRoot key={group.id} modal={false} defaultOpen={group.id === defaultOpen}>
            <Menu.Trigger asChild>
              <HorizontalNavButton group={group} active={active} />
            </Menu.Trigger>
            <Menu.Portal container={container}>
              <Menu.Content
                align="start"
                sideOffset={HORIZONTAL_NAV_OFFSET}
                className={menuContentClass}
              >
                <MenuItems items={group.items} container={container} />
              </Menu.Content>
            </Menu.Portal>
          </MenuRoot>
        );
      })}
    </nav>
  );
}
