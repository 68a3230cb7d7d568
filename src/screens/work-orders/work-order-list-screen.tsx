import { Page } from '@/components/layout/page';
import { workOrdersNs } from '@/i18n/ns/workOrders';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { ScreenHeader } from '../shared/screen-header';

/** The list reads its state from the URL; it takes no props. */
export type WorkOrderListScreenProps = Record<string, never>;

/** Work orders: the list (placeholder). */
export function WorkOrderListScreen(_props: WorkOrderListScreenProps = {}) {
  const { t } = useKitTranslation(workOrdersNs);
  return (
    <Page>
      <ScreenHeader title={t('list.title')} subtitle={t('placeholder')} />
    </Page>
  );
}
