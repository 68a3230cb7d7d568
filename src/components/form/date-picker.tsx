import { IconCalendar, IconX } from '@tabler/icons-react';
import { useState } from 'react';

import { commonNs } from '@/i18n/ns/common';
import { useKitTranslation } from '@/i18n/use-kit-translation';
import { today as clockToday } from '@/lib/clock';
import { cn } from '@/lib/cn';

import { useTableText } from '../table/use-table-text';
import { Calendar, fromIsoDay, toIsoDay } from './calendar';
import { Field, inputClass, type FieldBaseProps } from './field';
import { Popover, PopoverAnchor, PopoverContent, PopoverTrigger } from './popover';
import { dateFormatHint, numericDate } from './typed-date';
import { useTypedDate } from './use-typed-date';

export interface DatePickerProps extends FieldBaseProps {
  /** The day as yyyy-mm-dd, or '' / undefined for none. */
  value: string | undefined;
  /**
   * Called with the chosen or typed day as yyyy-mm-dd ('' when cleared). A typed text that is
   * no date is passed on as it is (so a form's schema refuses it) and the field says why.
   */
  onChange: (value: string) => void;
  /** Called when the field loses focus or the calendar closes (react-hook-form's onBlur). */
  onBlur?: () => void;
  /** Earliest choosable day, yyyy-mm-dd. */
  min?: string;
  /** Latest choosable day, yyyy-mm-dd. */
  max?: string;
  /** Earliest year the calendar's year list offers (default 1990, or the year of `min`). */
  fromYear?: number;
  /**
   * Latest year the calendar's year list offers (default ten years from now, or the year of `max`).
   */
  toYear?: number;
  /**
   * Text when no day is chosen (default the user's date format, "mm/dd/yyyy"; never a date, which
   * would pass for a value).
   */
  placeholder?: string;
  /** Disables the control. */
  disabled?: boolean;
  /** Id of the text field. */
  id?: string;
  /** Classes of the Field wrapper. */
  className?: string;
}

/**
 * A labelled date field. The day can be typed in the user's language ("06/15/2026",
 * "Jun 15, 2026", "15/06/2026", "2026/6/15", ISO) or chosen in a calendar (react-day-picker) with
 * month and year lists, so a 2016 install date is two choices away. The value is yyyy-mm-dd.
 */
export function DatePicker({
  label,
  hint,
  error,
  required,
  value,
  onChange,
  onBlur,
  min,
  max,
  fromYear,
  toYear,
  placeholder,
  disabled,
  id,
  className,
}: DatePickerProps) {
  const t = useTableText();
  const { t: tc, language } = useKitTranslation(commonNs);
  const [open, setOpen] = useState(false);
  const { selected, text, setText, typedWrong, commit, clear, choose } = useTypedDate(
    value,
    onChange,
    language,
  );

  const minDate = fromIsoDay(min);
  const maxDate = fromIsoDay(max);
  const now = clockToday();
  const startMonth = new Date(
    minDate?.getFullYear() ?? fromYear ?? 1990,
    minDate?.getMonth() ?? 0,
    1,
  );
  const endMonth = new Date(
    maxDate?.getFullYear() ?? toYear ?? now.getFullYear() + 10,
    maxDate?.getMonth() ?? 11,
    1,
  );
  const example = numericDate(toIsoDay(now), language);
  const formatHint = dateFormatHint(language, {
    day: t('form.dateParts.day'),
    month: t('form.dateParts.month'),
    year: t('form.dateParts.year'),
  });

  return (
    <Field
      label={label}
      hint={hint}
      error={typedWrong ? tc('validation.dateTyped', { example }) : error}
      required={required}
      id={id}
      className={className}
    >
      {(control) => (
        <Popover
          open={open}
          onOpenChange={(o) => {
            setOpen(o);
            if (!o) onBlur?.();
          }}
        >
          <PopoverAnchor asChild>
            <div className="ee:relative ee:flex ee:items-center">
              <input
                {...control}
                type="text"
                autoComplete="off"
                disabled={disabled}
                value={text}
                placeholder={placeholder ?? formatHint}
                onChange={(e) => setText(e.target.value)}
                onBlur={() => {
                  commit();
                  onBlur?.();
                }}
                onKeyDown={(e) => {
                  if (e.key === 'Enter') {
                    e.preventDefault();
                    commit();
                  }
                }}
                className={cn(inputClass, value && !disabled ? 'ee:pe-16' : 'ee:pe-10')}
              />
              {value && !disabled && (
                <button
                  type="button"
                  aria-label={t('form.clearDate')}
                  onClick={clear}
                  className="ee:absolute ee:end-9 ee:inline-flex ee:size-[24px] ee:cursor-pointer ee:items-center ee:justify-center ee:rounded-full ee:text-muted ee:hover:bg-surface-2 ee:hover:text-heading"
                >
                  <IconX aria-hidden size={16} />
                </button>
              )}
              <PopoverTrigger
                type="button"
                disabled={disabled}
                aria-label={t('form.chooseDate')}
                className="ee:absolute ee:end-1.5 ee:inline-flex ee:size-7 ee:cursor-pointer ee:items-center ee:justify-center ee:rounded-ee ee:text-muted ee:hover:bg-surface-2 ee:hover:text-heading ee:disabled:cursor-not-allowed"
              >
                <IconCalendar aria-hidden size={18} />
              </PopoverTrigger>
            </div>
          </PopoverAnchor>
          <PopoverContent aria-label={typeof label === 'string' ? label : t('form.chooseDate')}>
            <Calendar
              mode="single"
              captionLayout="dropdown"
              startMonth={startMonth}
              endMonth={endMonth}
              today={now}
              selected={selected}
              defaultMonth={selected ?? now}
              disabled={[
                ...(minDate ? [{ before: minDate }] : []),
                ...(maxDate ? [{ after: maxDate }] : []),
              ]}
              onSelect={(d) => {
                if (d) choose(d);
                setOpen(false);
              }}
            />
          </PopoverContent>
        </Popover>
      )}
    </Field>
  );
}
