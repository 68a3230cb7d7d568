/** Calendar events: SPEC.md §3 "Calendar event", §7 calendar calls. */
import { z } from 'zod';
import { LIMITS, id, text } from './common';

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

const eventFields = {
  url: text(LIMITS.url).optional(),
  end: z.union([when, z.literal('')]).optional().meta({ description: 'Default: the start.' }),
  allDay: z.boolean().optional(),
  extendedProps: extendedProps.partial().optional(),
};

/** POST body: title and start are required; the rest have defaults. */
export const calendarEventCreateBody = z
  .object({ title: text(LIMITS.name).min(1), start: when, ...eventFields })
  .meta({ id: 'NewCalendarEvent', description: 'A new event; appended with the last id + 1.' });
export type NewCalendarEvent = z.infer<typeof calendarEventCreateBody>;

/** PUT/PATCH body: merged into the event. */
export const calendarEventPatchBody = z
  .object({ title: text(LIMITS.name).min(1).optional(), start: when.optional(), ...eventFields })
  .meta({ id: 'CalendarEventPatch', description: 'Fields merged into the event (extendedProps key by key).' });
export type CalendarEventPatch = z.infer<typeof calendarEventPatchBody>;

export const calendarListQuery = z.object({
  calendars: z.array(z.string()).optional().meta({ description: 'Categories to show, repeated or comma-separated; absent shows every event.' }),
});
