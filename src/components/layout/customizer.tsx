import * as RadioGroup from '@radix-ui/react-radio-group';
import * as SwitchPrimitive from '@radix-ui/react-switch';
import { IconCheck, IconRefresh } from '@tabler/icons-react';
import { useId, type ReactNode } from 'react';

import { languages } from '@/i18n/languages';
import { shellNs } from '@/i18n/ns/shell';
import { useKitTranslation } from '@/i18n/use-kit-translation';
import { cn } from '@/lib/cn';
import { PRIMARY_PRESETS, type ColorScheme, type Settings } from '@/settings/settings';

import { Drawer, DrawerBody, DrawerContent, DrawerFooter } from '../feedback/drawer';
import { Button } from '../ui/button';
import { CustomizerTrigger } from './customizer-trigger';

export interface CustomizerProps {
  settings: Settings;
  /** The scheme shown now: the primary colour edited is this scheme's. */
  colorScheme: ColorScheme;
  onChange: (patch: Partial<Settings>) => void;
  onReset: () => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Shows the floating gear button at the end edge (default true). */
  showTrigger?: boolean;
  container?: HTMLElement | null;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="ee:grid ee:gap-5 ee:border-b ee:border-line ee:py-5 ee:first:pt-0 ee:last:border-b-0">
      <h3 className="ee:m-0 ee:w-fit ee:rounded-[4px] ee:bg-primary/16 ee:px-2.5 ee:py-1 ee:text-[13px] ee:font-medium ee:uppercase ee:text-primary-ink">
        {title}
      </h3>
      {children}
    </section>
  );
}

function Options<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T;
  options: { value: T; label: string; disabled?: boolean }[];
  onChange: (v: T) => void;
}) {
  const id = useId();
  return (
    <div className="ee:grid ee:gap-2">
      <span className="ee:text-[15px] ee:font-medium ee:text-heading" id={id}>
        {label}
      </span>
      <RadioGroup.Root
        aria-labelledby={id}
        value={value}
        onValueChange={(v) => onChange(v as T)}
        className="ee:flex ee:flex-wrap ee:gap-2.5"
      >
        {options.map((o) => (
          <RadioGroup.Item
            key={o.value}
            value={o.value}
            disabled={o.disabled}
            className="ee:min-w-[80px] ee:cursor-pointer ee:rounded-ee ee:border ee:border-line ee:px-3 ee:py-2 ee:text-[15px] ee:text-heading ee:hover:border-primary ee:disabled:cursor-not-allowed ee:disabled:opacity-60 ee:data-[state=checked]:border-2 ee:data-[state=checked]:border-primary ee:data-[state=checked]:text-primary-ink"
          >
            {o.label}
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
    </div>
  );
}

function Toggle({
  label,
  checked,
  disabled,
  onChange,
}: {
  label: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (v: boolean) => void;
}) {
  return (
    <label
      className={cn(
        'ee:flex ee:cursor-pointer ee:items-center ee:justify-between ee:gap-3 ee:text-[15px] ee:font-medium ee:text-heading',
        disabled && 'ee:cursor-not-allowed ee:opacity-60',
      )}
    >
      {label}
      <SwitchPrimitive.Root
        checked={checked}
        disabled={disabled}
        onCheckedChange={onChange}
        className="ee:relative ee:h-5 ee:w-[34px] ee:shrink-0 ee:cursor-pointer ee:rounded-full ee:bg-secondary/40 ee:transition-colors ee:data-[state=checked]:bg-primary-solid ee:disabled:cursor-not-allowed"
      >
        <SwitchPrimitive.Thumb className="ee:block ee:size-4 ee:translate-x-0.5 ee:rounded-full ee:bg-white ee:shadow-soft ee:transition-transform ee:data-[state=checked]:translate-x-4 ee:rtl:-translate-x-0.5 ee:rtl:data-[state=checked]:-translate-x-4" />
      </SwitchPrimitive.Root>
    </label>
  );
}

/** The theme customizer drawer (Vuexy): every preference of SPEC.md §4/§9, with a reset. */
export function Customizer({
  settings,
  colorScheme,
  onChange,
  onReset,
  open,
  onOpenChange,
  showTrigger = true,
  container,
}: CustomizerProps) {
  const { t } = useKitTranslation(shellNs);
  const primaryLabel = useId();
  const primaryKey = colorScheme === 'dark' ? 'darkPrimaryColor' : 'lightPrimaryColor';
  const primary = settings[primaryKey] ?? PRIMARY_PRESETS[0];
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
    <Drawer open={open} onOpenChange={onOpenChange}>
      {showTrigger && <CustomizerTrigger onClick={() => onOpenChange(true)} />}
      {/* The page shows through undimmed (its look is what the choices here preview); an edge line sets the drawer apart instead. */}
      <DrawerContent
        title={t('customizer.title')}
        description={t('customizer.description')}
        container={container}
        size="sm"
        dim={false}
        className="ee:max-w-[400px] ee:border-s ee:border-line"
      >
        <DrawerBody>
          <Section title={t('customizer.theming')}>
            <div className="ee:grid ee:gap-2">
              <span className="ee:text-[15px] ee:font-medium ee:text-heading" id={primaryLabel}>
                {t('customizer.primaryColor')}
              </span>
              <RadioGroup.Root
                aria-labelledby={primaryLabel}
                value={primary}
                onValueChange={(v) =>
                  onChange({ [primaryKey]: v === PRIMARY_PRESETS[0] ? null : v })
                }
                className="ee:flex ee:flex-wrap ee:gap-2.5"
              >
                {PRIMARY_PRESETS.map((c) => (
                  <RadioGroup.Item
                    key={c}
                    value={c}
                    aria-label={t('customizer.colorOption', { color: c })}
                    className="ee:inline-flex ee:size-11 ee:cursor-pointer ee:items-center ee:justify-center ee:rounded-ee ee:border ee:border-line ee:data-[state=checked]:border-2 ee:data-[state=checked]:border-primary"
                  >
                    <span
                      className="ee:inline-flex ee:size-7 ee:items-center ee:justify-center ee:rounded-[4px] ee:text-white"
                      style={{ background: c }}
                    >
                      <RadioGroup.Indicator>
                        <IconCheck aria-hidden className="ee:size-4" stroke={3} />
                      </RadioGroup.Indicator>
                    </span>
                  </RadioGroup.Item>
                ))}
              </RadioGroup.Root>
            </div>
            <Options
              label={t('customizer.theme')}
              value={settings.theme}
              options={(['light', 'dark', 'system'] as const).map((v) => ({
                value: v,
                label: t(`theme.${v}`),
              }))}
              onChange={(theme) => onChange({ theme })}
            />
            <Options
              label={t('customizer.skin')}
              value={settings.skin}
              options={[
                { value: 'default', label: t('customizer.skinDefault') },
                { value: 'bordered', label: t('customizer.skinBordered') },
              ]}
              onChange={(skin) => onChange({ skin })}
            />
            <Toggle
              label={t('customizer.semiDark')}
              checked={settings.isVerticalNavSemiDark}
              disabled={horizontal || colorScheme === 'dark'}
              onChange={(v) => onChange({ isVerticalNavSemiDark: v })}
            />
          </Section>
          <Section title={t('customizer.layout')}>
            <Options
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
            <Options
              label={t('customizer.contentWidth')}
              value={settings.appContentWidth}
              options={[
                { value: 'fluid', label: t('customizer.fluid') },
                { value: 'boxed', label: t('customizer.boxed') },
              ]}
              onChange={(appContentWidth) => onChange({ appContentWidth })}
            />
            <Options
              label={t('customizer.navbarType')}
              value={settings.navbarType}
              options={typeOptions(horizontal)}
              onChange={(navbarType) => onChange({ navbarType })}
            />
            <Options
              label={t('customizer.horizontalNavType')}
              value={settings.horizontalNavType}
              options={typeOptions().map((o) => ({ ...o, disabled: !horizontal }))}
              onChange={(horizontalNavType) => onChange({ horizontalNavType })}
            />
            <Toggle
              label={t('customizer.blur')}
              checked={settings.isNavbarBlurEnabled}
              onChange={(v) => onChange({ isNavbarBlurEnabled: v })}
            />
            <Options
              label={t('customizer.footerType')}
              value={settings.footerType}
              options={typeOptions()}
              onChange={(footerType) => onChange({ footerType })}
            />
            <Options
              label={t('customizer.language')}
              value={settings.language}
              options={languages.map((l) => ({ value: l.code, label: l.label }))}
              onChange={(language) => onChange({ language })}
            />
            <Options
              label={t('customizer.mapTiles')}
              value={settings.mapTiles}
              options={[
                { value: 'osm', label: t('customizer.mapTilesOsm') },
                { value: 'none', label: t('customizer.mapTilesNone') },
              ]}
              onChange={(mapTiles) => onChange({ mapTiles })}
            />
          </Section>
        </DrawerBody>
        <DrawerFooter>
          <Button
            variant="tonal"
            color="secondary"
            startIcon={<IconRefresh aria-hidden className="ee:size-5" />}
            onClick={onReset}
          >
            {t('customizer.reset')}
          </Button>
        </DrawerFooter>
      </DrawerContent>
    </Drawer>
  );
}
