/** Calendar events: docs/spec.md §3 "Calendar event", §7 calendar calls. */
import { z } from 'zod';

import { id, LIMITS, messageKey, text, type ValidationIssue } from './common';
import { rulesMeta } from './rules';

export const CALENDAR_CATEGORIES = ['Business', 'Holiday', 'Personal', 'ETC', 'Family'] as const;
export type CalendarCategory = (typeof CALENDAR_CATEGORIES)[number];
const calendarCategory = z.enum(CALENDAR_CATEGORIES);

/** A start or an end: an ISO date-time, or yyyy-mm-dd for all-day events. */
const when = z
  .union([z.iso.datetime({ offset: true }), z.iso.date()])
  .meta({ description: 'ISO date-time, or YYYY-MM-DD for an all-day event.' });

const extendedProps = z.strictObject({
  calendar: calendarCategory,
  guests: z.array(text(LIMITS.name)).max(LIMITS.items).optional(),
  location: text(LIMITS.line).optional(),
  description: text(LIMITS.text).optional(),
});

export const calendarEvent = z
  .object({
    id,
    url: z.string().max(LIMITS.url),
    title: z.string().max(LIMITS.name),
    start: when,
    end: when,
    allDay: z.boolean(),
    extendedProps,
  })
  .meta({ id: 'CalendarEvent' });
export type CalendarEvent = z.infer<typeof calendarEvent>;

/**
 * A web address people can open, or '' for none: http or https (no `javascript:`), a host name
 * or IPv4 address with an optional port, then any path, query or fragment without spaces. One
 * pattern, so the document, the form and the simulation accept exactly the same addresses.
 */
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
export const WEB_URL_RE = new RegExp(
  `^(?:[Hh][Tt][Tt][Pp][Ss]?://${LABEL}(?:\\.${LABEL})*(?::\\d{1,5})?(?:[/?#]\\S*)?)?$`,
);

/** Whether `value` is a web address people can open (or empty). */
export function isWebUrl(value: string): boolean {
  return WEB_URL_RE.test(value);
}

const eventUrl = text(LIMITS.url)
  .regex(WEB_URL_RE, messageKey('urlFormat'))
  .meta({ description: 'An http or https address, or empty.' });

const PLAIN_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Milliseconds of a start or end (a plain day is its UTC midnight). */
const timeOf = (value: string) => Date.parse(PLAIN_DAY.test(value) ? `${value}T00:00:00Z` : value);

/** The plain day after `day` (YYYY-MM-DD). */
function dayAfter(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

/**
 * An event may not end before it starts. An end equal to its start is an event of its own: an
 * all-day event on that one day, a timed event at that instant (a deadline, a call), as an event
 * given no end already was. An end left out or empty defaults to the start and is not checked.
 */
export function eventOrderIssue(
  start: string | undefined,
  end: string | undefined,
): ValidationIssue | undefined {
  if (!start || !end) return undefined;
  const s = timeOf(start);
  const e = timeOf(end);
  return Number.isFinite(s) && Number.isFinite(e) && e < s
    ? { path: 'end', key: 'endBeforeStart' }
    : undefined;
}

/**
 * The end an event is stored with. Calendars store an all-day event's end as the day after its
 * last day, so an all-day event that ends on its start day (or has no end) is stored ending the
 * next day: every reader (the calendar, the form) then sees the one day. A timed event without
 * an end ends at its start.
 */
export function storedEventEnd(start: string, end: string | undefined, allDay: boolean): string {
  const last = end || start;
  return allDay && PLAIN_DAY.test(start) && last === start ? dayAfter(start) : last;
}

const eventFields = {
  url: eventUrl.optional(),
  end: z
    .union([when, z.literal('')])
    .optional()
    .meta({
      description:
        'Not before the start. Default, or equal to the start: the start (a timed event), the day after it (an all-day event: its end is the day after its last day).',
    }),
  allDay: z.boolean().optional(),
  extendedProps: extendedProps.partial().optional(),
};

/** POST body: title and start are required; the rest have defaults. */
export const calendarEventCreateBody = z
  .strictObject({ title: text(LIMITS.name).min(1), start: when, ...eventFields })
  .superRefine((event, ctx) => {
    const issue = eventOrderIssue(event.start, event.end);
    if (issue)
      ctx.addIssue({
        code: 'custom',
        path: [issue.path],
        params: { key: issue.key },
        input: event.end,
      });
  })
  .meta({
    id: 'NewCalendarEvent',
    ...rulesMeta('eventEndAfterStart'),
    description: 'A new event; appended with the last id + 1. It may not end before it starts.',
  });
export type NewCalendarEvent = z.infer<typeof calendarEventCreateBody>;

/** PUT/PATCH body: merged into the event. */
export const calendarEventPatchBody = z
  .strictObject({
    title: text(LIMITS.name).min(1).optional(),
    start: when.optional(),
    ...eventFields,
  })
  .meta({
    id: 'CalendarEventPatch',
    ...rulesMeta('eventEndAfterStart'),
    description:
      'Fields merged into the event (extendedProps key by key). The event may still not end before it starts.',
  });
export type CalendarEventPatch = z.infer<typeof calendarEventPatchBody>;

export const calendarListQuery = z.object({
  calendars: z.array(z.string()).optional().meta({
    description: 'Categories to show, repeated or comma-separated; absent shows every event.',
  }),
});
