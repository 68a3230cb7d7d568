import { Chip } from '@/components/ui/chip';
import { logisticsNs } from '@/i18n/ns/logistics';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { STATE_TONE, type VehicleState } from './vehicle-display';

/** Where a trip stands (on route, off route, late, arrived) as a chip. */
export function VehicleStateChip({ state }: { state: VehicleState }) {
  const { t } = useKitTranslation(logisticsNs);
  return (
    <Chip color={STATE_TONE[state]} data-state={state}>
      {t(`state.${state}`)}
    </Chip>
  );
}
