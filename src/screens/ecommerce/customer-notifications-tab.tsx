import { IconCheck, IconMinus } from '@tabler/icons-react';
import { useId } from 'react';

import type { CustomerDetail } from '@/api/types/ecommerce';
import { Card, CardHeader } from '@/components/ui/card';
import { ecommerceNs } from '@/i18n/ns/ecommerce';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { ScrollRegion } from '../shared/scroll-region';

export interface CustomerNotificationsTabProps {
  /** The customer: what they chose to be told, and how. */
  customer: CustomerDetail;
}

const CHANNELS = ['email', 'browser', 'app'] as const;

/**
 * What the customer chose to be told about, by e-mail, in the browser and in the app. Read-only:
 * customers set these in their own account, not the back office.
 */
export function CustomerNotificationsTab({ customer }: CustomerNotificationsTabProps) {
  const { t } = useKitTranslation(ecommerceNs);
  const captionId = useId();
  return (
    <Card>
      <CardHeader
        title={t('customerDetails.notifications')}
        subtitle={t('customerDetails.notificationsHint')}
        titleAs="h3"
      />
      <ScrollRegion labelledBy={captionId}>
        <table className="ee:w-full ee:border-collapse ee:text-[15px]">
          <caption id={captionId} className="ee:sr-only">
            {t('customerDetails.notifications')}
          </caption>
          <thead>
            <tr className="ee:border-y ee:border-line ee:text-[13px] ee:uppercase ee:tracking-wide ee:text-heading">
              <th scope="col" className="ee:px-6 ee:py-3 ee:text-start ee:font-medium">
                {t('customerDetails.topic')}
              </th>
              {CHANNELS.map((c) => (
                <th key={c} scope="col" className="ee:px-4 ee:py-3 ee:text-center ee:font-medium">
                  {t(`customerDetails.channel.${c}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {customer.notifications.map((n) => (
              <tr key={n.topic} className="ee:border-b ee:border-line ee:last:border-b-0">
                <th
                  scope="row"
                  className="ee:px-6 ee:py-3 ee:text-start ee:font-normal ee:text-heading"
                >
                  {t(`customerDetails.topics.${n.topic}`)}
                </th>
                {CHANNELS.map((c) => (
                  <td key={c} className="ee:px-4 ee:py-3 ee:text-center">
                    {n[c] ? (
                      <span className="ee:tone-success ee:inline-flex ee:size-6 ee:items-center ee:justify-center ee:rounded-full ee:bg-tone/16 ee:text-tone-ink">
                        <IconCheck aria-hidden size={16} />
                        <span className="ee:sr-only">{t('customerDetails.on')}</span>
                      </span>
                    ) : (
                      <span className="ee:inline-flex ee:size-6 ee:items-center ee:justify-center ee:text-muted">
                        <IconMinus aria-hidden size={16} />
                        <span className="ee:sr-only">{t('customerDetails.off')}</span>
                      </span>
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </Card>
  );
}
