import * as Menu from '@radix-ui/react-dropdown-menu';
import { Menu as MenuRoot } from '../ui/menu';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { IconLayoutGridAdd } from '@tabler/icons-react';
import { cn } from '../../lib/cn';
import { IconButton } from '../ui/icon-button';
import type { NavIcon } from './nav-items';
import { menuContentClass } from './menu-classes';

export interface Shortcut {
  title: string;
  subtitle?: string;
  to: string;
  icon: NavIcon;
}

export interface ShortcutsProps {
  items: Shortcut[];
  container?: HTMLElement | null;
}

/** The navbar's shortcuts menu: a two-column grid of frequent pages. */
export function Shortcuts({ items, container }: ShortcutsProps) {
  const { t } = useTranslation('shell');
  return (
    <MenuRoot modal={false}>
      <Menu.Trigger asChild>
        <IconButton aria-label={t('shortcuts.label')} className="text-heading">
          <IconLayoutGridAdd aria-hidden />
        </IconButton>
      </Menu.Trigger>
      <Menu.Portal container={container}>
        <Menu.Content align="end" sideOffset={6} className={cn(menuContentClass, 'w-[340px] p-0')}>
          <Menu.Label className="border-b border-line px-5 py-3 text-lg font-medium text-heading">{t('shortcuts.title')}</Menu.Label>
          <div className="grid grid-cols-2">
            {items.map(({ title, subtitle, to, icon: Icon }, i) => (
              <Menu.Item key={to} asChild>
                <Link
                  to={to}
                  className={cn(
                    'flex flex-col items-center gap-1 border-line p-5 text-center no-underline outline-none data-[highlighted]:bg-primary/10',
                    i % 2 === 0 && 'border-e',
                    i < items.length - 2 && 'border-b',
                  )}
                >
                  <span className="mb-1 inline-flex size-12 items-center justify-center rounded-full bg-surface-2 text-heading">
                    <Icon aria-hidden className="size-[26px]" stroke={1.5} />
                  </span>
                  <span className="font-medium text-heading">{title}</span>
                  {subtitle && <span className="text-[13px] text-text">{subtitle}</span>}
                </Link>
              </Menu.Item>
            ))}
          </div>
        </Menu.Content>
      </Menu.Portal>
    </MenuRoot>
  );
}
