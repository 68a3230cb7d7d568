import { IconChevronDown, IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import type { ComponentProps } from 'react';
import { DayPicker, type DayPickerLocale } from 'react-day-picker';
import { ar } from 'react-day-picker/locale/ar';
import { enUS } from 'react-day-picker/locale/en-US';
import { fr } from 'react-day-picker/locale/fr';
import { zhCN } from 'react-day-picker/locale/zh-CN';

import { commonNs } from '@/i18n/ns/common';
import { useKitTranslation } from '@/i18n/use-kit-translation';
import { cn } from '@/lib/cn';

import { useTableText } from '../table/use-table-text';

const locales: Record<string, Partial<DayPickerLocale>> = { en: enUS, fr, ar, zh: zhCN };

/** A yyyy-mm-dd string for a local calendar day. */
export function toIsoDay(date: Date): string {
  const y = date.getFullYear();
  const m = String(date.getMonth() + 1).padStart(2, '0');
  const d = String(date.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

/** The local Date (midnight) of a yyyy-mm-dd string, or undefined for anything else. */
export function fromIsoDay(value: string | undefined): Date | undefined {
  const m = value ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  if (!m) return undefined;
  const d = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return d.getMonth() === Number(m[2]) - 1 ? d : undefined;
}

/** Formats a yyyy-mm-dd day for display in the current language. */
export function formatIsoDay(value: string | undefined, language: string): string {
  const d = fromIsoDay(value);
  return d
    ? new Intl.DateTimeFormat(language, { year: 'numeric', month: 'short', day: 'numeric' }).format(
        d,
      )
    : '';
}

export type CalendarProps = ComponentProps<typeof DayPicker>;

/** react-day-picker in the kit's look, in the current language and direction. */
export function Calendar({ className, classNames, ...props }: CalendarProps) {
  const { language } = useKitTranslation(commonNs);
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  // With month and year lists, each shows its choice as a label over an invisible native select
  // (keyboard and screen readers get the select; the label gets the looks).
  const lists = props.captionLayout !== undefined && props.captionLayout !== 'label';
  const t = useTableText();
  // A day's accessible name holds the number it shows ("Thursday, September 1, 2016"; the
  // library's "September 1st" does not contain "1", and a voice user says what they see).
  const fullDate = new Intl.DateTimeFormat(language, { dateStyle: 'full' });
  const labelDayButton = (date: Date, modifiers: { today?: boolean; selected?: boolean }) => {
    let label = fullDate.format(date);
    if (modifiers.today) label = t('form.calendarToday', { date: label });
    if (modifiers.selected) label = t('form.calendarSelected', { date: label });
    return label;
  };
  return (
    <DayPicker
      locale={locales[language] ?? enUS}
      dir={dir}
      labels={{ labelDayButton }}
      className={cn('ee:p-3 ee:text-[15px] ee:text-heading', className)}
      classNames={{
        months: 'ee:relative ee:flex ee:flex-wrap ee:gap-6',
        month: 'ee:flex ee:flex-col ee:gap-3',
        month_caption: 'ee:flex ee:h-8 ee:items-center ee:justify-center ee:px-9 ee:font-medium',
        caption_label: lists
          ? 'ee:inline-flex ee:h-8 ee:items-center ee:gap-0.5 ee:rounded-ee ee:px-2 ee:text-[15px] ee:font-medium'
          : 'ee:text-[15px]',
        dropdowns: 'ee:flex ee:items-center ee:gap-1',
        dropdown_root:
          'ee:relative ee:inline-flex ee:rounded-ee ee:hover:bg-surface-2 ee:has-focus-visible:outline-2 ee:has-focus-visible:outline-primary',
        dropdown:
          'ee:absolute ee:inset-0 ee:z-[1] ee:w-full ee:cursor-pointer ee:appearance-none ee:opacity-0',
        nav: 'ee:absolute ee:inset-x-0 ee:top-0 ee:flex ee:h-8 ee:items-center ee:justify-between',
        button_previous:
          'ee:inline-flex ee:size-8 ee:cursor-pointer ee:items-center ee:justify-center ee:rounded-full ee:text-heading ee:hover:bg-surface-2 ee:disabled:opacity-40',
        button_next:
          'ee:inline-flex ee:size-8 ee:cursor-pointer ee:items-center ee:justify-center ee:rounded-full ee:text-heading ee:hover:bg-surface-2 ee:disabled:opacity-40',
        month_grid: 'ee:border-collapse',
        weekdays: '',
        weekday: 'ee:size-9 ee:text-[13px] ee:font-medium ee:text-muted',
        week: '',
        day: 'ee:p-0 ee:text-center',
        day_button:
          'ee:inline-flex ee:size-9 ee:cursor-pointer ee:items-center ee:justify-center ee:rounded-full ee:text-[14px] ee:hover:bg-primary/12 ee:focus-visible:outline-2 ee:focus-visible:outline-primary',
        today: 'ee:font-semibold ee:text-primary-ink',
        selected:
          'ee:[&>button]:bg-primary-solid ee:[&>button]:text-white ee:[&>button]:hover:bg-primary-solid',
        range_start: 'ee:rounded-s-full ee:bg-primary/16',
        range_end: 'ee:rounded-e-full ee:bg-primary/16',
        range_middle:
          'ee:bg-primary/16 ee:[&>button]:bg-transparent! ee:[&>button]:text-primary-ink! ee:[&>button]:rounded-none',
        outside: 'ee:text-muted/60',
        disabled: 'ee:opacity-40 ee:[&>button]:cursor-not-allowed',
        hidden: 'ee:invisible',
        ...classNames,
      }}
      components={{
        Chevron: ({ orientation }) =>
          orientation === 'down' ? (
            <IconChevronDown aria-hidden size={16} className="ee:text-muted" />
          ) : orientation === 'left' ? (
            <IconChevronLeft aria-hidden size={18} className="ee:rtl:rotate-180" />
          ) : (
            <IconChevronRight aria-hidden size={18} className="ee:rtl:rotate-180" />
          ),
      }}
      {...props}
    />
  );
}
