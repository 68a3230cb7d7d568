import { Page } from '@/components/layout/page';
import { workOrdersNs } from '@/i18n/ns/workOrders';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { ScreenHeader } from '../../shared/screen-header';

/** The calendar reads its month from the URL; it takes no props. */
export type WorkOrderCalendarScreenProps = Record<string, never>;

/** Work orders: the calendar (placeholder). */
export function WorkOrderCalendarScreen(_props: WorkOrderCalendarScreenProps = {}) {
  const { t } = useKitTranslation(workOrdersNs);
  return (
    <Page>
      <ScreenHeader title={t('calendar.title')} subtitle={t('placeholder')} />
    </Page>
  );
}
