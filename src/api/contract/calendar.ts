/** Calendar events: SPEC.md §3 "Calendar event", §7 calendar calls. */
import { z } from 'zod';
import { LIMITS, id, messageKey, text, type ValidationIssue } from './common';

export const CALENDAR_CATEGORIES = ['Business', 'Holiday', 'Personal', 'ETC', 'Family'] as const;
export type CalendarCategory = (typeof CALENDAR_CATEGORIES)[number];
const calendarCategory = z.enum(CALENDAR_CATEGORIES);

/** A start or an end: an ISO date-time, or yyyy-mm-dd for all-day events. */
const when = z.union([z.iso.datetime({ offset: true }), z.iso.date()]).meta({ description: 'ISO date-time, or YYYY-MM-DD for an all-day event.' });

const extendedProps = z.object({
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

/** A web address people can open: http or https only (no `javascript:`), or empty for none. */
export function isWebUrl(value: string): boolean {
  if (value === '') return true;
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    return Boolean(new URL(value).host);
  } catch {
    return false;
  }
}

const eventUrl = text(LIMITS.url).refine(isWebUrl, messageKey('urlFormat')).meta({ description: 'An http or https address, or empty.' });

/** Milliseconds of a start or end (a plain day is its UTC midnight). */
const timeOf = (value: string) => Date.parse(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);

/**
 * An event must end after it starts (an all-day event's end is the day after its last day, as
 * calendars store it). An end left out or empty defaults to the start and is not checked.
 */
export function eventOrderIssue(start: string | undefined, end: string | undefined): ValidationIssue | undefined {
  if (!start || !end) return undefined;
  const s = timeOf(start);
  const e = timeOf(end);
  return Number.isFinite(s) && Number.isFinite(e) && e <= s ? { path: 'end', key: 'rangeOrder' } : undefined;
}

const eventFields = {
  url: eventUrl.optional(),
  end: z.union([when, z.literal('')]).optional().meta({ description: 'Default: the start.' }),
  allDay: z.boolean().optional(),
  extendedProps: extendedProps.partial().optional(),
};

/** POST body: title and start are required; the rest have defaults. */
export const calendarEventCreateBody = z
  .object({ title: text(LIMITS.name).min(1), start: when, ...eventFields })
  .superRefine((event, ctx) => {
    const issue = eventOrderIssue(event.start, event.end);
    if (issue) ctx.addIssue({ code: 'custom', path: [issue.path], params: { key: issue.key }, input: event.end });
  })
  .meta({ id: 'NewCalendarEvent', description: 'A new event; appended with the last id + 1. It must end after it starts.' });
export type NewCalendarEvent = z.infer<typeof calendarEventCreateBody>;

/** PUT/PATCH body: merged into the event. */
export const calendarEventPatchBody = z
  .object({ title: text(LIMITS.name).min(1).optional(), start: when.optional(), ...eventFields })
  .meta({ id: 'CalendarEventPatch', description: 'Fields merged into the event (extendedProps key by key). The event must still end after it starts.' });
export type CalendarEventPatch = z.infer<typeof calendarEventPatchBody>;

export const calendarListQuery = z.object({
  calendars: z.array(z.string()).optional().meta({ description: 'Categories to show, repeated or comma-separated; absent shows every event.' }),
});
