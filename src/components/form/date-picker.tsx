import { useState, type ReactNode } from 'react';
import { IconCalendar, IconX } from '@tabler/icons-react';
import { cn } from '../../lib/cn';
import { today as clockToday } from '../../lib/clock';
import { Calendar, formatIsoDay, fromIsoDay, toIsoDay } from './calendar';
import { Field, inputClass } from './field';
import { Popover, PopoverContent, PopoverTrigger } from './popover';
import { useTableText } from '../table/use-table-text';
import { useKitTranslation } from '../../i18n/use-kit-translation';
import { commonNs } from '../../i18n/ns/common';

export interface DatePickerProps {
  /** The label above the trigger. */
  label?: ReactNode;
  /** Help text. */
  hint?: ReactNode;
  /** Error message. */
  error?: ReactNode;
  /** Adds the required mark. */
  required?: boolean;
  /** The day as yyyy-mm-dd, or '' / undefined for none. */
  value: string | undefined;
  /** Called with the chosen day as yyyy-mm-dd ('' when cleared). */
  onChange: (value: string) => void;
  /** Called when the calendar closes (react-hook-form's onBlur). */
  onBlur?: () => void;
  /** Earliest choosable day, yyyy-mm-dd. */
  min?: string;
  /** Latest choosable day, yyyy-mm-dd. */
  max?: string;
  /** Text when no day is chosen. */
  placeholder?: string;
  /** Disables the control. */
  disabled?: boolean;
  /** Id of the trigger. */
  id?: string;
  /** Classes of the Field wrapper. */
  className?: string;
}

/** A labelled date field: a calendar (react-day-picker) in a popover, typed value yyyy-mm-dd. */
export function DatePicker({ label, hint, error, required, value, onChange, onBlur, min, max, placeholder, disabled, id, className }: DatePickerProps) {
  const t = useTableText();
  const { language } = useKitTranslation(commonNs);
  const [open, setOpen] = useState(false);
  const selected = fromIsoDay(value);
  const minDate = fromIsoDay(min);
  const maxDate = fromIsoDay(max);
  return (
    <Field label={label} hint={hint} error={error} required={required} id={id} className={className}>
      {({ 'aria-required': _required, ...control }) => (
        <Popover
          open={open}
          onOpenChange={(o) => {
            setOpen(o);
            if (!o) onBlur?.();
          }}
        >
          <div className="ee:relative ee:flex ee:items-center">
            <PopoverTrigger {...control} disabled={disabled} className={cn(inputClass, 'ee:flex ee:cursor-pointer ee:items-center ee:gap-2 ee:text-start', value && 'ee:pe-10', !selected && 'ee:text-muted')}>
              <IconCalendar aria-hidden size={18} className="ee:shrink-0 ee:text-muted" />
              <span className="ee:truncate">{selected ? formatIsoDay(value, language) : (placeholder ?? t('form.chooseDate'))}</span>
            </PopoverTrigger>
            {value && !disabled && (
              <button
                type="button"
                aria-label={t('form.clearDate')}
                onClick={() => onChange('')}
                className="ee:absolute ee:end-2 ee:inline-flex ee:size-6 ee:cursor-pointer ee:items-center ee:justify-center ee:rounded-full ee:text-muted ee:hover:bg-surface-2 ee:hover:text-heading"
              >
                <IconX aria-hidden size={16} />
              </button>
            )}
          </div>
          <PopoverContent aria-label={typeof label === 'string' ? label : t('form.chooseDate')}>
            <Calendar
              mode="single"
              today={clockToday()}
              selected={selected}
              defaultMonth={selected ?? clockToday()}
              disabled={[...(minDate ? [{ before: minDate }] : []), ...(maxDate ? [{ after: maxDate }] : [])]}
              onSelect={(d) => {
                if (d) onChange(toIsoDay(d));
                setOpen(false);
              }}
            />
          </PopoverContent>
        </Popover>
      )}
    </Field>
  );
}
