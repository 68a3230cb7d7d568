import { useQueryClient } from '@tanstack/react-query';

import { ApiError } from '@/api/client/request';
import { useUpdateWorkOrder, workOrderKeys } from '@/api/client/work-orders';
import type { WorkOrder, WorkOrderChanges } from '@/api/types/work-orders';

/**
 * Saves a change of the order based on the version shown (If-Match). Someone else's change in
 * between (412) reloads the order and throws, so the form says so and keeps what was typed: the
 * next save is based on the version now shown (docs/domain/work-orders.md).
 */
export function useOrderSave(order: WorkOrder) {
  const client = useQueryClient();
  const update = useUpdateWorkOrder();
  return async (changes: WorkOrderChanges): Promise<WorkOrder> => {
    try {
      return await update.mutateAsync({ number: order.number, changes, version: order.version });
    } catch (error) {
      if (error instanceof ApiError && error.status === 412) {
        if (error.current) client.setQueryData(workOrderKeys.detail(order.number), error.current);
        else await client.invalidateQueries({ queryKey: workOrderKeys.detail(order.number) });
      }
      throw error;
    }
  };
}
