import * as Menu from '@radix-ui/react-dropdown-menu';
import { Menu as MenuRoot } from '../ui/menu';
import { Link, useLocation } from 'react-router';
import { IconChevronDown, IconChevronRight, IconCircle } from '@tabler/icons-react';
import { cn } from '../../lib/cn';
import { menuContentClass, menuItemClass } from './menu-classes';
import { isItemActive, type NavGroup, type NavItem } from './nav-items';
import { useKitTranslation } from '../../i18n/use-kit-translation';
import { shellNs } from '../../i18n/ns/shell';

/** Gap between a menu and its trigger (SPEC.md §9: popover offset 6). */
export const HORIZONTAL_NAV_OFFSET = 6;

export interface HorizontalNavProps {
  groups: NavGroup[];
  /** Where menus are portalled (stories keep them inside the canvas). */
  container?: HTMLElement | null;
  className?: string;
}

function MenuItems({ items, container }: { items: NavItem[]; container?: HTMLElement | null }) {
  const { pathname } = useLocation();
  return items.map((item) => {
    const Icon = item.icon ?? IconCircle;
    const active = isItemActive(item, pathname);
    const icon = <Icon aria-hidden className={item.icon ? undefined : 'ee:size-3! ee:mx-[5px]'} stroke={item.icon ? 1.75 : 2.4} />;
    if (item.children?.length) {
      return (
        <Menu.Sub key={item.title}>
          <Menu.SubTrigger className={cn(menuItemClass, active && 'ee:bg-primary/16 ee:text-primary-ink')}>
            {icon}
            <span className="ee:flex-1">{item.title}</span>
            <IconChevronRight aria-hidden className="ee:size-[18px]! ee:rtl:-scale-x-100" />
          </Menu.SubTrigger>
          <Menu.Portal container={container}>
            <Menu.SubContent sideOffset={HORIZONTAL_NAV_OFFSET} alignOffset={-8} className={menuContentClass}>
              <MenuItems items={item.children} container={container} />
            </Menu.SubContent>
          </Menu.Portal>
        </Menu.Sub>
      );
    }
    return (
      <Menu.Item key={`${item.title}-${item.to}`} asChild>
        <Link to={item.to ?? '/'} aria-current={active ? 'page' : undefined} className={cn(menuItemClass, 'ee:no-underline', active && 'ee:bg-primary-solid ee:text-white ee:data-[highlighted]:bg-primary-solid ee:data-[highlighted]:text-white')}>
          {icon}
          {item.title}
        </Link>
      </Menu.Item>
    );
  });
}

/** Horizontal navigation (Vuexy): one menu per group, nested items as submenus, offset 6. */
export function HorizontalNav({ groups, container, className }: HorizontalNavProps) {
  const { t } = useKitTranslation(shellNs);
  const { pathname } = useLocation();
  return (
    <nav aria-label={t('nav.main')} className={cn('ee:flex ee:flex-wrap ee:items-center ee:gap-1', className)}>
      {groups.map((group) => {
        const active = group.items.some((i) => isItemActive(i, pathname));
        const Icon = group.icon;
        return (
          <MenuRoot key={group.id} modal={false}>
            <Menu.Trigger
              className={cn(
                'ee:flex ee:h-[38px] ee:cursor-pointer ee:items-center ee:gap-2 ee:rounded-ee ee:px-4 ee:text-[15px] ee:text-heading ee:outline-offset-2 ee:hover:bg-primary/10 ee:data-[state=open]:bg-primary/10',
                active && 'ee:bg-primary-solid ee:text-white ee:shadow-soft ee:hover:bg-primary-solid ee:data-[state=open]:bg-primary-solid',
              )}
            >
              {Icon && <Icon aria-hidden className="ee:size-[22px]" stroke={1.75} />}
              {group.heading}
              <IconChevronDown aria-hidden className="ee:size-4" />
            </Menu.Trigger>
            <Menu.Portal container={container}>
              <Menu.Content align="start" sideOffset={HORIZONTAL_NAV_OFFSET} className={menuContentClass}>
                <MenuItems items={group.items} container={container} />
              </Menu.Content>
            </Menu.Portal>
          </MenuRoot>
        );
      })}
    </nav>
  );
}
