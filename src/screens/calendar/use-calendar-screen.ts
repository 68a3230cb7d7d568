import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';

import { useCalendarEvents, useUpdateCalendarEvent } from '@/api/client/calendar';
import type { CalendarCategory, CalendarEvent } from '@/api/types/calendar';
import { toast } from '@/components/feedback/toast';
import { toIsoDay } from '@/components/form/calendar';
import { useDocumentDirection } from '@/components/ui/use-document-direction';
import { calendarNs } from '@/i18n/ns/calendar';
import { useKitTranslation } from '@/i18n/use-kit-translation';
import { today } from '@/lib/clock';

import {
  parseCalendars,
  parseDay,
  parseView,
  serializeCalendars,
  type CalendarViewName,
} from './calendar-state';
import type { EventTimes } from './calendar-view';
import { preloadCalendarView } from './lazy-calendar-view';

export interface DrawerState {
  open: boolean;
  event: CalendarEvent | null;
  range?: EventTimes;
}

/** A move the API refused: the event's title and the API's reason. */
export interface MoveError {
  title: string;
  reason: string;
}

/**
 * The calendar screen's controller: the calendars shown, the view and the day in the URL; the
 * events of those calendars; the view's title; the drawer (an event to edit, or a range to add
 * one in); a refused move and the sidebar drawer on narrow screens.
 */
export function useCalendarScreen() {
  const { t, language } = useKitTranslation(calendarNs);
  const direction = useDocumentDirection();
  const [params, setParams] = useSearchParams();
  const todayIso = toIsoDay(today());
  const shown = useMemo(() => parseCalendars(params.get('calendars')), [params]);
  const view = parseView(params.get('view'));
  const date = parseDay(params.get('date'), todayIso);
  const events = useCalendarEvents(shown);
  const update = useUpdateCalendarEvent();
  const [title, setTitle] = useState('');
  const [drawer, setDrawer] = useState<DrawerState>({ open: false, event: null });
  const [moveError, setMoveError] = useState<MoveError | null>(null);
  const [sidebarOpen, setSidebarOpen] = useState(false);

  useEffect(preloadCalendarView, []);

  const setParam = useCallback(
    (changes: Record<string, string | undefined>) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [key, value] of Object.entries(changes)) {
            if (value === undefined) next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const setShown = (next: CalendarCategory[] | undefined) =>
    setParam({ calendars: serializeCalendars(next) });
  const setDate = (day: string) => setParam({ date: day === todayIso ? undefined : day });
  const setView = (next: CalendarViewName) =>
    setParam({ view: next === 'month' ? undefined : next });

  const list = events.data;
  const onMove = useCallback(
    (id: number, times: EventTimes, revert: () => void) => {
      const moved = list?.find((e) => e.id === id);
      setMoveError(null);
      update.mutateAsync({ id, patch: times }).then(
        () => toast.success(t('moved', { title: moved?.title ?? '' })),
        (error: unknown) => {
          revert();
          setMoveError({
            title: moved?.title ?? '',
            reason: error instanceof Error ? error.message : String(error),
          });
        },
      );
    },
    [list, update, t],
  );

  return {
    t,
    language,
    direction,
    todayIso,
    shown,
    view,
    date,
    events,
    list,
    title,
    setTitle,
    drawer,
    setDrawer,
    moveError,
    setMoveError,
    sidebarOpen,
    setSidebarOpen,
    setShown,
    setDate,
    setView,
    onMove,
  };
}
