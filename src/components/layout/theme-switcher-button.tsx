import { IconDeviceDesktop, IconMoonStars, IconSun } from '@tabler/icons-react';

import { shellNs } from '@/i18n/ns/shell';
import { useKitTranslation } from '@/i18n/use-kit-translation';
import type { Theme } from '@/settings/settings';

import { IconButton } from '../ui/icon-button';
import type { NavbarMenuButtonProps } from './navbar-icon-button';

export const THEME_ICONS = {
  light: IconSun,
  dark: IconMoonStars,
  system: IconDeviceDesktop,
} as const satisfies Record<Theme, unknown>;

/** The theme menu's button, showing the current choice (its own module, as NavbarIconButton). */
export function ThemeSwitcherButton({ theme, ...props }: NavbarMenuButtonProps & { theme: Theme }) {
  const { t } = useKitTranslation(shellNs);
  const Current = THEME_ICONS[theme] ?? IconSun;
  return (
    <IconButton
      aria-label={`${t('theme.label')}: ${t(`theme.${theme}`)}`}
      className="ee:text-heading"
      {...props}
    >
      <Current aria-hidden />
    </IconButton>
  );
}
