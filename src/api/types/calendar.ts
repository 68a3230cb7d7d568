/**
 * The calendar types of the API: inferred from the contract's schemas
 * (src/api/contract/calendar.ts), the one definition.
 */
export { CALENDAR_CATEGORIES, isWebUrl } from '../contract/calendar';
export type {
  CalendarCategory,
  CalendarEvent,
  NewCalendarEvent,
  CalendarEventPatch,
} from '../contract/calendar';
