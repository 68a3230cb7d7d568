import type { WorkOrderStatus } from '@/api/types/work-orders';
import { Chip, type ChipProps } from '@/components/ui/chip';
import type { Tone } from '@/components/ui/tone';
import { workOrdersNs } from '@/i18n/ns/workOrders';
import { useKitTranslation } from '@/i18n/use-kit-translation';

const STATUS_TONE: Record<WorkOrderStatus, Tone> = {
  requested: 'secondary',
  open: 'info',
  in_progress: 'primary',
  on_hold: 'warning',
  done: 'success',
  cancelled: 'secondary',
};

type ChipRest = Omit<ChipProps, 'color' | 'children'>;

/** An order's state as a coloured chip with its translated label. */
export function WorkOrderStatusChip({ status, ...props }: ChipRest & { status: WorkOrderStatus }) {
  const { t } = useKitTranslation(workOrdersNs);
  return (
    <Chip color={STATUS_TONE[status]} data-status={status} {...props}>
      {t(`status.${status}`)}
    </Chip>
  );
}
