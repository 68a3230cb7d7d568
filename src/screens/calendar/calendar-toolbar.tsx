import { IconChevronLeft, IconChevronRight, IconFilter } from '@tabler/icons-react';

import { Button } from '@/components/ui/button';
import { IconButton } from '@/components/ui/icon-button';
import { calendarNs } from '@/i18n/ns/calendar';
import { useKitTranslation } from '@/i18n/use-kit-translation';
import { cn } from '@/lib/cn';

import { CALENDAR_VIEWS, type CalendarViewName } from './calendar-state';

export interface CalendarToolbarProps {
  /** What is shown, as FullCalendar titles it ("June 2026"); empty while it loads. */
  title: string;
  /** The view. */
  view: CalendarViewName;
  /** Changes the view. */
  onViewChange: (view: CalendarViewName) => void;
  /** Previous (-1) or next (+1) month, week or day. */
  onStep: (direction: 1 | -1) => void;
  /** Back to today. */
  onToday: () => void;
  /** Opens the sidebar (narrow spaces, where it is folded away). */
  onOpenSidebar: () => void;
}

/** The calendar's toolbar: previous, next and today, what is shown, and the four views. */
export function CalendarToolbar({
  title,
  view,
  onViewChange,
  onStep,
  onToday,
  onOpenSidebar,
}: CalendarToolbarProps) {
  const { t } = useKitTranslation(calendarNs);
  return (
    <div className="ee:flex ee:flex-wrap ee:items-center ee:justify-between ee:gap-3">
      <div className="ee:flex ee:items-center ee:gap-1">
        <IconButton
          className="ee:@4xl:hidden"
          aria-label={t('openSidebar')}
          onClick={onOpenSidebar}
        >
          <IconFilter aria-hidden />
        </IconButton>
        <IconButton aria-label={t('previous')} onClick={() => onStep(-1)}>
          <IconChevronLeft aria-hidden className="ee:rtl:-scale-x-100" />
        </IconButton>
        <IconButton aria-label={t('next')} onClick={() => onStep(1)}>
          <IconChevronRight aria-hidden className="ee:rtl:-scale-x-100" />
        </IconButton>
        <Button variant="tonal" size="sm" onClick={onToday} className="ee:ms-1">
          {t('today')}
        </Button>
        {/* The live region is always there (a region added with its text is not announced); the
            heading only once FullCalendar has titled the view, as an empty heading says nothing. */}
        <div aria-live="polite" className="ee:ms-3">
          {title && <h2 className="ee:m-0 ee:text-lg ee:font-medium ee:text-heading">{title}</h2>}
        </div>
      </div>
      <div
        role="group"
        aria-label={t('viewsLabel')}
        className="ee:inline-flex ee:overflow-hidden ee:rounded-ee ee:border ee:border-[var(--ee-primary)]"
      >
        {CALENDAR_VIEWS.map((v) => (
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
            {t(`views.${v}`)}
          </button>
        ))}
      </div>
    </div>
  );
}
