import { useMemo } from 'react';

import { moneyAmount, type Referral } from '@/api/types/ecommerce';
import { createDataTableColumns, type DataTableColumnDef } from '@/components/table';
import { Chip } from '@/components/ui/chip';
import { ecommerceNs } from '@/i18n/ns/ecommerce';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { useFormat } from '../shared/format';
import { PersonCell } from './shared/person-cell';
import { REFERRAL_STATUS_TONE } from './shared/tones';

const col = createDataTableColumns<Referral>();

/**
 * The referral table's columns: ids are the API's sort keys (users, referred-id, status, value,
 * earning).
 */
export function useReferralColumns(): DataTableColumnDef<Referral>[] {
  const { t } = useKitTranslation(ecommerceNs);
  const f = useFormat();
  return useMemo(
    () => [
      col.accessor('user', {
        id: 'users',
        header: t('referrals.fields.user'),
        cell: (info) => (
          <PersonCell name={info.row.original.user} detail={info.row.original.email} />
        ),
        meta: { alwaysVisible: true },
      }),
      col.accessor('referredId', {
        id: 'referred-id',
        header: t('referrals.fields.referredId'),
        cell: (info) => <span className="ee:tabular-nums">#{info.getValue()}</span>,
      }),
      col.accessor('status', {
        header: t('referrals.fields.status'),
        cell: (info) => {
          const status = info.row.original.status;
          return <Chip color={REFERRAL_STATUS_TONE[status]}>{t(`referralStatus.${status}`)}</Chip>;
        },
      }),
      col.accessor('value', {
        header: t('referrals.fields.value'),
        cell: (info) => (
          <span className="ee:whitespace-nowrap ee:tabular-nums">
            {f.money(moneyAmount(info.getValue()))}
          </span>
        ),
        meta: { align: 'end' },
      }),
      col.accessor('earning', {
        header: t('referrals.fields.earning'),
        cell: (info) => (
          <span className="ee:whitespace-nowrap ee:tabular-nums ee:text-heading">
            {f.money(moneyAmount(info.getValue()))}
          </span>
        ),
        meta: { align: 'end' },
      }),
    ],
    [t, f],
  );
}
