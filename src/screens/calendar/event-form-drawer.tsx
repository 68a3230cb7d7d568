import { IconTrash } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Controller } from 'react-hook-form';

import {
  useAddCalendarEvent,
  useDeleteCalendarEvent,
  useUpdateCalendarEvent,
} from '@/api/client/calendar';
import {
  CALENDAR_CATEGORIES,
  type CalendarCategory,
  type CalendarEvent,
} from '@/api/types/calendar';
import { ConfirmDialog } from '@/components/feedback/confirm-dialog';
import { toast } from '@/components/feedback/toast';
import { FormDrawer } from '@/components/form/form-drawer';
import { Select } from '@/components/form/select';
import { TextField } from '@/components/form/text-field';
import { Textarea } from '@/components/form/textarea';
import { useZodForm } from '@/components/form/use-zod-form';
import { Button } from '@/components/ui/button';
import { calendarNs } from '@/i18n/ns/calendar';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { isolate } from '../shared/bidi';
import type { EventTimes } from './calendar-view';
import { eventFormSchema, eventToForm, newEventForm, type EventFormValues } from './event-form';
import { EventTimeFields } from './event-time-fields';
import { GuestsField } from './guests-field';

export interface EventFormDrawerProps {
  /** Whether the drawer is open. */
  open: boolean;
  /** Called to open or close it (also after a save or a delete). */
  onOpenChange: (open: boolean) => void;
  /** The event to edit; null adds a new one. */
  event: CalendarEvent | null;
  /** For a new event: the span chosen in the calendar (default today 09:00–10:00). */
  range?: EventTimes;
  /** Today, YYYY-MM-DD (the app clock). */
  today: string;
  /** For a new event: the label it starts with. */
  defaultCalendar?: CalendarCategory;
}

/**
 * Adds or edits an event: title, label, start and end (days and times, or whole days), link,
 * guests, location and description, checked by the API contract's rules (title required, limits,
 * http or https links, an end not before the start) in the user's language; the API's own refusals
 * land on the fields, and a failed save keeps everything typed. An event being edited can be
 * deleted after confirming.
 */
export function EventFormDrawer({
  open,
  onOpenChange,
  event,
  range,
  today,
  defaultCalendar = 'Business',
}: EventFormDrawerProps) {
  const { t } = useKitTranslation(calendarNs);
  const add = useAddCalendarEvent();
  const update = useUpdateCalendarEvent();
  const remove = useDeleteCalendarEvent();
  const schema = useMemo(() => eventFormSchema(), []);
  const initial = (): EventFormValues =>
    event ? eventToForm(event) : newEventForm(range, today, defaultCalendar);
  const form = useZodForm(schema, { defaultValues: initial() });
  const { register, control, formState } = form;
  const { errors } = formState;
  const [confirming, setConfirming] = useState(false);

  const labelOptions = useMemo(
    () => CALENDAR_CATEGORIES.map((c) => ({ value: c, label: t(`category.${c}`) })),
    [t],
  );

  return (
    <>
      <FormDrawer
        resetOnOpen={initial}
        open={open}
        onOpenChange={onOpenChange}
        title={event ? t('form.editTitle') : t('form.addTitle')}
        description={t('form.description')}
        form={form}
        submitLabel={event ? t('form.update') : t('form.add')}
        onSubmit={async (body) => {
          if (event) {
            await update.mutateAsync({ id: event.id, patch: body });
            toast.success(t('form.saved', { title: body.title }));
          } else {
            await add.mutateAsync(body);
            toast.success(t('form.created', { title: body.title }));
          }
        }}
      >
        <TextField
          label={t('form.title')}
          required
          autoComplete="off"
          error={errors.title?.message}
          {...register('title')}
        />
        <Controller
          control={control}
          name="extendedProps.calendar"
          render={({ field }) => (
            <Select<CalendarCategory>
              label={t('form.label')}
              required
              options={labelOptions}
              value={field.value as CalendarCategory}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errors.extendedProps?.calendar?.message}
            />
          )}
        />
        <EventTimeFields form={form} />
        <TextField
          type="url"
          inputMode="url"
          label={t('form.url')}
          hint={t('form.urlHint')}
          placeholder="https://"
          autoComplete="off"
          error={errors.url?.message}
          {...register('url')}
        />
        <Controller
          control={control}
          name="extendedProps.guests"
          render={({ field }) => (
            <GuestsField
              value={field.value}
              onChange={field.onChange}
              error={errors.extendedProps?.guests?.message}
            />
          )}
        />
        <TextField
          label={t('form.location')}
          autoComplete="off"
          error={errors.extendedProps?.location?.message}
          {...register('extendedProps.location')}
        />
        <Textarea
          label={t('form.details')}
          rows={3}
          error={errors.extendedProps?.description?.message}
          {...register('extendedProps.description')}
        />
        {event && (
          <div className="ee:border-t ee:border-line ee:pt-5">
            <Button
              variant="outline"
              color="error"
              startIcon={<IconTrash aria-hidden size={18} />}
              onClick={() => setConfirming(true)}
            >
              {t('delete.action')}
            </Button>
          </div>
        )}
      </FormDrawer>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        destructive
        initialFocus="cancel"
        title={
          event ? isolate((v) => t('delete.title', { title: v.title }), { title: event.title }) : ''
        }
        message={t('delete.message')}
        confirmLabel={t('delete.confirm')}
        onConfirm={async () => {
          if (!event) return;
          await remove.mutateAsync(event.id);
          toast.success(t('delete.done', { title: event.title }));
          onOpenChange(false);
        }}
      />
    </>
  );
}
