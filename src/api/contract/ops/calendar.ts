/** The Calendar calls (docs/spec.md §7, §8). */
import { z } from 'zod';

import * as calendar from '../calendar';
import { changed, created, idParam, tagged, type Operation } from '../operation';

const ca = tagged('Calendar');
const eventId = idParam('event');

export const calendarOperations: Operation[] = [
  ca.read(
    '/api/apps/calendar',
    'listEvents',
    'Calendar events',
    z.array(calendar.calendarEvent).meta({ id: 'CalendarEventList' }),
    { query: calendar.calendarListQuery },
  ),
  ca.write(
    'post',
    '/api/apps/calendar',
    'addEvent',
    'Add an event (last id + 1)',
    calendar.calendarEventCreateBody,
    created(calendar.calendarEvent, 'The new event.'),
  ),
  ...(['put', 'patch'] as const).map((method) =>
    ca.write(
      method,
      '/api/apps/calendar/{id}',
      `${method}Event`,
      'Change an event',
      calendar.calendarEventPatchBody,
      changed(calendar.calendarEvent, 'The event after the change.'),
      {
        description:
          'Merges the payload into the event (PUT and PATCH alike). An unknown id answers 400 `{ message: "Something Went Wrong" }` (SPEC §8).',
        params: eventId,
      },
    ),
  ),
  {
    ...ca.remove('/api/apps/calendar/{id}', 'deleteEvent', 'Delete an event', eventId),
    errors: { 400: ['message', 'Unknown id: `Something Went Wrong` (SPEC §8).'] },
  },
];
