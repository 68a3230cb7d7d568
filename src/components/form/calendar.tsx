import type { ComponentProps } from 'react';
import { DayPicker, type DayPickerLocale } from 'react-day-picker';
import { ar } from 'react-day-picker/locale/ar';
import { enUS } from 'react-day-picker/locale/en-US';
import { fr } from 'react-day-picker/locale/fr';
import { zhCN } from 'react-day-picker/locale/zh-CN';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';

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
  return d ? new Intl.DateTimeFormat(language, { year: 'numeric', month: 'short', day: 'numeric' }).format(d) : '';
}

export type CalendarProps = ComponentProps<typeof DayPicker>;

/** react-day-picker in the kit's look, in the current language and direction. */
export function Calendar({ className, classNames, ...props }: CalendarProps) {
  const { i18n } = useTranslation();
  const language = i18n?.language ?? 'en';
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  return (
    <DayPicker
      locale={locales[language] ?? enUS}
      dir={dir}
      className={cn('p-3 text-[15px] text-heading', className)}
      classNames={{
        months: 'relative flex flex-wrap gap-6',
        month: 'flex flex-col gap-3',
        month_caption: 'flex h-8 items-center justify-center px-9 font-medium',
        caption_label: 'text-[15px]',
        nav: 'absolute inset-x-0 top-0 flex h-8 items-center justify-between',
        button_previous: 'inline-flex size-8 cursor-pointer items-center justify-center rounded-full text-heading hover:bg-surface-2 disabled:opacity-40',
        button_next: 'inline-flex size-8 cursor-pointer items-center justify-center rounded-full text-heading hover:bg-surface-2 disabled:opacity-40',
        month_grid: 'border-collapse',
        weekdays: '',
        weekday: 'size-9 text-[13px] font-medium text-muted',
        week: '',
        day: 'p-0 text-center',
        day_button:
          'inline-flex size-9 cursor-pointer items-center justify-center rounded-full text-[14px] hover:bg-primary/12 focus-visible:outline-2 focus-visible:outline-primary',
        today: 'font-semibold text-primary-ink',
        selected: '[&>button]:bg-primary-solid [&>button]:text-white [&>button]:hover:bg-primary-solid',
        range_start: 'rounded-s-full bg-primary/16',
        range_end: 'rounded-e-full bg-primary/16',
        range_middle: 'bg-primary/16 [&>button]:bg-transparent! [&>button]:text-primary-ink! [&>button]:rounded-none',
        outside: 'text-muted/60',
        disabled: 'opacity-40 [&>button]:cursor-not-allowed',
        hidden: 'invisible',
        ...classNames,
      }}
      components={{
        Chevron: ({ orientation }) =>
          orientation === 'left' ? <IconChevronLeft aria-hidden size={18} className="rtl:rotate-180" /> : <IconChevronRight aria-hidden size={18} className="rtl:rotate-180" />,
      }}
      {...props}
    />
  );
}
