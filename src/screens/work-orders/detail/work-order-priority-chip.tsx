import type { WorkOrderPriority } from '@/api/types/work-orders';
import { Chip, type ChipProps } from '@/components/ui/chip';
import type { Tone } from '@/components/ui/tone';
import { workOrdersNs } from '@/i18n/ns/workOrders';
import { useKitTranslation } from '@/i18n/use-kit-translation';

const PRIORITY_TONE: Record<WorkOrderPriority, Tone> = {
  low: 'secondary',
  medium: 'info',
  high: 'warning',
  urgent: 'error',
};

type ChipRest = Omit<ChipProps, 'color' | 'children'>;

/** An order's priority as a chip (urgent in red). */
export function WorkOrderPriorityChip({
  priority,
  ...props
}: ChipRest & { priority: WorkOrderPriority }) {
  const { t } = useKitTranslation(workOrdersNs);
  return (
    <Chip variant="outline" color={PRIORITY_TONE[priority]} data-priority={priority} {...props}>
      {t(`priority.${priority}`)}
    </Chip>
  );
}
