import { ConfirmDialog } from '@/components/feedback/confirm-dialog';
import { deviceFormsNs } from '@/i18n/ns/deviceForms';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import type { IntervalImpactCheck } from './use-device-type-form';

export interface IntervalImpactDialogProps {
  interval: IntervalImpactCheck;
}

/**
 * Asks before saving a new inspection interval that moves devices into (or out of) overdue or due.
 */
export function IntervalImpactDialog({ interval }: IntervalImpactDialogProps) {
  const { t: tf } = useKitTranslation(deviceFormsNs);
  const asked = interval.question;
  return (
    <ConfirmDialog
      open={asked !== null}
      onOpenChange={(open) => !open && interval.answer(false)}
      title={asked ? tf('intervalImpact.confirmTitle', { days: asked.days }) : ''}
      message={
        asked?.impact
          ? tf('intervalImpact.confirmMessage', {
              overdue: asked.impact.overdue,
              overdueNow: asked.impact.overdueNow,
              due: asked.impact.dueWithin30Days,
              dueNow: asked.impact.dueWithin30DaysNow,
            })
          : tf('intervalImpact.confirmUnknown')
      }
      confirmLabel={tf('intervalImpact.confirm')}
      initialFocus="cancel"
      onConfirm={() => interval.answer(true)}
    />
  );
}
