import { IconPlus } from '@tabler/icons-react';

import { CALENDAR_CATEGORIES, type CalendarCategory } from '@/api/types/calendar';
import { Calendar, fromIsoDay, toIsoDay } from '@/components/form/calendar';
import { Checkbox } from '@/components/form/checkbox';
import { Button } from '@/components/ui/button';
import { calendarNs } from '@/i18n/ns/calendar';
import { useKitTranslation } from '@/i18n/use-kit-translation';
import { today as clockToday } from '@/lib/clock';
import { cn } from '@/lib/cn';

import { LABEL_TONE_CLASS } from './calendar-labels';

export interface CalendarSidebarProps {
  /** The calendars shown; undefined: all. */
  shown: readonly CalendarCategory[] | undefined;
  /** Shows these calendars (undefined: all). */
  onShownChange: (shown: CalendarCategory[] | undefined) => void;
  /** The day in focus, YYYY-MM-DD. */
  date: string;
  /** Goes to a day. */
  onDateChange: (day: string) => void;
  /** Opens the add-event drawer. */
  onAdd: () => void;
  /** Classes of the wrapper. */
  className?: string;
}

// Each label's box in its colour (the kit's checkbox is primary when ticked).
const TONED_BOX =
  'ee:[&_button[data-state=checked]]:border-tone-solid ee:[&_button[data-state=checked]]:bg-tone-solid ee:[&_button]:border-tone-solid';

/**
 * The calendar's sidebar: add an event, a month to jump to a day, and the calendars to show
 * ("View all" ticks or clears them all; it is half-ticked when some are shown).
 */
export function CalendarSidebar({
  shown,
  onShownChange,
  date,
  onDateChange,
  onAdd,
  className,
}: CalendarSidebarProps) {
  const { t } = useKitTranslation(calendarNs);
  const isShown = (c: CalendarCategory) => !shown || shown.includes(c);
  const count = CALENDAR_CATEGORIES.filter(isShown).length;
  const all = count === CALENDAR_CATEGORIES.length ? true : count === 0 ? false : 'indeterminate';
  const toggle = (c: CalendarCategory, on: boolean) => {
    const next = CALENDAR_CATEGORIES.filter((x) => (x === c ? on : isShown(x)));
    onShownChange(next.length === CALENDAR_CATEGORIES.length ? undefined : next);
  };
  const selected = fromIsoDay(date);
  return (
    <div className={cn('ee:flex ee:flex-col', className)}>
      <div className="ee:border-b ee:border-line ee:p-5">
        <Button block startIcon={<IconPlus aria-hidden size={18} />} onClick={onAdd}>
          {t('addEvent')}
        </Button>
      </div>
      <div className="ee:flex ee:justify-center ee:border-b ee:border-line ee:px-2 ee:py-3">
        <Calendar
          mode="single"
          required
          selected={selected}
          month={selected}
          onMonthChange={(m) => onDateChange(toIsoDay(m))}
          onSelect={(d: Date | undefined) => d && onDateChange(toIsoDay(d))}
          today={clockToday()}
          aria-label={t('miniCalendar')}
        />
      </div>
      <div className="ee:p-5">
        <h2 className="ee:m-0 ee:mb-4 ee:text-[13px] ee:font-medium ee:uppercase ee:text-muted">
          {t('filters')}
        </h2>
        <div role="group" aria-label={t('filters')} className="ee:flex ee:flex-col ee:gap-3.5">
          <Checkbox
            label={t('viewAll')}
            checked={all}
            onCheckedChange={(v) => onShownChange(v === true ? undefined : [])}
          />
          {CALENDAR_CATEGORIES.map((c) => (
            <Checkbox
              key={c}
              label={t(`category.${c}`)}
              checked={isShown(c)}
              onCheckedChange={(v) => toggle(c, v === true)}
              className={cn(LABEL_TONE_CLASS[c], TONED_BOX)}
              data-calendar={c}
            />
          ))}
        </div>
      </div>
    </div>
  );
}
