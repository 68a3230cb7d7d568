import { IconLanguage } from '@tabler/icons-react';
import { IconButton, type IconButtonProps } from '../ui/icon-button';
import { useKitTranslation } from '../../i18n/use-kit-translation';
import { shellNs } from '../../i18n/ns/shell';

export type NavbarMenuButtonProps = Omit<IconButtonProps, 'aria-label' | 'children'>;

/** The language menu's button (its own module: the navbar draws it before the menu's code is in). */
export function LanguageSwitcherButton(props: NavbarMenuButtonProps) {
  const { t } = useKitTranslation(shellNs);
  return (
    <IconButton aria-label={t('language.label')} className="ee:text-heading" {...props}>
      <IconLanguage aria-hidden />
    </IconButton>
  );
}
