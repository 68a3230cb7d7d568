import { Controller, useWatch } from 'react-hook-form';

import { DatePicker } from '@/components/form/date-picker';
import { Switch } from '@/components/form/switch';
import { TextField } from '@/components/form/text-field';
import type { ZodForm } from '@/components/form/use-zod-form';
import { calendarNs } from '@/i18n/ns/calendar';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import type { eventFormSchema } from './event-form';

export interface EventTimeFieldsProps {
  form: ZodForm<ReturnType<typeof eventFormSchema>>;
}

/**
 * When an event happens: all day or not, then its start and its end, each a day and (unless the
 * event runs all day) a time; the end's message says when it falls before the start.
 */
export function EventTimeFields({ form }: EventTimeFieldsProps) {
  const { t } = useKitTranslation(calendarNs);
  const { register, control, formState } = form;
  const { errors } = formState;
  const allDay = useWatch({ control, name: 'allDay' });
  return (
    <>
      <Controller
        control={control}
        name="allDay"
        render={({ field }) => (
          <Switch
            label={t('form.allDay')}
            checked={field.value}
            onCheckedChange={field.onChange}
            onBlur={field.onBlur}
          />
        )}
      />
      <fieldset className="ee:m-0 ee:grid ee:gap-3 ee:border-0 ee:p-0 ee:sm:grid-cols-[1fr_9rem]">
        <legend className="ee:sr-only">{t('form.start')}</legend>
        <Controller
          control={control}
          name="start.day"
          render={({ field }) => (
            <DatePicker
              label={allDay ? t('form.firstDay') : t('form.startDate')}
              required
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errors.start?.message}
            />
          )}
        />
        {!allDay && (
          <TextField
            type="time"
            label={t('form.startTime')}
            required
            aria-invalid={errors.start ? true : undefined}
            {...register('start.time')}
          />
        )}
      </fieldset>
      <fieldset className="ee:m-0 ee:grid ee:gap-3 ee:border-0 ee:p-0 ee:sm:grid-cols-[1fr_9rem]">
        <legend className="ee:sr-only">{t('form.end')}</legend>
        <Controller
          control={control}
          name="end.day"
          render={({ field }) => (
            <DatePicker
              label={allDay ? t('form.lastDay') : t('form.endDate')}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errors.end?.message}
            />
          )}
        />
        {!allDay && (
          <TextField
            type="time"
            label={t('form.endTime')}
            aria-invalid={errors.end ? true : undefined}
            {...register('end.time')}
          />
        )}
      </fieldset>
    </>
  );
}
