import { languages } from '@/i18n/languages';
import { shellNs } from '@/i18n/ns/shell';
import { useKitTranslation } from '@/i18n/use-kit-translation';
import type { Settings } from '@/settings/settings';

import { CustomizerOptions } from './customizer-options';
import { CustomizerSection } from './customizer-section';
import { CustomizerToggle } from './customizer-toggle';

export interface CustomizerLayoutSectionProps {
  settings: Settings;
  onChange: (patch: Partial<Settings>) => void;
}

/**
 * The customizer's layout: navigation (vertical, collapsed, horizontal), content width, navbar,
 * horizontal menu and footer behaviour, blur, language and map tiles.
 */
export function CustomizerLayoutSection({ settings, onChange }: CustomizerLayoutSectionProps) {
  const { t } = useKitTranslation(shellNs);
  const horizontal = settings.layoutNav === 'horizontal';
  const navChoice = horizontal
    ? 'horizontal'
    : settings.isVerticalNavCollapsed
      ? 'collapsed'
      : 'vertical';
  const typeOptions = (hiddenDisabled = false) =>
    (['sticky', 'static', 'hidden'] as const).map((v) => ({
      value: v,
      label: t(`customizer.${v}`),
      disabled: v === 'hidden' && hiddenDisabled,
    }));
  return (
    <CustomizerSection title={t('customizer.layout')}>
      <CustomizerOptions
        label={t('customizer.navigation')}
        value={navChoice}
        options={[
          { value: 'vertical', label: t('customizer.vertical') },
          { value: 'collapsed', label: t('customizer.collapsed') },
          { value: 'horizontal', label: t('customizer.horizontal') },
        ]}
        onChange={(v) =>
          onChange(
            v === 'horizontal'
              ? { layoutNav: 'horizontal' }
              : { layoutNav: 'vertical', isVerticalNavCollapsed: v === 'collapsed' },
          )
        }
      />
      <CustomizerOptions
        label={t('customizer.contentWidth')}
        value={settings.appContentWidth}
        options={[
          { value: 'fluid', label: t('customizer.fluid') },
          { value: 'boxed', label: t('customizer.boxed') },
        ]}
        onChange={(appContentWidth) => onChange({ appContentWidth })}
      />
      <CustomizerOptions
        label={t('customizer.navbarType')}
        value={settings.navbarType}
        options={typeOptions(horizontal)}
        onChange={(navbarType) => onChange({ navbarType })}
      />
      <CustomizerOptions
        label={t('customizer.horizontalNavType')}
        value={settings.horizontalNavType}
        options={typeOptions().map((o) => ({ ...o, disabled: !horizontal }))}
        onChange={(horizontalNavType) => onChange({ horizontalNavType })}
      />
      <CustomizerToggle
        label={t('customizer.blur')}
        checked={settings.isNavbarBlurEnabled}
        onChange={(v) => onChange({ isNavbarBlurEnabled: v })}
      />
      <CustomizerOptions
        label={t('customizer.footerType')}
        value={settings.footerType}
        options={typeOptions()}
        onChange={(footerType) => onChange({ footerType })}
      />
      <CustomizerOptions
        label={t('customizer.language')}
        value={settings.language}
        options={languages.map((l) => ({ value: l.code, label: l.label }))}
        onChange={(language) => onChange({ language })}
      />
      <CustomizerOptions
        label={t('customizer.mapTiles')}
        value={settings.mapTiles}
        options={[
          { value: 'osm', label: t('customizer.mapTilesOsm') },
          { value: 'none', label: t('customizer.mapTilesNone') },
        ]}
        onChange={(mapTiles) => onChange({ mapTiles })}
      />
    </CustomizerSection>
  );
}
