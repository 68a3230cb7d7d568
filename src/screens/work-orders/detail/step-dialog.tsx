import { z } from 'zod';

import { LIMITS, requiredText } from '@/api/contract/common';
import type { WorkOrder, WorkOrderStatusChange } from '@/api/types/work-orders';
import { FormDialog } from '@/components/form/form-dialog';
import { TextField } from '@/components/form/text-field';
import { Textarea } from '@/components/form/textarea';
import { useZodForm } from '@/components/form/use-zod-form';
import { workOrdersNs } from '@/i18n/ns/workOrders';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import type { PendingStep } from './use-work-order-step';

// The contract's own limits; the API's rule (a blank reason or name: 400) said before sending.
const stepForm = z.object({
  reason: z.string(),
  signOff: z.string(),
});
const reasonForm = stepForm.extend({ reason: requiredText(LIMITS.line, 'reasonRequired') });
const signOffForm = stepForm.extend({ signOff: requiredText(LIMITS.name, 'signOffRequired') });

export interface StepDialogProps {
  order: WorkOrder;
  /** The step asked for (the dialog is mounted, keyed by it, while one is asked). */
  pending: PendingStep;
  /** The signed-in user's name: who signs the work off, unless they type another. */
  userName: string;
  onClose: () => void;
  /** Sends the step; a refusal thrown is shown in the dialog, what was typed kept. */
  send: (change: WorkOrderStatusChange) => Promise<void>;
}

/** Asks what a step needs: why (hold, cancel, reopen) or who signs the work off (complete). */
export function StepDialog({ order, pending, userName, onClose, send }: StepDialogProps) {
  const { t } = useKitTranslation(workOrdersNs);
  const { asks, step, to } = pending;
  const form = useZodForm(asks === 'reason' ? reasonForm : signOffForm, {
    defaultValues: { reason: '', signOff: userName },
  });
  const { errors } = form.formState;
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      size="sm"
      title={t(`steps.title.${step}`, { number: order.number })}
      description={t(`steps.hint.${step}`)}
      form={form}
      submitLabel={t(`steps.${step}`)}
      cancelLabel={t('detail.close')}
      onSubmit={({ reason, signOff }) =>
        send(
          asks === 'reason'
            ? { status: to, reason: reason.trim() }
            : { status: to, signOff: signOff.trim() },
        )
      }
    >
      {asks === 'reason' ? (
        <Textarea
          label={t('steps.reason')}
          required
          rows={3}
          maxLength={LIMITS.line}
          error={errors.reason?.message}
          {...form.register('reason')}
        />
      ) : (
        <TextField
          label={t('steps.signOff')}
          hint={t('steps.signOffHint')}
          required
          autoComplete="name"
          maxLength={LIMITS.name}
          error={errors.signOff?.message}
          {...form.register('signOff')}
        />
      )}
    </FormDialog>
  );
}
