/**
 * FullCalendar showing work orders, one a day: loaded after the route's first paint (see
 * lazy-work-order-calendar-view.tsx), in the look of the sample apps' calendar.
 */
import type { DatesSetArg, EventContentArg, EventDropArg, EventInput } from '@fullcalendar/core';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin from '@fullcalendar/interaction';
import listPlugin from '@fullcalendar/list';
import FullCalendar from '@fullcalendar/react';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';

import type { WorkOrderListItem, WorkOrderPriority } from '@/api/types/work-orders';
import { calendarNs } from '@/i18n/ns/calendar';
import { workOrdersNs } from '@/i18n/ns/workOrders';
import { useKitTranslation } from '@/i18n/use-kit-translation';
import { today } from '@/lib/clock';
import { BREAKPOINTS } from '@/settings/breakpoints';

import {
  FULLCALENDAR_FRAME as FRAME,
  FULLCALENDAR_LOCALES as LOCALES,
  repairMarkup,
  FULLCALENDAR_THEME as THEME,
} from '../../shared/full-calendar-look';
import { dayOf, FULLCALENDAR_ORDER_VIEWS, type WorkOrderCalendarView } from './calendar-orders';

export interface WorkOrderCalendarViewProps {
  /** The orders to place (those without a day are left out). */
  orders: readonly WorkOrderListItem[];
  /** The view (a phone-wide calendar shows the list whatever it is). */
  view: WorkOrderCalendarView;
  /** The day in focus, YYYY-MM-DD. */
  date: string;
  /** The user's language (en, fr, ar, zh). */
  language: string;
  /** Text direction of the page. */
  direction: 'ltr' | 'rtl';
  /** Orders can be dragged to another day (who plans work). */
  movable: boolean;
  /** Told the title of what is shown ("June 2026"). */
  onTitle: (title: string) => void;
  /** An order was clicked (or Enter pressed on it): open it. */
  onOpen: (number: string) => void;
  /** An order was dropped on `day`; call `revert` to put it back if saving fails. */
  onMove: (number: string, day: string, revert: () => void) => void;
}

/** Each priority's colour, as its chip's (WORK_ORDER_PRIORITY_TONE), as a literal class. */
const PRIORITY_CLASS: Record<WorkOrderPriority, string> = {
  low: 'ee:tone-secondary',
  medium: 'ee:tone-info',
  high: 'ee:tone-warning',
  urgent: 'ee:tone-error',
};

/**
 * The "+3 more" link FullCalendar draws in a full day is an `<a>` without href that opens a
 * popover and says so with aria-expanded, which only a button may carry: it is named one.
 */
function repairOrderMarkup(root: HTMLElement): void {
  repairMarkup(root);
  for (const link of root.querySelectorAll('a.fc-more-link:not([role])'))
    link.setAttribute('role', 'button');
}

/** A local calendar day as YYYY-MM-DD. */
function localDay(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

/** FullCalendar with work orders: coloured by priority, overdue ones marked, dragged by planners. */
export function WorkOrderCalendarView({
  orders,
  view,
  date,
  language,
  direction,
  movable,
  onTitle,
  onOpen,
  onMove,
}: WorkOrderCalendarViewProps) {
  const { t } = useKitTranslation(workOrdersNs);
  const c = useKitTranslation(calendarNs).t;
  const ref = useRef<FullCalendar>(null);
  const frame = useRef<HTMLDivElement>(null);

  // A phone's width shows the list: a month's grid of 46 px days cannot hold an order's name.
  const [narrow, setNarrow] = useState(false);
  useLayoutEffect(() => {
    const root = frame.current;
    if (!root) return;
    const measure = () => setNarrow(root.clientWidth < BREAKPOINTS.sm);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(root);
    return () => observer.disconnect();
  }, []);
  const shown = FULLCALENDAR_ORDER_VIEWS[narrow ? 'list' : view];

  useEffect(() => {
    const root = frame.current;
    if (!root) return;
    repairOrderMarkup(root);
    const observer = new MutationObserver(() => repairOrderMarkup(root));
    observer.observe(root, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['aria-labelledby'],
    });
    return () => observer.disconnect();
  }, []);

  const input = useMemo<EventInput[]>(
    () =>
      orders.flatMap((o) => {
        const day = dayOf(o);
        if (!day) return [];
        return [
          {
            id: o.number,
            title: `${o.number} · ${o.title}`,
            start: day,
            allDay: true,
            classNames: [PRIORITY_CLASS[o.priority], ...(o.overdue ? ['ee-overdue'] : [])],
            extendedProps: { overdue: o.overdue, priority: o.priority },
          },
        ];
      }),
    [orders],
  );

  useEffect(() => {
    const api = ref.current?.getApi();
    if (!api) return;
    if (api.view.type !== shown) api.changeView(shown, date);
    else api.gotoDate(date);
  }, [shown, date]);

  const content = (arg: EventContentArg) => (
    <span className="ee:flex ee:min-w-0 ee:items-center ee:gap-1">
      {arg.event.extendedProps.overdue === true && (
        <IconAlertTriangle
          role="img"
          aria-label={t('calendar.overdue')}
          size={14}
          className="ee:shrink-0"
        />
      )}
      {/* A day's cell cuts a long name; the list (a phone's view) wraps it instead. */}
      <span
        className={
          arg.view.type.startsWith('list')
            ? 'fc-event-title ee:[overflow-wrap:anywhere]'
            : 'fc-event-title ee:truncate'
        }
        dir="auto"
      >
        {arg.event.title}
      </span>
    </span>
  );

  return (
    <div ref={frame} className={FRAME} style={THEME} data-view={narrow ? 'list' : view}>
      <FullCalendar
        ref={ref}
        plugins={[dayGridPlugin, listPlugin, interactionPlugin]}
        initialView={shown}
        initialDate={date}
        now={() => today()}
        headerToolbar={false}
        locale={LOCALES[language] ?? 'en'}
        timeHint={c('hints.time')}
        eventHint={c('hints.event')}
        closeHint={c('hints.close')}
        moreLinkHint={(count: number) => c('hints.moreEvents', { count })}
        noEventsText={c('hints.noEvents')}
        direction={direction}
        events={input}
        eventDisplay="block"
        eventContent={content}
        eventInteractive
        editable={movable}
        eventDurationEditable={false}
        dayMaxEvents={4}
        height="auto"
        datesSet={(arg: DatesSetArg) => onTitle(arg.view.title)}
        eventClick={(arg) => {
          arg.jsEvent.preventDefault();
          onOpen(arg.event.id);
        }}
        eventDrop={(arg: EventDropArg) => {
          if (!arg.event.start) return arg.revert();
          onMove(arg.event.id, localDay(arg.event.start), arg.revert);
        }}
      />
    </div>
  );
}
