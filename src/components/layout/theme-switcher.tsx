import * as Menu from '@radix-ui/react-dropdown-menu';

import { shellNs } from '@/i18n/ns/shell';
import { useKitTranslation } from '@/i18n/use-kit-translation';
import type { Theme } from '@/settings/settings';

import { Menu as MenuRoot } from '../ui/menu';
import { menuContentClass, menuItemClass } from './menu-classes';
import { THEME_ICONS, ThemeSwitcherButton } from './theme-switcher-button';

const options = (['light', 'dark', 'system'] as const).map((value) => ({
  value,
  icon: THEME_ICONS[value],
}));

export interface ThemeSwitcherProps {
  value: Theme;
  onChange: (theme: Theme) => void;
  container?: HTMLElement | null;
  /** Opened when first drawn. */
  defaultOpen?: boolean;
}

/** The navbar's theme menu: light, dark or system (follows the OS). */
export function ThemeSwitcher({ value, onChange, container, defaultOpen }: ThemeSwitcherProps) {
  const { t } = useKitTranslation(shellNs);
  return (
    <MenuRoot modal={false} defaultOpen={defaultOpen}>
      <Menu.Trigger asChild>
        <ThemeSwitcherButton theme={value} />
      </Menu.Trigger>
      <Menu.Portal container={container}>
        <Menu.Content align="end" sideOffset={6} className={menuContentClass}>
          <Menu.RadioGroup value={value} onValueChange={(v) => onChange(v as Theme)}>
            {options.map(({ value: v, icon: Icon }) => (
              <Menu.RadioItem key={v} value={v} className={menuItemClass}>
                <Icon aria-hidden />
                {t(`theme.${v}`)}
              </Menu.RadioItem>
            ))}
          </Menu.RadioGroup>
        </Menu.Content>
      </Menu.Portal>
    </MenuRoot>
  );
}
