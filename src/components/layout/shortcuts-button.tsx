import { IconLayoutGridAdd } from '@tabler/icons-react';
import { IconButton } from '../ui/icon-button';
import { useKitTranslation } from '../../i18n/use-kit-translation';
import { shellNs } from '../../i18n/ns/shell';
import type { NavbarMenuButtonProps } from './language-switcher-button';

/** The shortcuts menu's button (its own module, as LanguageSwitcherButton). */
export function ShortcutsButton(props: NavbarMenuButtonProps) {
  const { t } = useKitTranslation(shellNs);
  return (
    <IconButton aria-label={t('shortcuts.label')} className="ee:text-heading" {...props}>
      <IconLayoutGridAdd aria-hidden />
    </IconButton>
  );
}
