/**
 * FullCalendar 6 (month, week, day and list views) in the kit's look. This module is what the
 * calendar route loads after its first paint (see lazy-calendar-view.tsx): FullCalendar and its
 * plugins are ~80 kB gzip that the sidebar, the filters and the toolbar need not wait for.
 */
import type {
  CalendarOptions,
  DateSelectArg,
  DatesSetArg,
  DayCellContentArg,
  EventChangeArg,
  EventClickArg,
  EventInput,
} from '@fullcalendar/core';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin from '@fullcalendar/interaction';
import listPlugin from '@fullcalendar/list';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';

import type { CalendarEvent } from '@/api/types/calendar';
import { calendarNs } from '@/i18n/ns/calendar';
import { useKitTranslation } from '@/i18n/use-kit-translation';
import { today } from '@/lib/clock';
import { BREAKPOINTS } from '@/settings/breakpoints';

import {
  FULLCALENDAR_FRAME as FRAME,
  FULLCALENDAR_LOCALES as LOCALES,
  repairMarkup,
  FULLCALENDAR_THEME as THEME,
} from '../shared/full-calendar-look';
import { LABEL_TONE_CLASS } from './calendar-labels';
import { FULLCALENDAR_VIEWS, type CalendarViewName } from './calendar-state';

/** Where an event is now: what a move or a resize saves. */
export interface EventTimes {
  start: string;
  end: string;
  allDay: boolean;
}

export interface CalendarViewProps {
  /** The events to show (already filtered by calendar). */
  events: readonly CalendarEvent[];
  /** The view. */
  view: CalendarViewName;
  /** The day in focus, YYYY-MM-DD: its month, week or day is shown. */
  date: string;
  /** The user's language (en, fr, ar, zh). */
  language: string;
  /** Text direction of the page. */
  direction: 'ltr' | 'rtl';
  /** Told the title of what is shown ("June 2026", "Jun 14 – 20, 2026"). */
  onTitle: (title: string) => void;
  /**
   * A day or a span of time was chosen (a click, or a drag over empty slots): add an event there.
   */
  onSelectRange: (range: EventTimes) => void;
  /** An event was clicked: edit it. */
  onOpen: (id: number) => void;
  /** An event was dragged or resized to `times`; call `revert` to put it back if saving fails. */
  onMove: (id: number, times: EventTimes, revert: () => void) => void;
}

/** A local calendar day as YYYY-MM-DD (all-day events are days, not instants). */
function localDay(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

/** FullCalendar's dates as the API's: days for all-day events, ISO instants otherwise. */
export function timesOf(
  start: Date,
  end: Date | null,
  allDay: boolean,
  fallbackMs: number,
): EventTimes {
  const stop = end ?? new Date(start.getTime() + fallbackMs);
  return allDay
    ? { start: localDay(start), end: localDay(stop), allDay }
    : { start: start.toISOString(), end: stop.toISOString(), allDay };
}

/**
 * Below this width of its own (a phone, a narrow column) the month view names the days of the week
 * by their narrow names: a seventh of it cannot hold every language's short ones (Arabic's short
 * names are its full ones, الجمعة, الخميس, and ran into each other). Screen readers still hear
 * the full name (FullCalendar labels each header with it).
 */
const NARROW_WIDTH = BREAKPOINTS.sm;
const NARROW_VIEWS: CalendarOptions['views'] = {
  dayGridMonth: {
    dayHeaderFormat: { weekday: 'narrow' },
    // Chinese day numbers read "26日": in a phone's 46 px column the 日 wrapped under the
    // number. The grid's numbers alone say enough there (the day's full date stays its name).
    dayCellContent: (arg: DayCellContentArg) => arg.dayNumberText.replace(/日$/, ''),
  },
};
const WIDE_VIEWS: CalendarOptions['views'] = {};

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** FullCalendar with the kit's views, language, direction, clock and colours. */
export function CalendarView({
  events,
  view,
  date,
  language,
  direction,
  onTitle,
  onSelectRange,
  onOpen,
  onMove,
}: CalendarViewProps) {
  const { t } = useKitTranslation(calendarNs);
  const ref = useRef<FullCalendar>(null);
  const frame = useRef<HTMLDivElement>(null);

  // The calendar's own width, not the window's: the screen may be given a narrow column.
  const [narrow, setNarrow] = useState(false);
  useLayoutEffect(() => {
    const root = frame.current;
    if (!root) return;
    const measure = () => setNarrow(root.clientWidth < NARROW_WIDTH);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(root);
    return () => observer.disconnect();
  }, []);

  // FullCalendar renders on its own schedule (Preact): the markup is repaired as it changes.
  useEffect(() => {
    const root = frame.current;
    if (!root) return;
    repairMarkup(root);
    const observer = new MutationObserver(() => repairMarkup(root));
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
      events.map((e) => ({
        id: String(e.id),
        title: e.title,
        start: e.start,
        end: e.end,
        allDay: e.allDay,
        // Not FullCalendar's `url` (it would follow the link on click): the drawer shows it.
        classNames: [LABEL_TONE_CLASS[e.extendedProps.calendar]],
        extendedProps: { calendar: e.extendedProps.calendar },
      })),
    [events],
  );

  // The toolbar, the mini calendar and the URL move the calendar; it follows.
  useEffect(() => {
    const api = ref.current?.getApi();
    if (!api) return;
    if (api.view.type !== FULLCALENDAR_VIEWS[view]) api.changeView(FULLCALENDAR_VIEWS[view], date);
    else api.gotoDate(date);
  }, [view, date]);

  const moved = (arg: EventChangeArg) => {
    const { event, oldEvent, revert } = arg;
    const duration =
      oldEvent.end && oldEvent.start
        ? oldEvent.end.getTime() - oldEvent.start.getTime()
        : event.allDay
          ? DAY
          : HOUR;
    if (!event.start) return revert();
    onMove(
      Number(event.id),
      timesOf(
        event.start,
        event.end,
        event.allDay,
        event.allDay && !oldEvent.allDay ? DAY : duration,
      ),
      revert,
    );
  };

  return (
    <div ref={frame} className={FRAME} style={THEME} data-view={view}>
      <FullCalendar
        ref={ref}
        plugins={[dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin]}
        initialView={FULLCALENDAR_VIEWS[view]}
        initialDate={date}
        now={() => today()}
        headerToolbar={false}
        views={narrow ? NARROW_VIEWS : WIDE_VIEWS}
        locale={LOCALES[language] ?? 'en'}
        // FullCalendar's locales leave these English (the hints) or clumsy: the list's column
        // headers screen readers announce, the "+2" link's and the day popover's close button's
        // names, the list of an empty period. (Its button and view hints belong to its own
        // toolbar, which is off; its day links are off, so their hint is never shown.)
        timeHint={t('hints.time')}
        eventHint={t('hints.event')}
        closeHint={t('hints.close')}
        moreLinkHint={(count: number) => t('hints.moreEvents', { count })}
        noEventsText={t('hints.noEvents')}
        direction={direction}
        events={input}
        eventDisplay="block"
        // Events can be reached with Tab and opened with Enter, not only clicked.
        eventInteractive
        editable
        selectable
        selectMirror
        dayMaxEvents={3}
        // Every view as tall as its content: the page scrolls, not a box inside a grid (a
        // focusable scroller inside FullCalendar's table is markup assistive technology refuses).
        height="auto"
        nowIndicator
        datesSet={(arg: DatesSetArg) => onTitle(arg.view.title)}
        select={(arg: DateSelectArg) => {
          onSelectRange(timesOf(arg.start, arg.end, arg.allDay, HOUR));
          arg.view.calendar.unselect();
        }}
        eventClick={(arg: EventClickArg) => {
          arg.jsEvent.preventDefault();
          onOpen(Number(arg.event.id));
        }}
        // A title is the user's text: isolated, so an English title reads right in Arabic.
        eventDidMount={(arg) => {
          for (const title of arg.el.querySelectorAll('.fc-event-title, .fc-list-event-title'))
            title.setAttribute('dir', 'auto');
        }}
        eventDrop={moved}
        eventResize={moved}
      />
    </div>
  );
}
