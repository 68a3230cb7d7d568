/** Calendar events (docs/spec.md §4, §7, §8): filter by category, add, merge-update, delete. */
import {
  calendarEventCreateBody,
  calendarEventPatchBody,
  eventOrderIssue,
  storedEventEnd,
  type CalendarEvent,
  type CalendarEventPatch,
} from '@/api/contract/calendar';
import { check } from '@/api/contract/common';
import { created, failure, invalid, noContent, ok, type Outcome } from '@/api/shared/outcome';

import type { MockDb } from '../db';
import { listParam, toInt, type ParamSource } from '../query';

type CalendarDb = Pick<MockDb, 'calendarEvents'>;

/** Events whose category is listed in `calendars`; no `calendars` parameter means every event. */
export function listEvents(db: CalendarDb, params: ParamSource): CalendarEvent[] {
  const calendars = listParam(params, 'calendars');
  if (!calendars) return [...db.calendarEvents];
  const wanted = new Set(calendars);
  return db.calendarEvents.filter((e) => wanted.has(e.extendedProps.calendar));
}

/** §4: last id plus one, or count plus one when the list is empty. */
function newEventId(events: readonly CalendarEvent[]): number {
  return events.length ? events[events.length - 1].id + 1 : events.length + 1;
}

/** The fields a body sets, without the ones it leaves out (an update must not reset them). */
function setFields({ extendedProps, ...fields }: CalendarEventPatch): CalendarEventPatch {
  const given = <T extends object>(o: T) =>
    Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
  return { ...given(fields), ...(extendedProps && { extendedProps: given(extendedProps) }) };
}

export function addEvent(db: CalendarDb, body: unknown): Outcome<CalendarEvent> {
  const parsed = check(calendarEventCreateBody, body);
  if (!parsed.ok) return invalid(parsed.issues);
  const { title, start, end, url, allDay, extendedProps } = parsed.data;
  const event: CalendarEvent = {
    id: newEventId(db.calendarEvents),
    url: url ?? '',
    title,
    start,
    end: storedEventEnd(start, end, allDay ?? false),
    allDay: allDay ?? false,
    extendedProps: { calendar: 'Business', ...setFields({ extendedProps }).extendedProps },
  };
  db.calendarEvents.push(event);
  return created(event);
}

const findEvent = (db: CalendarDb, id: unknown) => {
  const n = toInt(id);
  return n === undefined ? -1 : db.calendarEvents.findIndex((e) => e.id === n);
};

/** Merges the payload into the event (PUT and PATCH alike); unknown id → 400 (§8). */
export function updateEvent(db: CalendarDb, id: unknown, body: unknown): Outcome<CalendarEvent> {
  const event = db.calendarEvents[findEvent(db, id)];
  if (!event) return failure('calendarFailed', 400);
  const parsed = check(calendarEventPatchBody, body);
  if (!parsed.ok) return invalid(parsed.issues);
  const { extendedProps, ...fields } = setFields(parsed.data);
  // The order is checked on the event as it would be: a move may send only a new start.
  const start = fields.start ?? event.start;
  const end = fields.end === '' ? start : (fields.end ?? event.end);
  const order = eventOrderIssue(start, end);
  if (order) return invalid([order]);
  Object.assign(event, fields, {
    end: storedEventEnd(start, end, fields.allDay ?? event.allDay),
    extendedProps: { ...event.extendedProps, ...extendedProps },
  });
  return ok(event);
}

export function deleteEvent(db: CalendarDb, id: unknown): Outcome<null> {
  const index = findEvent(db, id);
  if (index < 0) return failure('calendarFailed', 400);
  db.calendarEvents.splice(index, 1);
  return noContent();
}
