import { IconClockPause, IconPlayerSkipForward } from '@tabler/icons-react';
import { Link } from 'react-router';

import { usePlanSchedule } from '@/api/client/maintenance-plans';
import type { MaintenancePlan } from '@/api/types/maintenance-plans';
import { Button } from '@/components/ui/button';
import { Chip } from '@/components/ui/chip';
import { plansNs } from '@/i18n/ns/plans';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { useScreenPaths, workOrderHref } from '../../paths';
import { isPast, useFormat } from '../../shared/format';
import { OverdueChip } from '../../shared/work-order-chips';
import { planName, triggerText } from '../plan-text';
import type { OccurrenceAction } from './occurrence-dialog';

export interface DevicePlanItemProps {
  plan: MaintenancePlan;
  deviceNumber: string;
  /** Offers skip and postpone (who manages plans). */
  onOccurrence?: (plan: MaintenancePlan, action: OccurrenceAction) => void;
}

/**
 * One plan that applies to the device: its name, where it comes from (the type or the device),
 * its trigger in words, the device's next due date (overdue in red) and its open order.
 */
export function DevicePlanItem({ plan, deviceNumber, onOccurrence }: DevicePlanItemProps) {
  const { t } = useKitTranslation(plansNs);
  const f = useFormat();
  const paths = useScreenPaths();
  const schedule = usePlanSchedule(plan.id, deviceNumber);
  const next = schedule.data?.occurrences.find((o) => o.deviceNumber === deviceNumber);
  const due = next?.dueDate ?? null;
  const overdue = plan.active && isPast(due);
  return (
    <li
      className="ee:flex ee:flex-wrap ee:items-center ee:gap-x-4 ee:gap-y-2 ee:border-b ee:border-line ee:px-5 ee:py-4 ee:last:border-b-0"
      data-plan={plan.id}
    >
      <div className="ee:min-w-0 ee:flex-1 ee:basis-56">
        <div className="ee:flex ee:flex-wrap ee:items-center ee:gap-2">
          <span className="ee:font-medium ee:text-heading">{planName(t, plan)}</span>
          <Chip color={plan.deviceNumber ? 'primary' : 'secondary'}>
            {plan.deviceNumber ? t('device.ownPlan') : t('device.fromType')}
          </Chip>
          {!plan.active && <Chip color="secondary">{t('inactive')}</Chip>}
        </div>
        <p className="ee:m-0 ee:text-[13px] ee:text-muted">{triggerText(t, f, plan)}</p>
      </div>
      <div className="ee:flex ee:min-w-0 ee:flex-col ee:gap-1 ee:text-[13px]">
        {due ? (
          <span
            data-next-due={due}
            className={overdue ? 'ee:font-medium ee:text-error-ink' : 'ee:text-heading'}
          >
            {t('device.nextDue', { date: f.date(due) })}
            {overdue && <OverdueChip className="ee:ms-2" label={t('list.overdue')} />}
          </span>
        ) : (
          <span className="ee:text-muted">{t('notDue')}</span>
        )}
        {next?.orderNumber ? (
          <Link
            to={workOrderHref(paths, next.orderNumber)}
            data-plan-order={next.orderNumber}
            className="ee:tap-target ee:font-medium ee:text-primary-ink ee:hover:underline"
          >
            {t('device.order', { number: next.orderNumber })}
          </Link>
        ) : (
          <span className="ee:text-muted">{t('device.noOrder')}</span>
        )}
      </div>
      {onOccurrence && plan.active && due && (
        <div className="ee:flex ee:gap-2">
          <Button
            size="sm"
            variant="tonal"
            color="secondary"
            startIcon={<IconPlayerSkipForward aria-hidden size={16} />}
            onClick={() => onOccurrence(plan, 'skip')}
          >
            {t('device.skip')}
          </Button>
          <Button
            size="sm"
            variant="tonal"
            color="secondary"
            startIcon={<IconClockPause aria-hidden size={16} />}
            onClick={() => onOccurrence(plan, 'postpone')}
          >
            {t('device.postpone')}
          </Button>
        </div>
      )}
    </li>
  );
}
