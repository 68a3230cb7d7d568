import type { DeviceCategory } from '@/api/types/devices';
import { Chip, type ChipProps } from '@/components/ui/chip';
import type { Tone } from '@/components/ui/tone';
import { devicesNs } from '@/i18n/ns/devices';
import { useKitTranslation } from '@/i18n/use-kit-translation';

/** The colour of each device-type category. */
export const CATEGORY_TONE: Record<DeviceCategory, Tone> = {
  transformation: 'primary',
  distribution: 'info',
  protection: 'error',
  metering: 'success',
  backup_power: 'warning',
  cabling: 'secondary',
  load: 'primary',
};

export type CategoryChipProps = Omit<ChipProps, 'color' | 'children'> & {
  /** The type's category code. */
  category: DeviceCategory;
};

/** A device-type category as a chip with its translated label. */
export function CategoryChip({ category, ...props }: CategoryChipProps) {
  const { t } = useKitTranslation(devicesNs);
  return (
    <Chip color={CATEGORY_TONE[category]} {...props}>
      {t(`category.${category}`)}
    </Chip>
  );
}
