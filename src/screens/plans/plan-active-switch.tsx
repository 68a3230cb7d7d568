import { useUpdateMaintenancePlan } from '@/api/client/maintenance-plans';
import type { MaintenancePlan } from '@/api/types/maintenance-plans';
import { toast } from '@/components/feedback/toast';
import { Switch } from '@/components/form/switch';
import { plansNs } from '@/i18n/ns/plans';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { planName } from './plan-text';

export interface PlanActiveSwitchProps {
  plan: MaintenancePlan;
}

/**
 * A plan turned on or off in its row (the admin's), based on the version the row shows: a plan
 * changed since by someone else is not overwritten (the API's 412 is shown, the list refreshed).
 */
export function PlanActiveSwitch({ plan }: PlanActiveSwitchProps) {
  const { t } = useKitTranslation(plansNs);
  const update = useUpdateMaintenancePlan();
  const name = planName(t, plan);
  return (
    <Switch
      aria-label={t('list.activate', { name })}
      checked={plan.active}
      disabled={update.isPending}
      onCheckedChange={(active) =>
        update.mutate(
          { id: plan.id, changes: { active }, version: plan.version },
          {
            onSuccess: () =>
              toast.success(
                active ? t('list.activated', { name }) : t('list.deactivated', { name }),
              ),
            onError: (error) => toast.error(error.message),
          },
        )
      }
    />
  );
}
