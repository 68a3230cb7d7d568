import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

import { useLocationTree } from '@/api/client/device-locations';
import { isChangedElsewhere } from '@/api/client/request';
import { useUpdateWorkOrder, useWorkOrderAssignees } from '@/api/client/work-orders';
import { toast } from '@/components/feedback/toast';
import { useListState } from '@/components/filter/use-list-state';
import { toIsoDay } from '@/components/form/calendar';
import { useDocumentDirection } from '@/components/ui/use-document-direction';
import { workOrdersNs } from '@/i18n/ns/workOrders';
import { useKitTranslation } from '@/i18n/use-kit-translation';
import { today } from '@/lib/clock';

import { parseDay } from '../../shared/calendar-days';
import { useWorkOrderActor } from '../../shared/use-work-order-actor';
import { filterParamsOf, WORK_ORDER_LIST_SCHEMA } from '../use-work-order-list';
import {
  movedDates,
  parseOrderView,
  rangeOf,
  shownStatuses,
  type WorkOrderCalendarView,
} from './calendar-orders';
import { preloadWorkOrderCalendarView } from './lazy-work-order-calendar-view';
import { useRangeOrders } from './use-range-orders';

/** A move that did not save: the order, and why (a 412 says the order was reloaded). */
export interface OrderMoveError {
  number: string;
  reason: string;
}

/**
 * The work order calendar's controller: the list's filters in the URL (shared with the list and
 * the board), the view (`?view=`) and day (`?date=`), every order due in the range shown, and a
 * drag to another day saved with the order's version (412: the calendar reloads and says so).
 */
export function useWorkOrderCalendar() {
  const { t, language } = useKitTranslation(workOrdersNs);
  const direction = useDocumentDirection();
  const list = useListState(WORK_ORDER_LIST_SCHEMA);
  const who = useWorkOrderActor();
  const [params, setParams] = useSearchParams();
  const todayIso = toIsoDay(today());
  const view = parseOrderView(params.get('view'));
  const date = parseDay(params.get('date'), todayIso);
  const range = rangeOf(view, date);
  const filterParams = filterParamsOf(list.state);
  const orders = useRangeOrders({
    ...filterParams,
    status: shownStatuses(list.state.filters.status),
    dueFrom: range.from,
    dueTo: range.to,
    sortBy: 'dueDate',
    orderBy: 'asc',
  });
  const assignees = useWorkOrderAssignees();
  const locations = useLocationTree();
  const update = useUpdateWorkOrder();
  const [title, setTitle] = useState('');
  const [moveError, setMoveError] = useState<OrderMoveError | null>(null);

  useEffect(preloadWorkOrderCalendarView, []);

  const setParam = useCallback(
    (key: string, value: string | undefined) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (value === undefined) next.delete(key);
          else next.set(key, value);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const setDate = (day: string) => setParam('date', day === todayIso ? undefined : day);
  const setView = (next: WorkOrderCalendarView) =>
    setParam('view', next === 'month' ? undefined : next);

  const shown = orders.orders;
  const move = (number: string, day: string, revert: () => void) => {
    const order = shown?.find((o) => o.number === number);
    if (!order) return revert();
    setMoveError(null);
    update.mutateAsync({ number, changes: movedDates(order, day), version: order.version }).then(
      () => toast.success(t('calendar.moved', { number, day })),
      (error: unknown) => {
        revert();
        if (isChangedElsewhere(error)) {
          orders.refetch();
          setMoveError({ number, reason: t('calendar.changedElsewhere') });
        } else {
          setMoveError({
            number,
            reason: error instanceof Error ? error.message : String(error),
          });
        }
      },
    );
  };

  return {
    t,
    language,
    direction,
    todayIso,
    list,
    who,
    view,
    date,
    orders,
    assignees,
    locations,
    title,
    setTitle,
    setDate,
    setView,
    moveError,
    setMoveError,
    move,
  };
}
