/** Calendar: list by categories, add, update (PATCH), delete. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CalendarCategory, CalendarEvent, CalendarEventPatch, NewCalendarEvent } from '../types/calendar';
import { useRequester } from './api-provider';
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
  const request = useRequester();
  return useQuery({ queryKey: calendarKeys.list(calendars), queryFn: ({ signal }) => fetchCalendarEvents(request, calendars, signal) });
}

function useCalendarMutation<V, R>(fn: (request: Requester, vars: V) => Promise<R>) {
  const request = useRequester();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (vars: V) => fn(request, vars),
    onSuccess: () => client.invalidateQueries({ queryKey: calendarKeys.all }),
  });
}

/** Field errors (title, start, …) arrive on `error.fieldErrors`. */
export function useAddCalendarEvent() {
  return useCalendarMutation((request, event: NewCalendarEvent) => addCalendarEvent(request, event));
}

export function useUpdateCalendarEvent() {
  return useCalendarMutation((request, vars: { id: number; patch: CalendarEventPatch }) => updateCalendarEvent(request, vars.id, vars.patch));
}

export function useDeleteCalendarEvent() {
  return useCalendarMutation((request, id: number) => deleteCalendarEvent(request, id));
}
