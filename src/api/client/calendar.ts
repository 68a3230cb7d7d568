/** Calendar: list by categories, add, update (PATCH), delete. */
import type {
  CalendarCategory,
  CalendarEvent,
  CalendarEventPatch,
  NewCalendarEvent,
} from '../types/calendar';
import { mutationHook, useApiMutation, useApiQuery } from './hooks';
import type { Requester } from './request';
import { changeCall, deleteCall, postCall, type ChangeCall, type PostCall } from './rest';

export const calendarKeys = {
  all: ['calendar'] as const,
  list: (calendars: readonly CalendarCategory[] | undefined) =>
    ['calendar', calendars ?? 'all'] as const,
};

const path = '/api/apps/calendar';

/** Events of the given categories; `undefined` means every category, `[]` none (no request). */
export async function fetchCalendarEvents(
  request: Requester,
  calendars?: readonly CalendarCategory[],
  signal?: AbortSignal,
): Promise<CalendarEvent[]> {
  if (calendars && calendars.length === 0) return [];
  return request<CalendarEvent[]>(path, { query: { calendars }, signal });
}

export const addCalendarEvent: PostCall<NewCalendarEvent, CalendarEvent> = postCall(path);
export const updateCalendarEvent: ChangeCall<CalendarEventPatch, CalendarEvent> = changeCall(
  path,
  'PATCH',
);
export const deleteCalendarEvent = deleteCall(path);

export function useCalendarEvents(calendars?: readonly CalendarCategory[]) {
  return useApiQuery(calendarKeys.list(calendars), (request, signal) =>
    fetchCalendarEvents(request, calendars, signal),
  );
}

/** Field errors (title, start, …) arrive on `error.fieldErrors`. */
export const useAddCalendarEvent = mutationHook(addCalendarEvent, [calendarKeys.all]);

export function useUpdateCalendarEvent() {
  return useApiMutation(
    (request, vars: { id: number; patch: CalendarEventPatch }) =>
      updateCalendarEvent(request, vars.id, vars.patch),
    [calendarKeys.all],
  );
}

export const useDeleteCalendarEvent = mutationHook(deleteCalendarEvent, [calendarKeys.all]);
