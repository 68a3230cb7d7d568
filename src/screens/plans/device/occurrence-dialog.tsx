import { Controller } from 'react-hook-form';
import { z } from 'zod';

import { useChangePlanOccurrence } from '@/api/client/maintenance-plans';
import { LIMITS, requiredText } from '@/api/contract/common';
import type { MaintenancePlan } from '@/api/types/maintenance-plans';
import { toast } from '@/components/feedback/toast';
import { DatePicker } from '@/components/form/date-picker';
import { FormDialog } from '@/components/form/form-dialog';
import { Textarea } from '@/components/form/textarea';
import { useZodForm } from '@/components/form/use-zod-form';
import { plansNs } from '@/i18n/ns/plans';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { todayIso, useFormat } from '../../shared/format';
import { planName } from '../plan-text';

/** Skip the device's next occurrence of a plan, or postpone it to a date. */
export type OccurrenceAction = 'skip' | 'postpone';

export interface OccurrenceDialogProps {
  plan: MaintenancePlan;
  deviceNumber: string;
  action: OccurrenceAction;
  onClose: () => void;
}

/**
 * Skips or postpones a device's next occurrence of a plan, with the reason the API requires (and
 * for a postponement the new date, after today), said before sending; a refusal is shown in the
 * dialog with what was typed kept.
 */
export function OccurrenceDialog({ plan, deviceNumber, action, onClose }: OccurrenceDialogProps) {
  const { t } = useKitTranslation(plansNs);
  const f = useFormat();
  const change = useChangePlanOccurrence();
  const today = todayIso();
  const schema = z
    .object({ reason: requiredText(LIMITS.line, 'reasonRequired'), until: z.string() })
    .refine((v) => action === 'skip' || v.until > today, {
      path: ['until'],
      message: t('occurrence.untilAfterToday'),
    });
  const form = useZodForm(schema, { defaultValues: { reason: '', until: '' } });
  const { errors } = form.formState;
  const name = planName(t, plan);
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      size="sm"
      title={
        action === 'skip'
          ? t('occurrence.skipTitle', { name })
          : t('occurrence.postponeTitle', { name })
      }
      description={action === 'skip' ? t('occurrence.skipHint') : t('occurrence.postponeHint')}
      form={form}
      submitLabel={action === 'skip' ? t('occurrence.skip') : t('occurrence.postpone')}
      cancelLabel={t('occurrence.cancel')}
      onSubmit={async ({ reason, until }) => {
        await change.mutateAsync({
          id: plan.id,
          change: {
            deviceNumber,
            action,
            reason: reason.trim(),
            ...(action === 'postpone' && { until }),
          },
        });
        toast.success(
          action === 'skip'
            ? t('occurrence.skipped')
            : t('occurrence.postponed', { date: f.date(until) }),
        );
      }}
    >
      {action === 'postpone' && (
        <Controller
          control={form.control}
          name="until"
          render={({ field }) => (
            <DatePicker
              label={t('occurrence.until')}
              required
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errors.until?.message}
            />
          )}
        />
      )}
      <Textarea
        label={t('occurrence.reason')}
        required
        rows={3}
        maxLength={LIMITS.line}
        error={errors.reason?.message}
        {...form.register('reason')}
      />
    </FormDialog>
  );
}
