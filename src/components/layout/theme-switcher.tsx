import * as Menu from '@radix-ui/react-dropdown-menu';
import { Menu as MenuRoot } from '../ui/menu';
import { IconDeviceDesktop, IconMoonStars, IconSun } from '@tabler/icons-react';
import type { Theme } from '../../settings/settings';
import { IconButton } from '../ui/icon-button';
import { menuContentClass, menuItemClass } from './menu-classes';
import { useKitTranslation } from '../../i18n/use-kit-translation';
import { shellNs } from '../../i18n/ns/shell';

const options = [
  { value: 'light', icon: IconSun },
  { value: 'dark', icon: IconMoonStars },
  { value: 'system', icon: IconDeviceDesktop },
] as const satisfies readonly { value: Theme; icon: unknown }[];

export interface ThemeSwitcherProps {
  value: Theme;
  onChange: (theme: Theme) => void;
  container?: HTMLElement | null;
}

/** The navbar's theme menu: light, dark or system (follows the OS). */
export function ThemeSwitcher({ value, onChange, container }: ThemeSwitcherProps) {
  const { t } = useKitTranslation(shellNs);
  const Current = options.find((o) => o.value === value)?.icon ?? IconSun;
  return (
    <MenuRoot modal={false}>
      <Menu.Trigger asChild>
        <IconButton aria-label={`${t('theme.label')}: ${t(`theme.${value}`)}`} className="ee:text-heading">
          <Current aria-hidden />
        </IconButton>
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
