import { IconSignature } from '@tabler/icons-react';

import type { WorkOrder } from '@/api/types/work-orders';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { workOrdersNs } from '@/i18n/ns/workOrders';
import { useKitTranslation } from '@/i18n/use-kit-translation';
import { useFormat } from '@/screens/shared/format';

/** Who signed the work off, and when (completing asks for the name). */
export function SignOffCard({ order }: { order: WorkOrder }) {
  const { t } = useKitTranslation(workOrdersNs);
  const fmt = useFormat();
  const { signOff } = order;
  return (
    <Card>
      <CardHeader title={t('detail.signOff')} titleAs="h2" />
      <CardContent>
        {signOff ? (
          <p className="ee:m-0 ee:flex ee:items-center ee:gap-3">
            <IconSignature
              aria-hidden
              size={22}
              className="ee:shrink-0 ee:text-[var(--ee-success-ink)]"
            />
            <span>
              <span className="ee:block ee:font-medium ee:text-heading">
                <bdi>{signOff.name}</bdi>
              </span>
              <time dateTime={signOff.at} className="ee:text-[13px] ee:text-muted">
                {fmt.dateTime(signOff.at)}
              </time>
            </span>
          </p>
        ) : (
          <p className="ee:m-0 ee:text-muted">{t('detail.notSigned')}</p>
        )}
      </CardContent>
    </Card>
  );
}
