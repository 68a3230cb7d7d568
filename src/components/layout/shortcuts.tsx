import * as Menu from '@radix-ui/react-dropdown-menu';
import { Link } from 'react-router';

import { shellNs } from '@/i18n/ns/shell';
import { useKitTranslation } from '@/i18n/use-kit-translation';
import { cn } from '@/lib/cn';

import { Menu as MenuRoot } from '../ui/menu';
import { menuContentClass } from './menu-classes';
import type { NavIcon } from './nav-items';
import { NavbarIconButton, shortcutsButton } from './navbar-icon-button';

export interface Shortcut {
  title: string;
  subtitle?: string;
  to: string;
  icon: NavIcon;
}

export interface ShortcutsProps {
  items: Shortcut[];
  container?: HTMLElement | null;
  /** Opened when first drawn. */
  defaultOpen?: boolean;
}

/** The navbar's shortcuts menu: a two-column grid of frequent pages. */
export function Shortcuts({ items, container, defaultOpen }: ShortcutsProps) {
  const { t } = useKitTranslation(shellNs);
  return (
    <MenuRoot modal={false} defaultOpen={defaultOpen}>
      <Menu.Trigger asChild>
        <NavbarIconButton {...shortcutsButton} />
      </Menu.Trigger>
      <Menu.Portal container={container}>
        <Menu.Content
          align="end"
          sideOffset={6}
          className={cn(menuContentClass, 'ee:w-[340px] ee:p-0')}
        >
          <Menu.Label className="ee:border-b ee:border-line ee:px-5 ee:py-3 ee:text-lg ee:font-medium ee:text-heading">
            {t('shortcuts.title')}
          </Menu.Label>
          <div className="ee:grid ee:grid-cols-2">
            {items.map(({ title, subtitle, to, icon: Icon }, i) => (
              <Menu.Item key={to} asChild>
                <Link
                  to={to}
                  className={cn(
                    'ee:flex ee:flex-col ee:items-center ee:gap-1 ee:border-line ee:p-5 ee:text-center ee:no-underline ee:outline-none ee:data-[highlighted]:bg-primary/10',
                    i % 2 === 0 && 'ee:border-e',
                    i < items.length - 2 && 'ee:border-b',
                  )}
                >
                  <span className="ee:mb-1 ee:inline-flex ee:size-12 ee:items-center ee:justify-center ee:rounded-full ee:bg-surface-2 ee:text-heading">
                    <Icon aria-hidden className="ee:size-[26px]" stroke={1.5} />
                  </span>
                  <span className="ee:font-medium ee:text-heading">{title}</span>
                  {subtitle && <span className="ee:text-[13px] ee:text-text">{subtitle}</span>}
                </Link>
              </Menu.Item>
            ))}
          </div>
        </Menu.Content>
      </Menu.Portal>
    </MenuRoot>
  );
}
