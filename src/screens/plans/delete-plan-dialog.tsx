import { useState } from 'react';

import { useDeleteMaintenancePlan } from '@/api/client/maintenance-plans';
import type { MaintenancePlan } from '@/api/types/maintenance-plans';
import { ConfirmDialog } from '@/components/feedback/confirm-dialog';
import { toast } from '@/components/feedback/toast';
import { plansNs } from '@/i18n/ns/plans';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { planName } from './plan-text';

export interface DeletePlanDialogProps {
  /** The plan to delete; null keeps the dialog closed. */
  plan: MaintenancePlan | null;
  /** Called when the dialog closes (cancelled, or deleted). */
  onClose: () => void;
}

/**
 * Deleting a plan, confirmed, based on the version the list showed (a plan changed since is not
 * deleted: 412). A type's default plan cannot go (it is deactivated instead): the
 * API's 409 shows its rule, translated, in the dialog.
 */
export function DeletePlanDialog({ plan, onClose }: DeletePlanDialogProps) {
  const { t } = useKitTranslation(plansNs);
  const remove = useDeleteMaintenancePlan();
  // The last plan stays shown while its dialog closes, so the text does not blank out.
  const [shown, setShown] = useState(plan);
  if (plan && plan !== shown) setShown(plan);
  const name = shown ? planName(t, shown) : '';
  return (
    <ConfirmDialog
      open={plan !== null}
      onOpenChange={(open) => !open && onClose()}
      destructive
      title={t('list.deleteTitle', { name })}
      message={t('list.deleteBody')}
      confirmLabel={t('list.deleteConfirm')}
      cancelLabel={t('list.cancel')}
      onConfirm={async () => {
        if (!plan) return;
        await remove.mutateAsync({ id: plan.id, version: plan.version });
        toast.success(t('list.deleted', { name }));
      }}
    />
  );
}
