import { IconPencil } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import type { WorkOrder, WorkOrderStatus } from '@/api/types/work-orders';
import { FormErrorBanner } from '@/components/form/form-error-banner';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { workOrdersNs } from '@/i18n/ns/workOrders';
import { useKitTranslation } from '@/i18n/use-kit-translation';
import { deviceDetailHref, useScreenPaths } from '@/screens/paths';
import { useFormat } from '@/screens/shared/format';

import {
  OverdueChip,
  WorkOrderPriorityChip,
  WorkOrderStatusChip,
} from '../../shared/work-order-chips';
import { StepButtons } from './step-buttons';

export interface WorkOrderHeaderCardProps {
  order: WorkOrder;
  steps: readonly WorkOrderStatus[];
  onStep: (to: WorkOrderStatus) => void;
  busy: boolean;
  /** Why the last step was refused, in the user's language. */
  refusal: string | null;
  /** Opens the planning drawer; absent for who does not plan work or a closed order. */
  onEditPlanning?: () => void;
}

/**
 * Number, title, state, priority, kind, the device and where it is, who, when, overdue, and the
 * steps the signed-in user may take.
 */
export function WorkOrderHeaderCard({
  order,
  steps,
  onStep,
  busy,
  refusal,
  onEditPlanning,
}: WorkOrderHeaderCardProps) {
  const { t } = useKitTranslation(workOrdersNs);
  const fmt = useFormat();
  const paths = useScreenPaths();
  const facts: [string, ReactNode][] = [
    [t('detail.assignee'), order.assigneeName ?? t('detail.unassigned')],
    [
      t('detail.dueDate'),
      order.dueDate ? (
        <time
          dateTime={order.dueDate}
          className={order.overdue ? 'ee:font-semibold ee:text-[var(--ee-error-ink)]' : undefined}
        >
          {fmt.date(order.dueDate)}
        </time>
      ) : (
        '—'
      ),
    ],
    [t('detail.requestedBy'), order.requestedByName || '—'],
    [t('detail.plannedStart'), order.plannedStart ? fmt.date(order.plannedStart) : '—'],
  ];
  return (
    <Card className="ee:flex ee:flex-col ee:gap-5 ee:p-6">
      <div className="ee:flex ee:flex-wrap ee:items-center ee:gap-2">
        <span className="ee:tone-primary ee:rounded-ee ee:bg-tone/16 ee:px-3 ee:py-1 ee:font-mono ee:text-[15px] ee:font-semibold ee:tracking-wide ee:text-tone-ink">
          {order.number}
        </span>
        <WorkOrderStatusChip status={order.status} label={t(`status.${order.status}`)} size="md" />
        <WorkOrderPriorityChip
          priority={order.priority}
          label={t(`priority.${order.priority}`)}
          size="md"
        />
        {order.overdue && <OverdueChip label={t('detail.overdue')} size="md" />}
      </div>
      <div>
        <h1 className="ee:m-0 ee:text-2xl ee:font-medium ee:leading-tight ee:text-heading">
          <bdi>{order.title}</bdi>
        </h1>
        <p className="ee:m-0 ee:mt-1 ee:flex ee:flex-wrap ee:gap-x-2 ee:text-[15px] ee:text-muted">
          <span>{t(`kind.${order.kind}`)}</span>
          <span aria-hidden>·</span>
          <Link
            to={deviceDetailHref(paths, order.deviceNumber)}
            className="ee:tap-target ee:font-medium ee:text-primary-ink ee:no-underline ee:hover:underline"
          >
            <bdi>{order.deviceNumber}</bdi> <bdi>{order.deviceName}</bdi>
          </Link>
          <span aria-hidden>·</span>
          <bdi>{order.locationName}</bdi>
        </p>
      </div>
      <dl className="ee:m-0 ee:grid ee:grid-cols-2 ee:gap-4 ee:md:grid-cols-4">
        {facts.map(([term, value]) => (
          <div key={term} className="ee:min-w-0">
            <dt className="ee:text-[13px] ee:text-muted">{term}</dt>
            <dd className="ee:m-0 ee:mt-0.5 ee:font-medium ee:text-heading">{value}</dd>
          </div>
        ))}
      </dl>
      <FormErrorBanner>{refusal}</FormErrorBanner>
      {(steps.length > 0 || onEditPlanning) && (
        <div className="ee:flex ee:flex-wrap ee:items-center ee:gap-2">
          <StepButtons from={order.status} steps={steps} onStep={onStep} busy={busy} />
          {onEditPlanning && (
            <Button
              variant="outline"
              color="secondary"
              startIcon={<IconPencil aria-hidden size={16} />}
              className="ee:max-sm:h-[44px]"
              onClick={onEditPlanning}
            >
              {t('detail.editPlanning')}
            </Button>
          )}
        </div>
      )}
    </Card>
  );
}
