import { useMemo } from 'react';

import type { SalesRow } from '@/api/types/pages';
import { createDataTableColumns, type DataTableColumnDef } from '@/components/table';
import { Avatar } from '@/components/ui/avatar';
import { tones } from '@/components/ui/tone';
import { pagesNs } from '@/i18n/ns/pages';
import { useKitTranslation } from '@/i18n/use-kit-translation';
import { useFormat } from '@/screens/shared/format';
import { TextLine } from '@/screens/shared/text-line';

import { PaymentStatusChip, ReceivedChip, usePaymentLabels } from './payment-chips';

const col = createDataTableColumns<SalesRow>();

/** The sales table's columns; the search reads product, brand, buyer and the statuses as shown. */
export function useSalesColumns(): DataTableColumnDef<SalesRow>[] {
  const { t } = useKitTranslation(pagesNs);
  const f = useFormat();
  const labels = usePaymentLabels();
  return useMemo(
    () => [
      // Name and brand: the search finds either, the sort goes by name, the CSV keeps both.
      col.accessor((row) => `${row.product.name} · ${row.product.brand}`, {
        id: 'product',
        header: t('sales.columns.product'),
        cell: (info) => {
          const { product } = info.row.original;
          return (
            <div className="ee:flex ee:items-center ee:gap-3">
              <Avatar
                src={product.image || null}
                name={product.name}
                alt=""
                shape="square"
                size="md"
                color={tones[product.id % tones.length]}
              />
              <div className="ee:min-w-0">
                <TextLine className="ee:font-medium ee:text-heading">{product.name}</TextLine>
                <TextLine className="ee:text-[13px] ee:text-muted">{product.brand}</TextLine>
              </div>
            </div>
          );
        },
        meta: { alwaysVisible: true, label: t('sales.columns.product') },
      }),
      col.accessor('date', {
        header: t('sales.columns.date'),
        cell: (info) => <span className="ee:whitespace-nowrap">{f.date(info.getValue())}</span>,
      }),
      col.accessor((row) => row.buyer.name, {
        id: 'buyer',
        header: t('sales.columns.buyer'),
        cell: (info) => (
          <div className="ee:flex ee:items-center ee:gap-3">
            <Avatar
              src={info.row.original.buyer.avatar || null}
              name={info.getValue()}
              alt=""
              size="sm"
              color={tones[(info.row.original.product.id + 2) % tones.length]}
            />
            <TextLine className="ee:text-heading">{info.getValue()}</TextLine>
          </div>
        ),
      }),
      col.accessor((row) => row.payment.total, {
        id: 'total',
        header: t('sales.columns.payment'),
        cell: (info) => {
          const { payment } = info.row.original;
          return (
            <div className="ee:flex ee:flex-col ee:items-start ee:gap-1">
              <span className="ee:font-medium ee:text-heading ee:tabular-nums">
                {f.money(payment.total)}
              </span>
              <span className="ee:text-[13px] ee:text-muted ee:tabular-nums">
                {t('sales.paid', { amount: f.money(payment.paidAmount) })}
              </span>
            </div>
          );
        },
        meta: { align: 'start', csv: (value) => Number(value) },
        enableGlobalFilter: false,
      }),
      col.accessor((row) => labels.received(row.payment.receivedPaymentStatus), {
        id: 'received',
        header: t('sales.columns.received'),
        cell: (info) => (
          <ReceivedChip
            status={info.row.original.payment.receivedPaymentStatus}
            label={info.getValue()}
          />
        ),
      }),
      col.accessor((row) => labels.status(row.payment.status), {
        id: 'status',
        header: t('sales.columns.status'),
        cell: (info) => (
          <PaymentStatusChip status={info.row.original.payment.status} label={info.getValue()} />
        ),
      }),
    ],
    [t, f, labels],
  );
}
