import {
  IconDeviceDesktop,
  IconDeviceMobile,
  IconShieldCheck,
  IconShieldOff,
} from '@tabler/icons-react';
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
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Chip } from '@/components/ui/chip';
import { ecommerceNs } from '@/i18n/ns/ecommerce';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { isolate } from '../shared/bidi';
import { useFormat } from '../shared/format';
import { ScrollRegion } from '../shared/scroll-region';

export interface CustomerSecurityTabProps {
  /** The customer: two-step verification and recent sign-ins. */
  customer: CustomerDetail;
}

/**
 * How the customer's account is protected: two-step verification, and where they signed in lately.
 */
export function CustomerSecurityTab({ customer }: CustomerSecurityTabProps) {
  const { t } = useKitTranslation(ecommerceNs);
  const f = useFormat();
  const on = customer.twoStepEnabled;
  const captionId = useId();
  return (
    <div className="ee:flex ee:flex-col ee:gap-6">
      <Card>
        <CardHeader
          title={t('customerDetails.twoStep')}
          titleAs="h3"
          actions={
            <Chip color={on ? 'success' : 'secondary'}>
              {on ? t('customerDetails.twoStepOn') : t('customerDetails.twoStepOff')}
            </Chip>
          }
        />
        <CardContent className="ee:flex ee:items-start ee:gap-3 ee:text-[15px]">
          <span
            aria-hidden
            className={`${on ? 'ee:tone-success' : 'ee:tone-secondary'} ee:inline-flex ee:size-10 ee:shrink-0 ee:items-center ee:justify-center ee:rounded-ee ee:bg-tone/16 ee:text-tone-ink`}
          >
            {on ? <IconShieldCheck size={22} /> : <IconShieldOff size={22} />}
          </span>
          <p className="ee:m-0">
            {on
              ? isolate((v) => t('customerDetails.twoStepOnText', { phone: v.phone }), {
                  phone: <span dir="ltr">{customer.contact}</span>,
                })
              : t('customerDetails.twoStepOffText')}
          </p>
        </CardContent>
      </Card>
      <Card>
        <CardHeader
          title={t('customerDetails.sessions')}
          subtitle={t('customerDetails.sessionsHint')}
          titleAs="h3"
        />
        <ScrollRegion labelledBy={captionId}>
          <Table>
            <TableCaption id={captionId} srOnly>
              {t('customerDetails.sessions')}
            </TableCaption>
            <TableHead>
              <TableHeaderCell inset="edge">{t('customerDetails.browser')}</TableHeaderCell>
              <TableHeaderCell>{t('customerDetails.device')}</TableHeaderCell>
              <TableHeaderCell>{t('customerDetails.location')}</TableHeaderCell>
              <TableHeaderCell inset="edge">{t('customerDetails.lastActive')}</TableHeaderCell>
            </TableHead>
            <TableBody>
              {customer.sessions.map((s) => (
                <TableRow key={`${s.browser}-${s.at}`}>
                  <TableCell inset="edge">
                    <span className="ee:inline-flex ee:items-center ee:gap-2 ee:whitespace-nowrap ee:text-heading">
                      {/iPhone|Android/.test(s.browser) ? (
                        <IconDeviceMobile aria-hidden size={20} className="ee:text-info" />
                      ) : (
                        <IconDeviceDesktop aria-hidden size={20} className="ee:text-primary" />
                      )}
                      <bdi>{s.browser}</bdi>
                    </span>
                  </TableCell>
                  <TableCell className="ee:whitespace-nowrap">
                    <bdi>{s.device}</bdi>
                  </TableCell>
                  <TableCell className="ee:whitespace-nowrap">
                    <bdi>{s.location}</bdi>
                  </TableCell>
                  <TableCell inset="edge" className="ee:whitespace-nowrap">
                    <time dateTime={s.at}>{f.dateTime(s.at)}</time>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </ScrollRegion>
      </Card>
    </div>
  );
}
