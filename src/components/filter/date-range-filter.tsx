import { IconCalendar, IconChevronDown } from '@tabler/icons-react';
import { useState } from 'react';

import { commonNs } from '@/i18n/ns/common';
import { useKitTranslation } from '@/i18n/use-kit-translation';
import { today as clockToday } from '@/lib/clock';
import { cn } from '@/lib/cn';

import { Calendar, formatIsoDay, fromIsoDay, toIsoDay } from '../form/calendar';
import { Popover, PopoverContent, PopoverTrigger } from '../form/popover';
import { useTableText } from '../table/use-table-text';
import { Button } from '../ui/button';

/** A day range as yyyy-mm-dd strings; either end may be open. */
export interface DateRangeValue {
  from?: string;
  to?: string;
}

/** A named shortcut range. */
export interface DateRangePreset {
  label: string;
  range: (today: Date) => DateRangeValue;
}

export type DateRangeFilterProps = {
  /** The filter's name, shown on the trigger. */
  label: string;
  /** The applied range; undefined for none. */
  value: DateRangeValue | undefined;
  /** Called with the new range (undefined when cleared). */
  onChange: (value: DateRangeValue | undefined) => void;
  /** Shortcut ranges; defaults to today, last 7/30 days, this/last month, this year. */
  presets?: readonly DateRangePreset[];
  /** Months shown side by side. */
  numberOfMonths?: number;
  /** Classes of the trigger. */
  className?: string;
};

function addDays(d: Date, n: number): Date {
  const c = new Date(d);
  c.setDate(c.getDate() + n);
  return c;
}

/** Calendar range picker in a popover, with presets, for a list filter ("created between"). */
export function DateRangeFilter({
  label,
  value,
  onChange,
  presets,
  numberOfMonths = 2,
  className,
}: DateRangeFilterProps) {
  const t = useTableText();
  const { language } = useKitTranslation(commonNs);
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<{ from?: Date; to?: Date } | undefined>(undefined);
  const now = clockToday();
  const defaults: DateRangePreset[] = [
    { label: t('filter.today'), range: (d) => ({ from: toIsoDay(d), to: toIsoDay(d) }) },
    {
      label: t('filter.last7'),
      range: (d) => ({ from: toIsoDay(addDays(d, -6)), to: toIsoDay(d) }),
    },
    {
      label: t('filter.last30'),
      range: (d) => ({ from: toIsoDay(addDays(d, -29)), to: toIsoDay(d) }),
    },
    {
      label: t('filter.thisMonth'),
      range: (d) => ({
        from: toIsoDay(new Date(d.getFullYear(), d.getMonth(), 1)),
        to: toIsoDay(new Date(d.getFullYear(), d.getMonth() + 1, 0)),
      }),
    },
    {
      label: t('filter.lastMonth'),
      range: (d) => ({
        from: toIsoDay(new Date(d.getFullYear(), d.getMonth() - 1, 1)),
        to: toIsoDay(new Date(d.getFullYear(), d.getMonth(), 0)),
      }),
    },
    {
      label: t('filter.thisYear'),
      range: (d) => ({
        from: toIsoDay(new Date(d.getFullYear(), 0, 1)),
        to: toIsoDay(new Date(d.getFullYear(), 11, 31)),
      }),
    },
  ];
  const shown = presets ?? defaults;
  const summary =
    value?.from || value?.to
      ? `${formatIsoDay(value.from, language) || '…'} – ${formatIsoDay(value.to, language) || '…'}`
      : t('filter.all');

  const openChange = (next: boolean) => {
    setOpen(next);
    if (next)
      setDraft(value ? { from: fromIsoDay(value.from), to: fromIsoDay(value.to) } : undefined);
  };
  const apply = (range: DateRangeValue | undefined) => {
    onChange(range && (range.from || range.to) ? range : undefined);
    setOpen(false);
  };

  return (
    <Popover open={open} onOpenChange={openChange}>
      <PopoverTrigger
        aria-label={`${label}: ${summary}`}
        className={cn(
          'ee:inline-flex ee:h-[38px] ee:min-w-48 ee:cursor-pointer ee:items-center ee:justify-between ee:gap-2 ee:rounded-ee ee:border ee:border-line ee:bg-transparent ee:px-3.5 ee:text-[15px] ee:text-heading ee:hover:border-muted ee:data-[state=open]:border-primary',
          className,
        )}
      >
        <span className="ee:flex ee:min-w-0 ee:items-center ee:gap-2">
          <IconCalendar aria-hidden size={18} className="ee:shrink-0 ee:text-muted" />
          <span className="ee:text-muted">{label}:</span>
          <span className="ee:truncate">{summary}</span>
        </span>
        <IconChevronDown aria-hidden size={18} className="ee:shrink-0 ee:text-muted" />
      </PopoverTrigger>
      <PopoverContent
        className="ee:flex ee:max-w-[calc(100vw-16px)] ee:flex-wrap"
        aria-label={label}
      >
        <div
          role="group"
          aria-label={t('filter.presets')}
          className="ee:flex ee:min-w-36 ee:flex-col ee:gap-0.5 ee:border-e ee:border-line ee:p-2"
        >
          {shown.map((p) => (
            <button
              key={p.label}
              type="button"
              onClick={() => apply(p.range(now))}
              className="ee:cursor-pointer ee:rounded-ee ee:px-3 ee:py-1.5 ee:text-start ee:text-[14px] ee:text-heading ee:hover:bg-primary/12 ee:hover:text-primary-ink"
            >
              {p.label}
            </button>
          ))}
        </div>
        <div className="ee:flex ee:flex-col">
          <Calendar
            mode="range"
            numberOfMonths={numberOfMonths}
            today={now}
            defaultMonth={
              draft?.from ??
              (numberOfMonths > 1 ? new Date(now.getFullYear(), now.getMonth() - 1, 1) : now)
            }
            selected={draft?.from ? { from: draft.from, to: draft.to } : undefined}
            onSelect={(r) => setDraft(r ? { from: r.from, to: r.to } : undefined)}
          />
          <div className="ee:flex ee:justify-end ee:gap-2 ee:border-t ee:border-line ee:p-3">
            <Button size="sm" variant="tonal" color="secondary" onClick={() => apply(undefined)}>
              {t('filter.clear')}
            </Button>
            <Button
              size="sm"
              onClick={() =>
                apply(
                  draft?.from
                    ? { from: toIsoDay(draft.from), to: toIsoDay(draft.to ?? draft.from) }
                    : undefined,
                )
              }
            >
              {t('filter.apply')}
            </Button>
          </div>
        </div>
      </PopoverContent>
    </Popover>
  );
}
