import { ApiError } from '@/api/client/request';
import { useUpdateWorkOrder, useWorkOrder } from '@/api/client/work-orders';
import type { WorkOrder, WorkOrderChanges } from '@/api/types/work-orders';

/** After a refused write: someone else changed the order since it was shown (412). */
export const changedElsewhere = (error: unknown) =>
  error instanceof ApiError && error.status === 412;

/**
 * Saves a change of the order based on the version shown (If-Match). Someone else's change in
 * between (412) reloads the order and throws, so the form says so and keeps what was typed: the
 * next save is based on the version now shown (docs/domain/work-orders.md).
 */
export function useOrderSave(order: WorkOrder) {
  const update = useUpdateWorkOrder();
  const detail = useWorkOrder(order.number);
  return async (changes: WorkOrderChanges): Promise<WorkOrder> => {
    try {
      return await update.mutateAsync({ number: order.number, changes, version: order.version });
    } catch (error) {
      if (changedElsewhere(error)) await detail.refetch();
      throw error;
    }
  };
}
