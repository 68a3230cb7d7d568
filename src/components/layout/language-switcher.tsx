import * as Menu from '@radix-ui/react-dropdown-menu';
import { Menu as MenuRoot } from '../ui/menu';
import { IconLanguage } from '@tabler/icons-react';
import { languages, type Language } from '../../i18n/languages';
import { IconButton } from '../ui/icon-button';
import { menuContentClass, menuItemClass } from './menu-classes';
import { useKitTranslation } from '../../i18n/use-kit-translation';
import { shellNs } from '../../i18n/ns/shell';

export interface LanguageSwitcherProps {
  value: Language;
  onChange: (language: Language) => void;
  /** Where the menu is portalled. */
  container?: HTMLElement | null;
}

/** The navbar's language menu: English, Français, العربية, 中文 (each named in itself). */
export function LanguageSwitcher({ value, onChange, container }: LanguageSwitcherProps) {
  const { t } = useKitTranslation(shellNs);
  return (
    <MenuRoot modal={false}>
      <Menu.Trigger asChild>
        <IconButton aria-label={t('language.label')} className="ee:text-heading">
          <IconLanguage aria-hidden />
        </IconButton>
      </Menu.Trigger>
      <Menu.Portal container={container}>
        <Menu.Content align="end" sideOffset={6} className={menuContentClass}>
          <Menu.RadioGroup value={value} onValueChange={(v) => onChange(v as Language)}>
            {languages.map((l) => (
              <Menu.RadioItem key={l.code} value={l.code} lang={l.code} dir={l.dir} className={menuItemClass}>
                {l.label}
              </Menu.RadioItem>
            ))}
          </Menu.RadioGroup>
        </Menu.Content>
      </Menu.Portal>
    </MenuRoot>
  );
}
