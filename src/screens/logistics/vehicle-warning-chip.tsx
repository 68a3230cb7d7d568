import type { VehicleWarning } from '@/api/types/logistics';
import { Chip } from '@/components/ui/chip';
import { logisticsNs } from '@/i18n/ns/logistics';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { WARNING_KEY, WARNING_TONE } from './vehicle-display';

/** A vehicle's warning as a chip in the warning's colour, in the user's language. */
export function VehicleWarningChip({ warning }: { warning: VehicleWarning }) {
  const { t } = useKitTranslation(logisticsNs);
  return <Chip color={WARNING_TONE[warning]}>{t(`warning.${WARNING_KEY[warning]}`)}</Chip>;
}
