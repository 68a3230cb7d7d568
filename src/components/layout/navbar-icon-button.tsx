import { IconLanguage, IconLayoutGridAdd } from '@tabler/icons-react';
import type { ComponentType } from 'react';

import { shellNs } from '@/i18n/ns/shell';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { IconButton, type IconButtonProps } from '../ui/icon-button';

export type NavbarMenuButtonProps = Omit<IconButtonProps, 'aria-label' | 'children'>;

/** The shell messages that name a navbar button whose label does not change. */
export type NavbarButtonLabel = 'language.label' | 'shortcuts.label';

export interface NavbarIconButtonProps extends NavbarMenuButtonProps {
  icon: ComponentType<{ 'aria-hidden'?: boolean }>;
  label: NavbarButtonLabel;
}

/**
 * A navbar menu's icon button with a fixed name (language, shortcuts). In a module of its own,
 * apart from the menus: the navbar draws it before a menu's code is in (see lazyMenu), and the
 * real menu uses it as its trigger, so the two are the same button.
 */
export function NavbarIconButton({ icon: Icon, label, ...props }: NavbarIconButtonProps) {
  const { t } = useKitTranslation(shellNs);
  return (
    <IconButton aria-label={t(label)} className="ee:text-heading" {...props}>
      <Icon aria-hidden />
    </IconButton>
  );
}

/** The language menu's button, for the menu and its stand-in alike. */
export const languageButton = {
  icon: IconLanguage,
  label: 'language.label',
} as const satisfies Pick<NavbarIconButtonProps, 'icon' | 'label'>;

/** The shortcuts menu's button, for the menu and its stand-in alike. */
export const shortcutsButton = {
  icon: IconLayoutGridAdd,
  label: 'shortcuts.label',
} as const satisfies Pick<NavbarIconButtonProps, 'icon' | 'label'>;
