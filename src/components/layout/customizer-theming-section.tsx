import { shellNs } from '@/i18n/ns/shell';
import { useKitTranslation } from '@/i18n/use-kit-translation';
import { PRIMARY_PRESETS, type ColorScheme, type Settings } from '@/settings/settings';

import { CustomizerOptions } from './customizer-options';
import { CustomizerPrimaryColor } from './customizer-primary-color';
import { CustomizerSection } from './customizer-section';
import { CustomizerToggle } from './customizer-toggle';

export interface CustomizerThemingSectionProps {
  settings: Settings;
  /** The scheme shown now: the primary colour edited is this scheme's. */
  colorScheme: ColorScheme;
  onChange: (patch: Partial<Settings>) => void;
}

/**
 * The customizer's look: primary colour (of the scheme shown), theme, skin, semi-dark navigation.
 */
export function CustomizerThemingSection({
  settings,
  colorScheme,
  onChange,
}: CustomizerThemingSectionProps) {
  const { t } = useKitTranslation(shellNs);
  const primaryKey = colorScheme === 'dark' ? 'darkPrimaryColor' : 'lightPrimaryColor';
  const primary = settings[primaryKey] ?? PRIMARY_PRESETS[0];
  return (
    <CustomizerSection title={t('customizer.theming')}>
      <CustomizerPrimaryColor
        value={primary}
        onChange={(v) => onChange({ [primaryKey]: v === PRIMARY_PRESETS[0] ? null : v })}
      />
      <CustomizerOptions
        label={t('customizer.theme')}
        value={settings.theme}
        options={(['light', 'dark', 'system'] as const).map((v) => ({
          value: v,
          label: t(`theme.${v}`),
        }))}
        onChange={(theme) => onChange({ theme })}
      />
      <CustomizerOptions
        label={t('customizer.skin')}
        value={settings.skin}
        options={[
          { value: 'default', label: t('customizer.skinDefault') },
          { value: 'bordered', label: t('customizer.skinBordered') },
        ]}
        onChange={(skin) => onChange({ skin })}
      />
      <CustomizerToggle
        label={t('customizer.semiDark')}
        checked={settings.isVerticalNavSemiDark}
        disabled={settings.layoutNav === 'horizontal' || colorScheme === 'dark'}
        onChange={(v) => onChange({ isVerticalNavSemiDark: v })}
      />
    </CustomizerSection>
  );
}
