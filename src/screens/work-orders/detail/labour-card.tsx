import { IconTrash } from '@tabler/icons-react';
import { Controller } from 'react-hook-form';
import { z } from 'zod';

import { useWorkOrderAssignees } from '@/api/client/work-orders';
import { isoDate, messageKey, numeric } from '@/api/contract/common';
import { LABOUR_HOURS_MAX } from '@/api/contract/work-orders-values';
import type { LabourLine, WorkOrder } from '@/api/types/work-orders';
import { toast } from '@/components/feedback/toast';
import { DatePicker } from '@/components/form/date-picker';
import { FormErrorBanner } from '@/components/form/form-error-banner';
import { Select } from '@/components/form/select';
import { TextField } from '@/components/form/text-field';
import { useFormSubmit } from '@/components/form/use-form-submit';
import { useZodForm } from '@/components/form/use-zod-form';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { IconButton } from '@/components/ui/icon-button';
import { workOrdersNs } from '@/i18n/ns/workOrders';
import { useKitTranslation } from '@/i18n/use-kit-translation';
import { today } from '@/lib/clock';
import { useFormat } from '@/screens/shared/format';

import { useOrderSave } from './use-order-save';

const labourForm = z.object({
  userId: z.string().min(1, messageKey('required')).transform(Number),
  hours: numeric(
    z
      .number(messageKey('notANumber'))
      .max(LABOUR_HOURS_MAX)
      .refine((h) => h > 0, messageKey('tooSmall')),
  ),
  date: isoDate,
});

const asInput = (line: LabourLine) => ({ userId: line.userId, hours: line.hours, date: line.date });

export interface LabourCardProps {
  order: WorkOrder;
  works: boolean;
  /** Who a new line is for by default: the signed-in user. */
  userId: number | null;
}

/** Who worked how many hours on which day; added and removed by who works on the order. */
export function LabourCard({ order, works, userId }: LabourCardProps) {
  const { t } = useKitTranslation(workOrdersNs);
  const fmt = useFormat();
  const save = useOrderSave(order);
  const assignees = useWorkOrderAssignees();
  const blank = () => ({
    userId: userId === null ? '' : String(userId),
    hours: '',
    date: today().toISOString().slice(0, 10),
  });
  const form = useZodForm(labourForm, { defaultValues: blank() });
  const { errors } = form.formState;
  const { submit, generalError } = useFormSubmit(form, {
    onSubmit: async (line) => {
      await save({ labour: [...order.labour.map(asInput), line] });
      form.reset(blank());
      toast.success(t('detail.labourLines.added'));
    },
  });
  const remove = (index: number) =>
    save({ labour: order.labour.filter((_, i) => i !== index).map(asInput) }).then(
      () => toast.success(t('detail.labourLines.removed')),
      (error: unknown) => toast.error(error instanceof Error ? error.message : String(error)),
    );
  const total = order.labour.reduce((sum, line) => sum + line.hours, 0);

  return (
    <Card>
      <CardHeader
        title={t('detail.labourLines.title')}
        subtitle={t('detail.labourLines.total', { hours: fmt.number(total, 2) })}
      />
      <CardContent className="ee:flex ee:flex-col ee:gap-5">
        {order.labour.length === 0 ? (
          <p className="ee:m-0 ee:text-muted">{t('detail.labourLines.none')}</p>
        ) : (
          <ul className="ee:m-0 ee:flex ee:list-none ee:flex-col ee:divide-y ee:divide-line ee:p-0">
            {order.labour.map((line, index) => (
              <li
                key={`${line.userId}-${line.date}-${index}`}
                className="ee:flex ee:items-center ee:gap-3 ee:py-2"
              >
                <span className="ee:min-w-0 ee:flex-1 ee:font-medium ee:text-heading">
                  <bdi>{line.userName}</bdi>
                </span>
                <time dateTime={line.date} className="ee:text-muted">
                  {fmt.date(line.date)}
                </time>
                <span className="ee:w-20 ee:text-end ee:font-medium">
                  {t('detail.labourLines.hours', { hours: fmt.number(line.hours, 2) })}
                </span>
                {works && (
                  <IconButton
                    variant="text"
                    color="error"
                    aria-label={t('detail.labourLines.remove', {
                      name: line.userName,
                      date: fmt.date(line.date),
                    })}
                    onClick={() => void remove(index)}
                  >
                    <IconTrash aria-hidden />
                  </IconButton>
                )}
              </li>
            ))}
          </ul>
        )}
        {works && (
          <form noValidate onSubmit={submit} className="ee:flex ee:flex-col ee:gap-4">
            <FormErrorBanner>{generalError}</FormErrorBanner>
            <div className="ee:grid ee:gap-4 ee:sm:grid-cols-3">
              <Controller
                control={form.control}
                name="userId"
                render={({ field }) => (
                  <Select
                    label={t('detail.labourLines.who')}
                    required
                    options={(assignees.data?.assignees ?? []).map((p) => ({
                      value: String(p.id),
                      label: p.fullName,
                    }))}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    error={errors.userId?.message}
                  />
                )}
              />
              <TextField
                label={t('detail.labourLines.hoursLabel')}
                required
                inputMode="decimal"
                autoComplete="off"
                error={errors.hours?.message}
                {...form.register('hours')}
              />
              <Controller
                control={form.control}
                name="date"
                render={({ field }) => (
                  <DatePicker
                    label={t('detail.labourLines.date')}
                    required
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    error={errors.date?.message}
                  />
                )}
              />
            </div>
            <div className="ee:flex ee:justify-end">
              <Button
                type="submit"
                variant="tonal"
                loading={form.formState.isSubmitting}
                className="ee:max-sm:w-full"
              >
                {t('detail.labourLines.add')}
              </Button>
            </div>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
