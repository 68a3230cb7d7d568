import { Drawer, DrawerBody, DrawerContent } from '@/components/feedback/drawer';
import { ErrorState } from '@/components/feedback/error-state';
import { Card } from '@/components/ui/card';

import { CalendarMoveError } from './calendar-move-error';
import { CalendarSidebar } from './calendar-sidebar';
import { stepDay } from './calendar-state';
import { CalendarToolbar } from './calendar-toolbar';
import { LazyCalendarView } from './lazy-calendar-view';
import { EventFormDrawer } from './lazy-overlays';
import { useCalendarScreen } from './use-calendar-screen';

/**
 * /apps/calendar reads the calendars shown (`?calendars=`), the view (`?view=`) and the day
 * (`?date=`) from the URL; it takes no props.
 */
export type CalendarScreenProps = Record<string, never>;

/**
 * /apps/calendar: month, week, day and list views (FullCalendar, loaded after the first paint),
 * the calendars to show in the URL (`?calendars`, as the API reads it), a month to jump from,
 * add and edit in a drawer, delete after confirming, and moving or resizing an event by dragging
 * it, saved through the API; when the API refuses a move (SPEC §8's 400 "Something Went Wrong")
 * the event goes back where it was and the screen says so.
 */
export function CalendarScreen(_props: CalendarScreenProps) {
  const {
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
  } = useCalendarScreen();

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
            <CalendarMoveError error={moveError} onDismiss={() => setMoveError(null)} />
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
