import { IconCalendarPlus } from '@tabler/icons-react';
import { useState } from 'react';

import { useMaintenancePlans } from '@/api/client/maintenance-plans';
import type { MaintenancePlan } from '@/api/types/maintenance-plans';
import { EmptyState } from '@/components/feedback/empty-state';
import { ErrorState } from '@/components/feedback/error-state';
import { Skeleton } from '@/components/feedback/skeleton';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { plansNs } from '@/i18n/ns/plans';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { PlanFormDrawer } from '../form/plan-form-drawer';
import { usePlansManager, usePlansReader } from '../use-plans-manager';
import { DevicePlanItem } from './device-plan-item';
import { OccurrenceDialog, type OccurrenceAction } from './occurrence-dialog';

export interface DevicePlansCardProps {
  deviceNumber: string;
  /** A deleted device gets no new plan and no change to its occurrences. */
  readOnly?: boolean;
}

/**
 * The plans that apply to a device (its own, and its type's it does not override), each with its
 * next due date and open order; nothing for who may not read plans. Who manages plans adds one for the device (the form opens with
 * it) and skips or postpones an occurrence, giving the reason.
 */
export function DevicePlansCard({ deviceNumber, readOnly = false }: DevicePlansCardProps) {
  const reads = usePlansReader();
  return reads ? <DevicePlans deviceNumber={deviceNumber} readOnly={readOnly} /> : null;
}

/** The card itself, for who may read plans. */
function DevicePlans({ deviceNumber, readOnly = false }: DevicePlansCardProps) {
  const { t } = useKitTranslation(plansNs);
  const manages = usePlansManager() && !readOnly;
  const query = useMaintenancePlans({ deviceNumber, itemsPerPage: -1 });
  const [adding, setAdding] = useState(false);
  const [occurrence, setOccurrence] = useState<{
    plan: MaintenancePlan;
    action: OccurrenceAction;
  } | null>(null);
  const plans = query.data?.plans ?? [];
  return (
    <Card data-device-plans>
      <CardHeader
        titleAs="h2"
        title={t('device.title')}
        subtitle={t('device.subtitle', { count: query.data?.total ?? 0 })}
        actions={
          manages && (
            <Button
              size="sm"
              className="ee:max-sm:h-[44px]"
              startIcon={<IconCalendarPlus aria-hidden size={16} />}
              onClick={() => setAdding(true)}
            >
              {t('device.add')}
            </Button>
          )
        }
      />
      {query.isPending ? (
        <div className="ee:flex ee:flex-col ee:gap-3 ee:px-5 ee:pb-5">
          <Skeleton variant="block" className="ee:h-14" />
          <Skeleton variant="block" className="ee:h-14" />
        </div>
      ) : query.isError ? (
        <ErrorState title={t('device.loadError')} onRetry={() => void query.refetch()} />
      ) : plans.length === 0 ? (
        <EmptyState title={t('device.emptyTitle')} description={t('device.emptyHint')} />
      ) : (
        <ul className="ee:m-0 ee:list-none ee:border-t ee:border-line ee:p-0">
          {plans.map((plan) => (
            <DevicePlanItem
              key={plan.id}
              plan={plan}
              deviceNumber={deviceNumber}
              onOccurrence={manages ? (p, action) => setOccurrence({ plan: p, action }) : undefined}
            />
          ))}
        </ul>
      )}
      {manages && (
        <PlanFormDrawer open={adding} onOpenChange={setAdding} deviceNumber={deviceNumber} />
      )}
      {occurrence && (
        <OccurrenceDialog
          plan={occurrence.plan}
          deviceNumber={deviceNumber}
          action={occurrence.action}
          onClose={() => setOccurrence(null)}
        />
      )}
    </Card>
  );
}
