import { useParams, useSearchParams } from 'react-router';

import { useWorkOrder } from '@/api/client/work-orders';
import { isClosed, mayWorkOn, nextSteps, type Actor } from '@/api/shared/work-orders';
import type { WorkOrder } from '@/api/types/work-orders';

import { useWorkOrderActor } from '../../shared/use-work-order-actor';

export const WORK_ORDER_DETAIL_TABS = [
  'checklist',
  'isolation',
  'labour',
  'parts',
  'files',
  'history',
  'comments',
] as const;
export type WorkOrderDetailTab = (typeof WORK_ORDER_DETAIL_TABS)[number];

const isTab = (v: string | null): v is WorkOrderDetailTab =>
  (WORK_ORDER_DETAIL_TABS as readonly (string | null)[]).includes(v);

/** Who is looking at an order, and what the order lets them do. */
export interface OrderAccess {
  actor: Actor | null;
  /** Plans work: the planning fields, assigning, approving. */
  plans: boolean;
  /** May change the order's work (answers, isolation, labour, parts): open and theirs. */
  works: boolean;
  /** The steps the header offers. */
  steps: WorkOrder['status'][];
}

/**
 * What the signed-in user may do on this order, from the same rules the API judges by
 * (docs/domain/work-orders.md): a client reads, a technician works on their own orders only.
 */
export function useOrderAccess(order: WorkOrder | undefined): OrderAccess {
  const { actor, plans } = useWorkOrderActor();
  if (!order || !actor) return { actor, plans: false, works: false, steps: [] };
  return {
    actor,
    plans,
    works: !isClosed(order.status) && mayWorkOn(order, actor),
    steps: nextSteps(order, actor),
  };
}

/**
 * The order page's controller: the number (the prop, or the route's `:number`), the order, and
 * the tab in `?tab=`.
 */
export function useWorkOrderDetail(numberProp: string | undefined) {
  const params = useParams();
  const number = (numberProp ?? params.number ?? '').trim().toUpperCase();
  const query = useWorkOrder(number || null);
  const access = useOrderAccess(query.data);
  const [search, setSearch] = useSearchParams();
  const raw = search.get('tab');
  const tab: WorkOrderDetailTab = isTab(raw) ? raw : 'checklist';
  const setTab = (next: string) =>
    setSearch(
      (previous) => {
        const out = new URLSearchParams(previous);
        if (next === 'checklist') out.delete('tab');
        else out.set('tab', next);
        return out;
      },
      { replace: true },
    );
  return { number, query, access, tab, setTab };
}
