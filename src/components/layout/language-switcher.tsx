import * as Menu from '@radix-ui/react-dropdown-menu';

import { languages, type Language } from '@/i18n/languages';

import { Menu as MenuRoot } from '../ui/menu';
import { menuContentClass, menuItemClass } from './menu-classes';
import { languageButton, NavbarIconButton } from './navbar-icon-button';

export interface LanguageSwitcherProps {
  value: Language;
  onChange: (language: Language) => void;
  /** Where the menu is portalled. */
  container?: HTMLElement | null;
  /** Opened when first drawn. */
  defaultOpen?: boolean;
}

/** The navbar's language menu: English, Français, العربية, 中文 (each named in itself). */
export function LanguageSwitcher({
  value,
  onChange,
  container,
  defaultOpen,
}: LanguageSwitcherProps) {
  return (
    <MenuRoot modal={false} defaultOpen={defaultOpen}>
      <Menu.Trigger asChild>
        <NavbarIconButton {...languageButton} />
      </Menu.Trigger>
      <Menu.Portal container={container}>
        <Menu.Content align="end" sideOffset={6} className={menuContentClass}>
          <Menu.RadioGroup value={value} onValueChange={(v) => onChange(v as Language)}>
            {languages.map((l) => (
              <Menu.RadioItem
                key={l.code}
                value={l.code}
                lang={l.code}
                dir={l.dir}
                className={menuItemClass}
              >
                {l.label}
              </Menu.RadioItem>
            ))}
          </Menu.RadioGroup>
        </Menu.Content>
      </Menu.Portal>
    </MenuRoot>
  );
}
