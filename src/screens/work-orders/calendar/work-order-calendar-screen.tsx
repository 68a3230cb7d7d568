import { IconAlertTriangle, IconX } from '@tabler/icons-react';
import { useNavigate } from 'react-router';

import { WORK_ORDER_PRIORITIES } from '@/api/types/work-orders';
import { ErrorState } from '@/components/feedback/error-state';
import { Page } from '@/components/layout/page';
import { Card } from '@/components/ui/card';
import { IconButton } from '@/components/ui/icon-button';

import { useScreenPaths, workOrderHref } from '../../paths';
import { ScreenHeader } from '../../shared/screen-header';
import { WorkOrderPriorityChip } from '../../shared/work-order-chips';
import { WorkOrderViews } from '../shared/work-order-views';
import { WorkOrderListToolbar } from '../work-order-list-toolbar';
import { CalendarNav } from './calendar-nav';
import { stepOrderDay } from './calendar-orders';
import { LazyWorkOrderCalendarView } from './lazy-work-order-calendar-view';
import { useWorkOrderCalendar } from './use-work-order-calendar';

/** The calendar reads its filters, view and day from the URL; it takes no props. */
export type WorkOrderCalendarScreenProps = Record<string, never>;

/**
 * Work orders by day (planned start when set, else due date) in a month, a week or a list; the
 * list's filters, done and cancelled shown only when the status filter asks; every order due in
 * the range shown (all pages of it); a click opens an order; someone who plans work drags it to
 * another day (saved with its version: changed meanwhile, the calendar reloads and says so).
 */
export function WorkOrderCalendarScreen(_props: WorkOrderCalendarScreenProps = {}) {
  const cal = useWorkOrderCalendar();
  const { t, list, orders, view, date } = cal;
  const navigate = useNavigate();
  const paths = useScreenPaths();
  return (
    <Page>
      <ScreenHeader
        title={t('calendar.title')}
        subtitle={t('calendar.subtitle')}
        actions={<WorkOrderViews current="calendar" />}
      />
      <Card className="ee:flex ee:flex-col ee:gap-3 ee:p-4">
        <WorkOrderListToolbar
          q={list.state.q}
          filters={list.state.filters}
          assignees={cal.assignees.data?.assignees}
          tree={cal.locations.data?.tree}
          setQ={list.setQ}
          setFilter={list.setFilter}
          clearFilters={list.clearFilters}
        />
        <ul
          aria-label={t('calendar.legend')}
          className="ee:m-0 ee:flex ee:list-none ee:flex-wrap ee:items-center ee:gap-2 ee:p-0"
        >
          {WORK_ORDER_PRIORITIES.map((p) => (
            <li key={p}>
              <WorkOrderPriorityChip priority={p} label={t(`priority.${p}`)} size="sm" />
            </li>
          ))}
          <li className="ee:tone-error ee:inline-flex ee:items-center ee:gap-1 ee:text-[13px] ee:text-tone-ink">
            <IconAlertTriangle aria-hidden size={14} />
            {t('calendar.overdue')}
          </li>
        </ul>
      </Card>
      <Card className="ee:@container">
        <section
          aria-label={t('calendar.gridLabel')}
          aria-busy={orders.fetching || undefined}
          className="ee:flex ee:flex-col ee:gap-4 ee:p-4 ee:sm:p-5"
        >
          <CalendarNav
            title={cal.title}
            view={view}
            onViewChange={cal.setView}
            onStep={(dir) => cal.setDate(stepOrderDay(date, view, dir))}
            onToday={() => cal.setDate(cal.todayIso)}
          />
          {cal.moveError && (
            <div
              role="alert"
              className="ee:tone-error ee:flex ee:items-start ee:gap-3 ee:rounded-ee ee:bg-tone/12 ee:px-4 ee:py-3 ee:text-[15px] ee:text-tone-ink"
            >
              <IconAlertTriangle aria-hidden size={20} className="ee:mt-0.5 ee:shrink-0" />
              <p className="ee:m-0 ee:flex-1">
                {t('calendar.moveFailed', {
                  number: cal.moveError.number,
                  reason: cal.moveError.reason,
                })}
              </p>
              <IconButton
                size="sm"
                color="error"
                aria-label={t('calendar.dismiss')}
                onClick={() => cal.setMoveError(null)}
                className="ee:-my-1"
              >
                <IconX aria-hidden />
              </IconButton>
            </div>
          )}
          {orders.orders?.length === 0 && !orders.fetching && (
            <p className="ee:m-0 ee:rounded-ee ee:bg-surface-2 ee:px-4 ee:py-3 ee:text-[15px] ee:text-text">
              {t('calendar.noOrders')}
            </p>
          )}
          {orders.error ? (
            <ErrorState
              title={t('calendar.loadError')}
              message={orders.error.message}
              onRetry={orders.refetch}
              retrying={orders.fetching}
              titleAs="h2"
            />
          ) : (
            <LazyWorkOrderCalendarView
              orders={orders.orders ?? []}
              view={view}
              date={date}
              language={cal.language}
              direction={cal.direction}
              movable={cal.who.plans}
              onTitle={cal.setTitle}
              onOpen={(number) => void navigate(workOrderHref(paths, number))}
              onMove={cal.move}
            />
          )}
        </section>
      </Card>
    </Page>
  );
}
