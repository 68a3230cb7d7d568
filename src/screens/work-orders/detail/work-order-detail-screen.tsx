import { Page } from '@/components/layout/page';
import { workOrdersNs } from '@/i18n/ns/workOrders';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { ScreenHeader } from '../../shared/screen-header';

export interface WorkOrderDetailScreenProps {
  /** The order's number (`WO-2026-00042`), from the route. */
  number: string | undefined;
}

/** One work order (placeholder until the detail screen lands: its number and a note). */
export function WorkOrderDetailScreen({ number }: WorkOrderDetailScreenProps) {
  const { t } = useKitTranslation(workOrdersNs);
  return (
    <Page>
      <ScreenHeader title={number ?? ''} subtitle={t('placeholder')} />
    </Page>
  );
}
