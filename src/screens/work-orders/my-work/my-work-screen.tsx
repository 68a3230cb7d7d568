import { Page } from '@/components/layout/page';
import { workOrdersNs } from '@/i18n/ns/workOrders';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { ScreenHeader } from '../../shared/screen-header';

/** My work takes no props: it lists the signed-in user's orders. */
export type MyWorkScreenProps = Record<string, never>;

/** The signed-in user's work orders (placeholder until the screen lands). */
export function MyWorkScreen(_props: MyWorkScreenProps = {}) {
  const { t } = useKitTranslation(workOrdersNs);
  return (
    <Page>
      <ScreenHeader title={t('list.title')} subtitle={t('placeholder')} />
    </Page>
  );
}
