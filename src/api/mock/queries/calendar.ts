/** Calendar events (SPEC.md §4, §7, §8): filter by category, add, merge-update, delete. */
import { CALENDAR_CATEGORIES, type CalendarEvent, type CalendarEventPatch } from '../../types/calendar';
import type { MockDb } from '../db';
import { isRecord } from '../handlers/http';
import type { ParamSource } from '../query';
import { BodyReader, isDateText, listParam, pathId } from './body';
import { failure, invalid, noContent, ok, type Outcome } from './outcome';

type CalendarDb = Pick<MockDb, 'calendarEvents'>;

/** SPEC.md §8, capitalised as written there. */
export const CALENDAR_FAILED = 'Something Went Wrong';

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

/** Reads the optional, typed fields shared by add and update; errors go to `r`. */
function readEventFields(r: BodyReader): CalendarEventPatch {
  const fields: CalendarEventPatch = {};
  const url = r.optionalText('url');
  const allDay = r.optionalBool('allDay');
  const end = r.optionalText('end');
  if (end !== undefined && end !== '' && !isDateText(end)) r.fail('end', 'End must be a date');
  if (url !== undefined) fields.url = url;
  if (allDay !== undefined) fields.allDay = allDay;
  if (end !== undefined) fields.end = end;
  const props = r.body.extendedProps;
  if (props === undefined) return fields;
  if (!isRecord(props)) {
    r.fail('extendedProps', 'extendedProps must be an object');
    return fields;
  }
  const inner = new BodyReader(props);
  const calendar = inner.optionalEnum('calendar', CALENDAR_CATEGORIES);
  const location = inner.optionalText('location');
  const description = inner.optionalText('description');
  const guests = props.guests;
  const guestList = Array.isArray(guests) && guests.every((g) => typeof g === 'string') ? (guests as string[]) : undefined;
  if (guests !== undefined && !guestList) inner.fail('guests', 'guests must be a list of names');
  for (const [field, messages] of Object.entries(inner.errors)) messages.forEach((m) => r.fail(`extendedProps.${field}`, m));
  // Only the named keys: an update must not reset a category the caller left out.
  fields.extendedProps = {
    ...(calendar !== undefined && { calendar }),
    ...(location !== undefined && { location }),
    ...(description !== undefined && { description }),
    ...(guestList && { guests: guestList }),
  };
  return fields;
}

export function addEvent(db: CalendarDb, body: unknown): Outcome<CalendarEvent> {
  const r = new BodyReader(body);
  const title = r.requiredText('title', 'Title');
  const start = r.requiredText('start', 'Start');
  if (start && !isDateText(start)) r.fail('start', 'Start must be a date');
  const fields = readEventFields(r);
  if (!r.valid) return invalid(r.errors);
  const event: CalendarEvent = {
    id: newEventId(db.calendarEvents),
    url: fields.url ?? '',
    title,
    start,
    end: fields.end || start,
    allDay: fields.allDay ?? false,
    extendedProps: { calendar: 'Business', ...fields.extendedProps },
  };
  db.calendarEvents.push(event);
  return ok(event, 201);
}

/** Merges the payload into the event (PUT and PATCH alike); unknown id → 400 (§8). */
export function updateEvent(db: CalendarDb, id: unknown, body: unknown): Outcome<CalendarEvent> {
  const n = pathId(id);
  const event = n === undefined ? undefined : db.calendarEvents.find((e) => e.id === n);
  if (!event) return failure(CALENDAR_FAILED, 400);
  if (!isRecord(body)) return invalid({ body: ['Body must be a JSON object'] });
  const r = new BodyReader(body);
  const title = body.title === undefined ? undefined : r.requiredText('title', 'Title');
  const start = body.start === undefined ? undefined : r.requiredText('start', 'Start');
  if (start && !isDateText(start)) r.fail('start', 'Start must be a date');
  const fields = readEventFields(r);
  if (!r.valid) return invalid(r.errors);
  Object.assign(event, fields, title !== undefined && { title }, start !== undefined && { start }, {
    extendedProps: { ...event.extendedProps, ...fields.extendedProps },
  });
  return ok(event);
}

export function deleteEvent(db: CalendarDb, id: unknown): Outcome<null> {
  const n = pathId(id);
  const index = n === undefined ? -1 : db.calendarEvents.findIndex((e) => e.id === n);
  if (index < 0) return failure(CALENDAR_FAILED, 400);
  db.calendarEvents.splice(index, 1);
  return noContent();
}
