import { useMemo, useState } from 'react';

import { useLocationTree } from '@/api/client/device-locations';
import {
  useChangeWorkOrderStatus,
  useWorkOrderAssignees,
  useWorkOrders,
} from '@/api/client/work-orders';
import type { WorkOrderListItem, WorkOrderStatus } from '@/api/types/work-orders';
import { toast } from '@/components/feedback/toast';
import { useListState } from '@/components/filter/use-list-state';
import { workOrdersNs } from '@/i18n/ns/workOrders';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { useWorkOrderActor } from '../../shared/use-work-order-actor';
import { filterParamsOf, WORK_ORDER_LIST_SCHEMA } from '../use-work-order-list';
import { boardColumns, stepNeeds, type StepNeed } from './board-rules';

/** How many orders the board draws: more are named, to be found with the filters. */
export const BOARD_SIZE = 100;

/** A step the board is asking about: the order, where it goes, what the step needs. */
export interface PendingStep {
  order: WorkOrderListItem;
  to: WorkOrderStatus;
  need: Exclude<StepNeed, null>;
}

/**
 * The board's controller: the filters in the URL (as the list's), the orders of the shown
 * columns, and a move: sent at once, or after asking a reason or sign-off. A refused move leaves
 * the card where it was (nothing moves until the API has answered) and says why.
 */
export function useWorkOrderBoard() {
  const { t } = useKitTranslation(workOrdersNs);
  const list = useListState(WORK_ORDER_LIST_SCHEMA);
  const who = useWorkOrderActor();
  const [showCancelled, setShowCancelled] = useState(false);
  const columns = boardColumns(showCancelled);
  const orders = useWorkOrders({
    ...filterParamsOf(list.state),
    status: columns,
    sortBy: 'dueDate',
    orderBy: 'asc',
    page: 1,
    itemsPerPage: BOARD_SIZE,
  });
  const assignees = useWorkOrderAssignees();
  const locations = useLocationTree();
  const byStatus = useMemo(() => {
    const groups = new Map<WorkOrderStatus, WorkOrderListItem[]>(columns.map((c) => [c, []]));
    for (const order of orders.data?.workOrders ?? []) groups.get(order.status)?.push(order);
    return groups;
    // The columns are named by showCancelled.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [orders.data, showCancelled]);
  const step = useChangeWorkOrderStatus();
  const [pending, setPending] = useState<PendingStep | null>(null);
  const [moving, setMoving] = useState<string | null>(null);

  /** Sends a step; the card moves when the lists refresh, or stays and the reason shows. */
  const send = async (
    order: WorkOrderListItem,
    to: WorkOrderStatus,
    extra: { reason?: string; signOff?: string } = {},
  ) => {
    setMoving(order.number);
    try {
      await step.mutateAsync({
        number: order.number,
        version: order.version,
        change: { status: to, ...extra },
      });
      toast.success(t('board.moved', { number: order.number, status: t(`status.${to}`) }));
    } catch (error) {
      toast.error(
        t('board.refused', {
          number: order.number,
          reason: error instanceof Error ? error.message : String(error),
        }),
      );
      throw error;
    } finally {
      setMoving(null);
    }
  };

  /** A card dropped on a column, or "Move to …" chosen: asks first when the step needs it. */
  const move = (order: WorkOrderListItem, to: WorkOrderStatus) => {
    const need = stepNeeds(order.status, to);
    if (need) setPending({ order, to, need });
    else void send(order, to).catch(() => undefined);
  };

  return {
    list,
    who,
    orders,
    assignees,
    locations,
    columns,
    byStatus,
    showCancelled,
    setShowCancelled,
    pending,
    setPending,
    moving,
    move,
    send,
  };
}

export type WorkOrderBoardController = ReturnType<typeof useWorkOrderBoard>;
