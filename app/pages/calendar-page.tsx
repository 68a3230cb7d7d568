import { CalendarScreen } from '@/screens/calendar/calendar-screen';

/**
 * /apps/calendar: events by month, week, day or list (`?view=`, `?date=`), the calendars shown
 * (`?calendars=`).
 */
export function Component() {
  return <CalendarScreen />;
}
