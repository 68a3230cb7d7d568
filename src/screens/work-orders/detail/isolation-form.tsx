import { Controller } from 'react-hook-form';
import { z } from 'zod';

import { useWorkOrderAssignees } from '@/api/client/work-orders';
import { LIMITS, messageKey, requiredText, text } from '@/api/contract/common';
import { deviceNumber } from '@/api/contract/devices';
import type { WorkOrder } from '@/api/types/work-orders';
import { toast } from '@/components/feedback/toast';
import { Checkbox } from '@/components/form/checkbox';
import { FormErrorBanner } from '@/components/form/form-error-banner';
import { Select } from '@/components/form/select';
import { TextField } from '@/components/form/text-field';
import { useFormSubmit } from '@/components/form/use-form-submit';
import { useZodForm } from '@/components/form/use-zod-form';
import { Button } from '@/components/ui/button';
import { workOrdersNs } from '@/i18n/ns/workOrders';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { LiveVoltage } from './live-voltage';
import { useOrderSave } from './use-order-save';

// The contract's isolation (src/api/contract/work-orders.ts), as a form holds it: the lock's
// holder chosen from a list (text), the number typed in any case.
const isolationForm = z.object({
  isolatingDevice: z.string().trim().toUpperCase().pipe(deviceNumber),
  lockedById: z.string().min(1, messageKey('required')).transform(Number),
  tagNumber: requiredText(LIMITS.code),
  voltageAbsent: z
    .boolean()
    .refine((v) => v, messageKey('voltageAbsentRequired'))
    .transform(() => true as const),
  instrument: text(LIMITS.line),
});

export interface IsolationFormProps {
  order: WorkOrder;
  /** Who the lock is by when the form opens: the order's assignee, else the signed-in user. */
  defaultLockedById: number | null;
  onSaved?: () => void;
  onCancel?: () => void;
}

/** Records the safe work condition: isolated by which device, locked and tagged by whom, dead. */
export function IsolationForm({ order, defaultLockedById, onSaved, onCancel }: IsolationFormProps) {
  const { t } = useKitTranslation(workOrdersNs);
  const save = useOrderSave(order);
  const assignees = useWorkOrderAssignees();
  const current = order.isolation;
  const form = useZodForm(isolationForm, {
    defaultValues: {
      isolatingDevice: current?.isolatingDevice ?? '',
      lockedById: String(current?.lockedById ?? defaultLockedById ?? ''),
      tagNumber: current?.tagNumber ?? '',
      voltageAbsent: current?.voltageAbsent ?? false,
      instrument: current?.instrument ?? '',
    },
  });
  const { errors } = form.formState;
  const { submit, generalError } = useFormSubmit(form, {
    onSubmit: async (isolation) => {
      await save({ isolation });
      toast.success(t('isolation.saved'));
      onSaved?.();
    },
  });
  const people = assignees.data?.assignees ?? [];
  return (
    <form noValidate onSubmit={submit} className="ee:flex ee:flex-col ee:gap-5">
      <FormErrorBanner>{generalError}</FormErrorBanner>
      <div className="ee:grid ee:gap-5 ee:sm:grid-cols-2">
        <TextField
          label={t('isolation.isolatingDevice')}
          hint={t('isolation.isolatingDeviceHint')}
          required
          autoComplete="off"
          autoCapitalize="characters"
          error={errors.isolatingDevice?.message}
          {...form.register('isolatingDevice')}
        />
        <Controller
          control={form.control}
          name="lockedById"
          render={({ field }) => (
            <Select
              label={t('isolation.lockedBy')}
              required
              options={people.map((p) => ({ value: String(p.id), label: p.fullName }))}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errors.lockedById?.message}
            />
          )}
        />
        <TextField
          label={t('isolation.tagNumber')}
          required
          autoComplete="off"
          error={errors.tagNumber?.message}
          {...form.register('tagNumber')}
        />
        <TextField
          label={t('isolation.instrument')}
          autoComplete="off"
          error={errors.instrument?.message}
          {...form.register('instrument')}
        />
      </div>
      <div className="ee:flex ee:flex-col ee:gap-2">
        <Controller
          control={form.control}
          name="voltageAbsent"
          render={({ field }) => (
            <Checkbox
              label={t('isolation.voltageAbsent')}
              description={t('isolation.voltageAbsentHint')}
              checked={field.value}
              invalid={Boolean(errors.voltageAbsent)}
              onCheckedChange={(v) => field.onChange(v === true)}
            />
          )}
        />
        {errors.voltageAbsent && (
          <p className="ee:m-0 ee:text-[13px] ee:text-[var(--ee-error-ink)]">
            {errors.voltageAbsent.message}
          </p>
        )}
        <LiveVoltage number={order.deviceNumber} />
      </div>
      <div className="ee:flex ee:flex-wrap ee:justify-end ee:gap-2">
        {onCancel && (
          <Button type="button" variant="tonal" color="secondary" onClick={onCancel}>
            {t('detail.close')}
          </Button>
        )}
        <Button type="submit" loading={form.formState.isSubmitting} className="ee:max-sm:w-full">
          {t('isolation.save')}
        </Button>
      </div>
    </form>
  );
}
