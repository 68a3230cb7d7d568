import { IconClipboardOff } from '@tabler/icons-react';
import { Link } from 'react-router';

import { ApiError } from '@/api/client/request';
import { EmptyState } from '@/components/feedback/empty-state';
import { ErrorState } from '@/components/feedback/error-state';
import { Page } from '@/components/layout/page';
import { Card } from '@/components/ui/card';
import { workOrdersNs } from '@/i18n/ns/workOrders';
import { useKitTranslation } from '@/i18n/use-kit-translation';
import { useScreenPaths } from '@/screens/paths';

import { useWorkOrderDetail } from './use-work-order-detail';
import { WorkOrderDetail } from './work-order-detail';
import { WorkOrderDetailLoading } from './work-order-detail-loading';

export { WORK_ORDER_DETAIL_TABS, type WorkOrderDetailTab } from './use-work-order-detail';

export interface WorkOrderDetailScreenProps {
  /** The order to show (WO-2026-00042); defaults to the route's `:number`. */
  number?: string;
}

/**
 * `/work-orders/:number`: the order's header with only the steps the signed-in user may take,
 * its checklist, isolation, labour, parts, history and comments (the tab in `?tab=`), and its
 * cost, downtime and sign-off. A client reads; a technician works on their own orders only.
 */
export function WorkOrderDetailScreen({ number: numberProp }: WorkOrderDetailScreenProps) {
  const { t } = useKitTranslation(workOrdersNs);
  const paths = useScreenPaths();
  const { number, query, access, tab, setTab } = useWorkOrderDetail(numberProp);

  if (!number || (query.error instanceof ApiError && query.error.status === 404)) {
    return (
      <Page>
        <h1 className="ee:sr-only">{t('detail.pageTitle')}</h1>
        <Card>
          <EmptyState
            titleAs="h2"
            icon={<IconClipboardOff />}
            title={t('detail.notFound')}
            description={t('detail.notFoundHint', { number })}
            action={
              <Link to={paths.workOrders} className="ee:font-medium ee:text-primary-ink">
                {t('detail.backToList')}
              </Link>
            }
          />
        </Card>
      </Page>
    );
  }
  if (query.isError) {
    return (
      <Page>
        <h1 className="ee:sr-only">{t('detail.pageTitle')}</h1>
        <Card>
          <ErrorState
            titleAs="h2"
            title={t('detail.loadError')}
            message={query.error.message}
            onRetry={() => query.refetch()}
            retrying={query.isFetching}
          />
        </Card>
      </Page>
    );
  }
  if (!query.data) return <WorkOrderDetailLoading />;
  return <WorkOrderDetail order={query.data} access={access} tab={tab} setTab={setTab} />;
}
