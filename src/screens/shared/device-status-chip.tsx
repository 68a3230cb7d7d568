import type { DeviceStatus } from '@/api/types/devices';
import { Chip, type ChipProps } from '@/components/ui/chip';
import type { Tone } from '@/components/ui/tone';
import { devicesNs } from '@/i18n/ns/devices';
import { useKitTranslation } from '@/i18n/use-kit-translation';

/** The colour of each device status (the same everywhere a status shows). */
export const DEVICE_STATUS_TONE: Record<DeviceStatus, Tone> = {
  in_service: 'success',
  standby: 'info',
  maintenance: 'warning',
  fault: 'error',
  retired: 'secondary',
};

export type DeviceStatusChipProps = Omit<ChipProps, 'color' | 'children'> & {
  /** The device's status code. */
  status: DeviceStatus;
};

/** A device status as a coloured chip with its translated label. */
export function DeviceStatusChip({ status, ...props }: DeviceStatusChipProps) {
  const { t } = useKitTranslation(devicesNs);
  return <DeviceStatusChipView status={status} label={t(`status.${status}`)} {...props} />;
}

/**
 * DeviceStatusChip without hooks, its label given (table cells: one translation per table, not per
 * row).
 */
export function DeviceStatusChipView({
  status,
  label,
  ...props
}: DeviceStatusChipProps & { label: string }) {
  return (
    <Chip color={DEVICE_STATUS_TONE[status]} data-status={status} {...props}>
      {label}
    </Chip>
  );
}

/** The translated label of a status (for selects, filters and CSV). */
export function useDeviceStatusLabel() {
  const { t } = useKitTranslation(devicesNs);
  return (status: DeviceStatus) => t(`status.${status}`);
}
