import { IconCheck, IconMinus } from '@tabler/icons-react';
import { useId } from 'react';

import type { CustomerDetail } from '@/api/types/ecommerce';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
} from '@/components/table/table';
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
        <Table>
          <TableCaption id={captionId} srOnly>
            {t('customerDetails.notifications')}
          </TableCaption>
          <TableHead>
            <TableHeaderCell inset="edge">{t('customerDetails.topic')}</TableHeaderCell>
            {CHANNELS.map((c) => (
              <TableHeaderCell key={c} align="center">
                {t(`customerDetails.channel.${c}`)}
              </TableHeaderCell>
            ))}
          </TableHead>
          <TableBody>
            {customer.notifications.map((n) => (
              <TableRow key={n.topic}>
                <TableHeaderCell scope="row" inset="edge">
                  {t(`customerDetails.topics.${n.topic}`)}
                </TableHeaderCell>
                {CHANNELS.map((c) => (
                  <TableCell key={c} align="center">
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
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </ScrollRegion>
    </Card>
  );
}
