/** Calendar: list by categories, add, update (PATCH), delete. */
import type { CalendarCategory, CalendarEvent, CalendarEventPatch, NewCalendarEvent } from '../types/calendar';
import { useApiMutation, useApiQuery } from './hooks';
import type { Requester } from './request';

export const calendarKeys = {
  all: ['calendar'] as const,
  list: (calendars: readonly CalendarCategory[] | undefined) => ['calendar', calendars ?? 'all'] as const,
};

/** Events of the given categories; `undefined` means every category, `[]` none (no request). */
export async function fetchCalendarEvents(request: Requester, calendars?: readonly CalendarCategory[], signal?: AbortSignal): Promise<CalendarEvent[]> {
  if (calendars && calendars.length === 0) return [];
  return request<CalendarEvent[]>('/api/apps/calendar', { query: { calendars }, signal });
}

export function addCalendarEvent(request: Requester, event: NewCalendarEvent): Promise<CalendarEvent> {
  return request<CalendarEvent>('/api/apps/calendar', { method: 'POST', body: event });
}

export function updateCalendarEvent(request: Requester, id: number, patch: CalendarEventPatch): Promise<CalendarEvent> {
  return request<CalendarEvent>(`/api/apps/calendar/${id}`, { method: 'PATCH', body: patch });
}

export function deleteCalendarEvent(request: Requester, id: number): Promise<void> {
  return request<void>(`/api/apps/calendar/${id}`, { method: 'DELETE' });
}

export function useCalendarEvents(calendars?: readonly CalendarCategory[]) {
  return useApiQuery(calendarKeys.list(calendars), (request, signal) => fetchCalendarEvents(request, calendars, signal));
}

/** Field errors (title, start, …) arrive on `error.fieldErrors`. */
export function useAddCalendarEvent() {
  return useApiMutation(addCalendarEvent, [calendarKeys.all]);
}

export function useUpdateCalendarEvent() {
  return useApiMutation((request, vars: { id: number; patch: CalendarEventPatch }) => updateCalendarEvent(request, vars.id, vars.patch), [calendarKeys.all]);
}

export function useDeleteCalendarEvent() {
  return useApiMutation(deleteCalendarEvent, [calendarKeys.all]);
}
