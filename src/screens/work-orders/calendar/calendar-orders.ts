/**
 * The work order calendar's rules, pure so they are tested apart from FullCalendar: which days a
 * view fetches, which states it shows, the day an order sits on and where a drag moves it
 * (docs/domain/work-orders.md).
 */
import {
  type WorkOrderChanges,
  type WorkOrderListItem,
  type WorkOrderStatus,
} from '@/api/types/work-orders';

import { addToDay } from '../../shared/calendar-days';
import { OPEN_STATUSES } from '../shared/open-statuses';

export const WORK_ORDER_CALENDAR_VIEWS = ['month', 'week', 'list'] as const;
export type WorkOrderCalendarView = (typeof WORK_ORDER_CALENDAR_VIEWS)[number];

/** FullCalendar's name of each view: orders are days, so the week is a row of days. */
export const FULLCALENDAR_ORDER_VIEWS: Record<WorkOrderCalendarView, string> = {
  month: 'dayGridMonth',
  week: 'dayGridWeek',
  list: 'listMonth',
};

/** `?view` → a view; anything else is the month. */
export function parseOrderView(value: string | null): WorkOrderCalendarView {
  return (WORK_ORDER_CALENDAR_VIEWS as readonly string[]).includes(value ?? '')
    ? (value as WorkOrderCalendarView)
    : 'month';
}

/** The date the previous (-1) or next (+1) page of a view shows. */
export function stepOrderDay(day: string, view: WorkOrderCalendarView, direction: 1 | -1): string {
  return view === 'week'
    ? addToDay(day, { days: 7 * direction })
    : addToDay(day, { months: direction });
}

/**
 * The due dates a view fetches (`dueFrom`, `dueTo`, both included): the month with the week
 * before and the two after that a month's grid shows whatever day the week starts on, or the
 * week around the day. Known before FullCalendar has loaded, so the orders are asked at once.
 */
export function rangeOf(view: WorkOrderCalendarView, day: string): { from: string; to: string } {
  if (view === 'week') return { from: addToDay(day, { days: -7 }), to: addToDay(day, { days: 7 }) };
  const first = `${day.slice(0, 8)}01`;
  const last = addToDay(addToDay(first, { months: 1 }), { days: -1 });
  return { from: addToDay(first, { days: -7 }), to: addToDay(last, { days: 14 }) };
}

/** The states to ask for: the filter's, else every state but done and cancelled. */
export function shownStatuses(filter: readonly WorkOrderStatus[] | undefined): WorkOrderStatus[] {
  return filter?.length ? [...filter] : [...OPEN_STATUSES];
}

/** The day an order sits on: its planned start when set, else its due date (none: not shown). */
export function dayOf(order: Pick<WorkOrderListItem, 'plannedStart' | 'dueDate'>): string | null {
  return order.plannedStart ?? order.dueDate;
}

/** Whole days from `from` to `to` (YYYY-MM-DD). */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * What an order dragged from its day to `day` saves: its due date moved by as many days, and its
 * planned start with it when it has one (the order keeps its lead time and lands where dropped).
 */
export function movedDates(
  order: Pick<WorkOrderListItem, 'plannedStart' | 'dueDate'>,
  day: string,
): Pick<WorkOrderChanges, 'dueDate' | 'plannedStart'> {
  const from = dayOf(order);
  if (!from) return { dueDate: day };
  const shift = daysBetween(from, day);
  return {
    dueDate: order.dueDate ? addToDay(order.dueDate, { days: shift }) : day,
    ...(order.plannedStart && { plannedStart: addToDay(order.plannedStart, { days: shift }) }),
  };
}
