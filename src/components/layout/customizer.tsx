import { IconRefresh } from '@tabler/icons-react';

import { shellNs } from '@/i18n/ns/shell';
import { useKitTranslation } from '@/i18n/use-kit-translation';
import type { ColorScheme, Settings } from '@/settings/settings';

import { Drawer, DrawerBody, DrawerContent, DrawerFooter } from '../feedback/drawer';
import { Button } from '../ui/button';
import { CustomizerLayoutSection } from './customizer-layout-section';
import { CustomizerThemingSection } from './customizer-theming-section';
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

/**
 * The theme customizer drawer (Vuexy): every preference of docs/spec.md §4 and §9, with a reset.
 */
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
          <CustomizerThemingSection
            settings={settings}
            colorScheme={colorScheme}
            onChange={onChange}
          />
          <CustomizerLayoutSection settings={settings} onChange={onChange} />
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
