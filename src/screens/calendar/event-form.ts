/**
 * The event form: its values as typed (days and times apart, so nothing is lost while a field is
 * half typed), the conversions to and from the API's event, and the schema: the values become
 * the API's body and are checked by the API contract's own rules (title required, limits, http
 * or https links, an end not before the start), each message in the user's language.
 */
import { z } from 'zod';

import { calendarEventCreateBody } from '@/api/contract/calendar';
import type { CalendarCategory, CalendarEvent, NewCalendarEvent } from '@/api/types/calendar';

import { addToDay } from './calendar-state';
import type { EventTimes } from './calendar-view';

export interface EventFormValues {
  title: string;
  url: string;
  allDay: boolean;
  /** A day (YYYY-MM-DD) and a time of day (HH:MM, unused for all-day events). */
  start: { day: string; time: string };
  /** For an all-day event, the last day (the API stores the day after it). */
  end: { day: string; time: string };
  extendedProps: {
    calendar: CalendarCategory;
    guests: string[];
    location: string;
    description: string;
  };
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

const pad = (n: number) => String(n).padStart(2, '0');
const dayOf = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const timeOf = (d: Date) => `${pad(d.getHours())}:${pad(d.getMinutes())}`;

/** A local day and time as an ISO instant. */
function instant(day: string, time: string): string {
  const [y, m, d] = day.split('-').map(Number);
  const [h, min] = time.split(':').map(Number);
  return new Date(y, m - 1, d, h, min).toISOString();
}

/**
 * An API start or end as the form's day and time (local). A plain day's time is what the form
 * offers if the event is made a timed one: 09:00 to 10:00, an hour, not an instant.
 */
function splitWhen(value: string, allDay: boolean, lastDay = false): { day: string; time: string } {
  if (DAY.test(value))
    return {
      day: lastDay ? addToDay(value, { days: -1 }) : value,
      time: lastDay ? '10:00' : '09:00',
    };
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return { day: '', time: '' };
  // An all-day event's end is exclusive: the form shows its last day.
  const shown = allDay && lastDay ? new Date(d.getTime() - 86_400_000) : d;
  return { day: dayOf(shown), time: timeOf(d) };
}

/** A stored event as form values. */
export function eventToForm(event: CalendarEvent): EventFormValues {
  const start = splitWhen(event.start, event.allDay);
  const end = splitWhen(event.end, event.allDay, event.allDay);
  return {
    title: event.title,
    url: event.url,
    allDay: event.allDay,
    start,
    // An all-day event stored ending on its start day (as another client may send it) is that one
    // day.
    end: event.allDay && end.day < start.day ? { ...end, day: start.day } : end,
    extendedProps: {
      calendar: event.extendedProps.calendar,
      guests: [...(event.extendedProps.guests ?? [])],
      location: event.extendedProps.location ?? '',
      description: event.extendedProps.description ?? '',
    },
  };
}

/**
 * A new event's values: the chosen span (a click or a drag in the calendar), or today 09:00–10:00.
 */
export function newEventForm(
  range: EventTimes | undefined,
  today: string,
  calendar: CalendarCategory,
): EventFormValues {
  const base: Omit<EventFormValues, 'start' | 'end' | 'allDay'> = {
    title: '',
    url: '',
    extendedProps: { calendar, guests: [], location: '', description: '' },
  };
  if (!range)
    return {
      ...base,
      allDay: false,
      start: { day: today, time: '09:00' },
      end: { day: today, time: '10:00' },
    };
  const start = splitWhen(range.start, range.allDay);
  const end = splitWhen(range.end, range.allDay, range.allDay);
  return {
    ...base,
    allDay: range.allDay,
    start,
    end: range.allDay ? { ...end, time: '10:00' } : end,
  };
}

/** Form values as the API's body. */
export function eventFromForm(values: EventFormValues): NewCalendarEvent {
  const { allDay, start, end, extendedProps } = values;
  return {
    title: values.title.trim(),
    url: values.url.trim(),
    allDay,
    start: allDay ? start.day : instant(start.day, start.time),
    end: !end.day ? '' : allDay ? addToDay(end.day, { days: 1 }) : instant(end.day, end.time),
    extendedProps: {
      calendar: extendedProps.calendar,
      guests: extendedProps.guests,
      location: extendedProps.location.trim(),
      description: extendedProps.description.trim(),
    },
  };
}

const when = z.object({ day: z.string(), time: z.string() });

/**
 * The form's fields as typed; a day or time that is not one is refused on its field before anything
 * else.
 */
const formValues = z
  .object({
    title: z.string(),
    url: z.string(),
    allDay: z.boolean(),
    start: when,
    end: when,
    extendedProps: z.object({
      calendar: z.string(),
      guests: z.array(z.string()),
      location: z.string(),
      description: z.string(),
    }),
  })
  .superRefine((v, ctx) => {
    const wrong = (path: 'start' | 'end', key: 'required' | 'dateTimeFormat') =>
      ctx.addIssue({ code: 'custom', path: [path], params: { key }, input: v[path].day });
    if (!DAY.test(v.start.day)) wrong('start', v.start.day ? 'dateTimeFormat' : 'required');
    else if (!v.allDay && !TIME.test(v.start.time)) wrong('start', 'dateTimeFormat');
    if (v.end.day && !DAY.test(v.end.day)) wrong('end', 'dateTimeFormat');
    else if (v.end.day && !v.allDay && !TIME.test(v.end.time)) wrong('end', 'dateTimeFormat');
    // The form shows an all-day event's last day, the API its day after (where a last day one
    // before the first reads as the one day): the contract's rule, in the form's terms.
    else if (v.allDay && DAY.test(v.start.day) && v.end.day && v.end.day < v.start.day)
      ctx.addIssue({
        code: 'custom',
        path: ['end'],
        params: { key: 'endBeforeStart' },
        input: v.end.day,
      });
  });

/** The schema of the event form: what was typed, as the API's body, checked by the API's rules. */
export function eventFormSchema() {
  return formValues
    .transform((values): z.input<typeof calendarEventCreateBody> =>
      eventFromForm(values as EventFormValues),
    )
    .pipe(calendarEventCreateBody);
}
