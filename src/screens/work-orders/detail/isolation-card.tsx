import { IconLock, IconPencil } from '@tabler/icons-react';
import { useState } from 'react';

import type { WorkOrder } from '@/api/types/work-orders';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Chip } from '@/components/ui/chip';
import { workOrdersNs } from '@/i18n/ns/workOrders';
import { useKitTranslation } from '@/i18n/use-kit-translation';
import { useFormat } from '@/screens/shared/format';

import { IsolationForm } from './isolation-form';
import { LiveVoltage } from './live-voltage';

export interface IsolationCardProps {
  order: WorkOrder;
  /** The signed-in user works on this order. */
  works: boolean;
  /** Who the lock is by by default. */
  defaultLockedById: number | null;
}

/**
 * The electrically safe work condition (docs/domain/work-orders.md): recorded before isolated
 * work may start, then read; changed by the assignee or a planner only while work has not started.
 */
export function IsolationCard({ order, works, defaultLockedById }: IsolationCardProps) {
  const { t } = useKitTranslation(workOrdersNs);
  const fmt = useFormat();
  const [editing, setEditing] = useState(false);
  const notStarted = order.status === 'open' || order.status === 'requested';
  const canEdit = works && notStarted;
  const record = order.isolation;
  const showForm = canEdit && (record === null || editing);
  return (
    <Card>
      <CardHeader
        title={t('isolation.title')}
        subtitle={order.needsIsolation ? t('isolation.needed') : t('isolation.notNeeded')}
        actions={
          record ? (
            <Chip color="success" icon={<IconLock size={14} />}>
              {t('isolation.recorded')}
            </Chip>
          ) : order.needsIsolation ? (
            <Chip color="warning">{t('isolation.missing')}</Chip>
          ) : undefined
        }
      />
      <CardContent className="ee:flex ee:flex-col ee:gap-4">
        {showForm ? (
          <IsolationForm
            order={order}
            defaultLockedById={defaultLockedById}
            onSaved={() => setEditing(false)}
            onCancel={record ? () => setEditing(false) : undefined}
          />
        ) : record ? (
          <>
            <dl className="ee:m-0 ee:grid ee:gap-4 ee:sm:grid-cols-2">
              {(
                [
                  [t('isolation.isolatingDevice'), record.isolatingDevice],
                  [t('isolation.lockedBy'), record.lockedByName],
                  [t('isolation.tagNumber'), record.tagNumber],
                  [t('isolation.instrument'), record.instrument || '—'],
                  [t('isolation.voltageAbsent'), t('isolation.verified')],
                  [t('isolation.recordedAt'), fmt.dateTime(record.recordedAt)],
                ] as const
              ).map(([term, value]) => (
                <div key={term}>
                  <dt className="ee:text-[13px] ee:text-muted">{term}</dt>
                  <dd className="ee:m-0 ee:mt-0.5 ee:font-medium ee:text-heading">
                    <bdi>{value}</bdi>
                  </dd>
                </div>
              ))}
            </dl>
            <LiveVoltage number={order.deviceNumber} />
            {canEdit && (
              <div>
                <Button
                  variant="tonal"
                  color="secondary"
                  startIcon={<IconPencil aria-hidden size={16} />}
                  onClick={() => setEditing(true)}
                >
                  {t('isolation.change')}
                </Button>
              </div>
            )}
          </>
        ) : (
          <>
            <p className="ee:m-0 ee:text-muted">{t('isolation.none')}</p>
            <LiveVoltage number={order.deviceNumber} />
          </>
        )}
      </CardContent>
    </Card>
  );
}
