import { Page } from '@/components/layout/page';
import { workOrdersNs } from '@/i18n/ns/workOrders';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { ScreenHeader } from '../../shared/screen-header';

/** The board reads its filters from the URL; it takes no props. */
export type WorkOrderBoardScreenProps = Record<string, never>;

/** Work orders: the board (placeholder). */
export function WorkOrderBoardScreen(_props: WorkOrderBoardScreenProps = {}) {
  const { t } = useKitTranslation(workOrdersNs);
  return (
    <Page>
      <ScreenHeader title={t('board.title')} subtitle={t('placeholder')} />
    </Page>
  );
}
