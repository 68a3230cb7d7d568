import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';

import { Button } from '@/components/ui/button';
import { IconButton } from '@/components/ui/icon-button';
import { calendarNs } from '@/i18n/ns/calendar';
import { useKitTranslation } from '@/i18n/use-kit-translation';
import { cn } from '@/lib/cn';

import { WORK_ORDER_CALENDAR_VIEWS, type WorkOrderCalendarView } from './calendar-orders';

export interface CalendarNavProps {
  /** What is shown, as FullCalendar titles it ("June 2026"); empty while it loads. */
  title: string;
  view: WorkOrderCalendarView;
  onViewChange: (view: WorkOrderCalendarView) => void;
  /** Previous (-1) or next (+1) month or week. */
  onStep: (direction: 1 | -1) => void;
  onToday: () => void;
}

/**
 * Previous, next and today, what is shown, and the views (as the sample calendar's toolbar, in
 * its words); a phone-wide calendar is a list, so it offers no views.
 */
export function CalendarNav({ title, view, onViewChange, onStep, onToday }: CalendarNavProps) {
  const { t: c } = useKitTranslation(calendarNs);
  return (
    <div className="ee:flex ee:flex-wrap ee:items-center ee:justify-between ee:gap-3">
      <div className="ee:flex ee:items-center ee:gap-1">
        <IconButton aria-label={c('previous')} onClick={() => onStep(-1)}>
          <IconChevronLeft aria-hidden className="ee:rtl:-scale-x-100" />
        </IconButton>
        <IconButton aria-label={c('next')} onClick={() => onStep(1)}>
          <IconChevronRight aria-hidden className="ee:rtl:-scale-x-100" />
        </IconButton>
        <Button variant="tonal" size="sm" onClick={onToday} className="ee:ms-1">
          {c('today')}
        </Button>
        <div aria-live="polite" className="ee:ms-3">
          {title && <h2 className="ee:m-0 ee:text-lg ee:font-medium ee:text-heading">{title}</h2>}
        </div>
      </div>
      <div
        role="group"
        aria-label={c('viewsLabel')}
        className="ee:hidden ee:overflow-hidden ee:rounded-ee ee:border ee:border-[var(--ee-primary)] ee:@min-[640px]:inline-flex"
      >
        {WORK_ORDER_CALENDAR_VIEWS.map((v) => (
          <button
            key={v}
            type="button"
            aria-pressed={v === view}
            onClick={() => onViewChange(v)}
            className={cn(
              'ee:h-[34px] ee:cursor-pointer ee:px-3.5 ee:text-[13px] ee:font-medium ee:transition-colors ee:not-first:border-s ee:not-first:border-[var(--ee-primary)]',
              v === view
                ? 'ee:bg-primary-solid ee:text-white'
                : 'ee:bg-transparent ee:text-primary-ink ee:hover:bg-primary/10',
            )}
          >
            {c(`views.${v}`)}
          </button>
        ))}
      </div>
    </div>
  );
}
