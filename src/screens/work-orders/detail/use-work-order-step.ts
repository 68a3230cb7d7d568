import { useState } from 'react';

import { useChangeWorkOrderStatus, useWorkOrder } from '@/api/client/work-orders';
import type { WorkOrder, WorkOrderStatus, WorkOrderStatusChange } from '@/api/types/work-orders';
import { toast } from '@/components/feedback/toast';
import { workOrdersNs } from '@/i18n/ns/workOrders';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { stepAsks, stepName, type StepName } from './steps';
import { changedElsewhere } from './use-order-save';

/** A step waiting for its dialog (a reason or a sign-off name). */
export interface PendingStep {
  to: WorkOrderStatus;
  step: StepName;
  asks: 'reason' | 'signOff';
}

/**
 * Taking a step of the order's life. A step that asks for something opens its dialog; the others
 * are sent at once. The API judges (docs/domain/work-orders.md): a refusal (409, 403) is shown in
 * the user's language and nothing else changes; an order changed elsewhere (412) is reloaded, so
 * the header offers what its state now allows.
 */
export function useWorkOrderStep(order: WorkOrder) {
  const { t } = useKitTranslation(workOrdersNs);
  const detail = useWorkOrder(order.number);
  const mutation = useChangeWorkOrderStatus();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [pending, setPending] = useState<PendingStep | null>(null);

  /** Sends the step; throws what the API answered (the dialog shows it). */
  const send = async (change: WorkOrderStatusChange) => {
    setRefusal(null);
    try {
      await mutation.mutateAsync({ number: order.number, change, version: order.version });
    } catch (error) {
      if (changedElsewhere(error)) await detail.refetch();
      throw error;
    }
    toast.success(
      t(`steps.done.${stepName(order.status, change.status)}`, { number: order.number }),
    );
  };

  const take = (to: WorkOrderStatus) => {
    const step = stepName(order.status, to);
    const asks = stepAsks(step);
    if (asks) {
      setRefusal(null);
      setPending({ to, step, asks });
      return;
    }
    send({ status: to }).catch((error: unknown) =>
      setRefusal(error instanceof Error ? error.message : String(error)),
    );
  };

  return {
    take,
    send,
    pending,
    closeDialog: () => setPending(null),
    refusal,
    dismissRefusal: () => setRefusal(null),
    busy: mutation.isPending,
  };
}
