import { IconAlertCircle, IconArrowBigUpLines, IconFlag } from '@tabler/icons-react';

import type { WorkOrderPriority, WorkOrderStatus } from '@/api/contract/work-orders-values';
import { Chip, type ChipProps } from '@/components/ui/chip';
import type { Tone } from '@/components/ui/tone';

/** The colour of each work order state (the same on the list, the board and the detail). */
export const WORK_ORDER_STATUS_TONE: Record<WorkOrderStatus, Tone> = {
  requested: 'info',
  open: 'primary',
  in_progress: 'warning',
  on_hold: 'secondary',
  done: 'success',
  cancelled: 'secondary',
};

/** The colour of each priority (the list's chips, the board's cards, the calendar's events). */
export const WORK_ORDER_PRIORITY_TONE: Record<WorkOrderPriority, Tone> = {
  low: 'secondary',
  medium: 'info',
  high: 'warning',
  urgent: 'error',
};

type ChipBase = Omit<ChipProps, 'color' | 'children'>;

/**
 * A work order's state as a coloured chip, its label given (hook-free: a table translates once,
 * not per row).
 */
export function WorkOrderStatusChip({
  status,
  label,
  ...props
}: ChipBase & { status: WorkOrderStatus; label: string }) {
  return (
    <Chip
      color={WORK_ORDER_STATUS_TONE[status]}
      variant={status === 'cancelled' ? 'outline' : 'tonal'}
      data-status={status}
      {...props}
    >
      {label}
    </Chip>
  );
}

/** A priority as a chip with its label given; urgent and high carry an icon, not only a colour. */
export function WorkOrderPriorityChip({
  priority,
  label,
  ...props
}: ChipBase & { priority: WorkOrderPriority; label: string }) {
  const icon =
    priority === 'urgent' ? (
      <IconArrowBigUpLines />
    ) : priority === 'high' ? (
      <IconFlag />
    ) : undefined;
  return (
    <Chip
      color={WORK_ORDER_PRIORITY_TONE[priority]}
      icon={icon}
      data-priority={priority}
      {...props}
    >
      {label}
    </Chip>
  );
}

/** "Overdue", marked in the error colour with an icon. */
export function OverdueChip({ label, ...props }: ChipBase & { label: string }) {
  return (
    <Chip color="error" icon={<IconAlertCircle />} {...props}>
      {label}
    </Chip>
  );
}
