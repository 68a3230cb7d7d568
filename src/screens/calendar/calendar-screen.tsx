import { IconAlertTriangle, IconX } from '@tabler/icons-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';

import { useCalendarEvents, useUpdateCalendarEvent } from '@/api/client/calendar';
import type { CalendarCategory, CalendarEvent } from '@/api/types/calendar';
import { Drawer, DrawerBody, DrawerContent } from '@/components/feedback/drawer';
import { ErrorState } from '@/components/feedback/error-state';
import { toast } from '@/components/feedback/toast';
import { toIsoDay } from '@/components/form/calendar';
import { Card } from '@/components/ui/card';
import { IconButton } from '@/components/ui/icon-button';
import { useDocumentDirection } from '@/components/ui/use-document-direction';
import { calendarNs } from '@/i18n/ns/calendar';
import { useKitTranslation } from '@/i18n/use-kit-translation';
import { today } from '@/lib/clock';

import { isolate } from '../shared/bidi';
import { CalendarSidebar } from './calendar-sidebar';
import {
  parseCalendars,
  parseDay,
  parseView,
  serializeCalendars,
  stepDay,
  type CalendarViewName,
} from './calendar-state';
import { CalendarToolbar } from './calendar-toolbar';
import type { EventTimes } from './calendar-view';
import { LazyCalendarView, preloadCalendarView } from './lazy-calendar-view';
import { EventFormDrawer } from './lazy-overlays';

/** /apps/calendar reads the calendars shown (`?calendars=`), the view (`?view=`) and the day (`?date=`) from the URL; it takes no props. */
export type CalendarScreenProps = Record<string, never>;

interface DrawerState {
  open: boolean;
  event: CalendarEvent | null;
  range?: EventTimes;
}

/**
 * /apps/calendar: month, week, day and list views (FullCalendar, loaded after the first paint),
 * the calendars to show in the URL (`?calendars`, as the API reads it), a month to jump from,
 * add and edit in a drawer, delete after confirming, and moving or resizing an event by dragging
 * it, saved through the API; when the API refuses a move (SPEC §8's 400 "Something Went Wrong")
 * the event goes back where it was and the screen says so.
 */
export function CalendarScreen(_props: CalendarScreenProps) {
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
  const [moveError, setMoveError] = useState<{ title: string; reason: string } | null>(null);
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

  const sidebar = (className?: string) => (
    <CalendarSidebar
      className={className}
      shown={shown}
      onShownChange={setShown}
      date={date}
      onDateChange={(day) => {
        setDate(day);
        setSidebarOpen(false);
      }}
      onAdd={() => {
        setSidebarOpen(false);
        setDrawer({ open: true, event: null });
      }}
    />
  );

  return (
    <div className="ee:p-4 ee:sm:p-6">
      <h1 className="ee:sr-only">{t('title')}</h1>
      <Card className="ee:@container ee:flex ee:overflow-hidden">
        <aside
          aria-label={t('sidebarLabel')}
          className="ee:hidden ee:w-[18rem] ee:shrink-0 ee:border-e ee:border-line ee:@4xl:block"
        >
          {sidebar()}
        </aside>
        <section
          aria-label={t('gridLabel')}
          aria-busy={events.isFetching || undefined}
          className="ee:flex ee:min-w-0 ee:flex-1 ee:flex-col ee:gap-4 ee:p-4 ee:sm:p-5"
        >
          <CalendarToolbar
            title={title}
            view={view}
            onViewChange={setView}
            onStep={(dir) => setDate(stepDay(date, view, dir))}
            onToday={() => setDate(todayIso)}
            onOpenSidebar={() => setSidebarOpen(true)}
          />
          {moveError && (
            <div
              role="alert"
              className="ee:tone-error ee:flex ee:items-start ee:gap-3 ee:rounded-ee ee:bg-tone/12 ee:px-4 ee:py-3 ee:text-[15px] ee:text-tone-ink"
            >
              <IconAlertTriangle aria-hidden size={20} className="ee:mt-0.5 ee:shrink-0" />
              <p className="ee:m-0 ee:flex-1">
                {isolate((v) => t('moveFailed', { title: v.title, reason: moveError.reason }), {
                  title: moveError.title,
                })}
              </p>
              <IconButton
                size="sm"
                color="error"
                aria-label={t('dismiss')}
                onClick={() => setMoveError(null)}
                className="ee:-my-1"
              >
                <IconX aria-hidden />
              </IconButton>
            </div>
          )}
          {shown?.length === 0 ? (
            <p className="ee:m-0 ee:rounded-ee ee:bg-surface-2 ee:px-4 ee:py-3 ee:text-[15px] ee:text-text">
              {t('noneSelected')}
            </p>
          ) : (
            list?.length === 0 && (
              <p className="ee:m-0 ee:rounded-ee ee:bg-surface-2 ee:px-4 ee:py-3 ee:text-[15px] ee:text-text">
                {t('noEvents')}
              </p>
            )
          )}
          {events.isError ? (
            <ErrorState
              title={t('loadError')}
              message={events.error.message}
              onRetry={() => void events.refetch()}
              retrying={events.isFetching}
              titleAs="h2"
            />
          ) : (
            <LazyCalendarView
              events={list ?? []}
              view={view}
              date={date}
              language={language}
              direction={direction}
              onTitle={setTitle}
              onSelectRange={(range) => setDrawer({ open: true, event: null, range })}
              onOpen={(id) => {
                const event = list?.find((e) => e.id === id);
                if (event) setDrawer({ open: true, event });
              }}
              onMove={onMove}
            />
          )}
        </section>
      </Card>
      <Drawer open={sidebarOpen} onOpenChange={setSidebarOpen}>
        <DrawerContent title={t('sidebarLabel')} size="sm">
          <DrawerBody className="ee:p-0">{sidebar()}</DrawerBody>
        </DrawerContent>
      </Drawer>
      <EventFormDrawer
        open={drawer.open}
        onOpenChange={(open) => setDrawer((d) => ({ ...d, open }))}
        event={drawer.event}
        range={drawer.range}
        today={todayIso}
        defaultCalendar={shown?.[0] ?? 'Business'}
      />
    </div>
  );
}
