/** Calendar events: SPEC.md §3 "Calendar event", §7 calendar calls. */

export const CALENDAR_CATEGORIES = ['Business', 'Holiday', 'Personal', 'ETC', 'Family'] as const;
export type CalendarCategory = (typeof CALENDAR_CATEGORIES)[number];

export interface CalendarEvent {
  id: number;
  url: string;
  title: string;
  /** ISO datetime (or yyyy-mm-dd for all-day events). */
  start: string;
  end: string;
  allDay: boolean;
  extendedProps: {
    calendar: CalendarCategory;
    guests?: string[];
    location?: string;
    description?: string;
  };
}

/** POST body: title and start are required; the rest have defaults. */
export interface NewCalendarEvent {
  title: string;
  start: string;
  end?: string;
  url?: string;
  allDay?: boolean;
  extendedProps?: Partial<CalendarEvent['extendedProps']>;
}

/** PUT/PATCH body: merged into the event. */
export type CalendarEventPatch = Partial<Omit<CalendarEvent, 'id' | 'extendedProps'>> & {
  extendedProps?: Partial<CalendarEvent['extendedProps']>;
};
