import { IconTrash } from '@tabler/icons-react';
import type { TFunction } from 'i18next';

import type { DeviceListItem } from '@/api/types/devices';
import { Chip, type ChipProps } from '@/components/ui/chip';
import type { Format } from '@/screens/shared/format';

export type DeletedChipProps = Omit<ChipProps, 'color' | 'children' | 'icon'> & {
  /** The deleted device: when and by whom (issue 35.11). */
  device: Pick<DeviceListItem, 'deletedAt' | 'deletedBy'>;
  t: TFunction<'ee-devices'>;
  f: Format;
};

/**
 * "Deleted", where a deleted device shows among the register's (in place of its status), outlined
 * so it is not read as the tinted "Fault": when and by whom are its title, and read out with it.
 */
export function DeletedChip({ device, t, f, ...props }: DeletedChipProps) {
  const hint = t('deleted.hint', {
    date: f.dateTime(device.deletedAt),
    actor: device.deletedBy ?? '',
  });
  return (
    <Chip
      color="error"
      variant="outline"
      icon={<IconTrash aria-hidden />}
      title={hint}
      data-deleted
      {...props}
    >
      {t('deleted.chip')}
      <span className="ee:sr-only">{` (${hint})`}</span>
    </Chip>
  );
}
