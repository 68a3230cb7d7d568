import { useMemo } from 'react';
import { Link } from 'react-router';

import type { Order } from '@/api/types/ecommerce';
import { createDataTableColumns, type DataTableColumnDef } from '@/components/table';
import { Chip } from '@/components/ui/chip';
import { ecommerceNs } from '@/i18n/ns/ecommerce';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { useScreenPaths, withSegments } from '../paths';
import { useFormat } from '../shared/format';
import { orderDateTime } from './shared/order-time';
import { PaymentMethodLogo } from './shared/payment-method-logo';
import { PaymentStatus } from './shared/payment-status';
import { PersonCell } from './shared/person-cell';
import { ORDER_STATUS_TONE } from './shared/tones';

const col = createDataTableColumns<Order>();

/**
 * The order table's columns: ids are the API's sort keys (order, date, customers, status, spent).
 */
export function useOrderColumns(): DataTableColumnDef<Order>[] {
  const { t } = useKitTranslation(ecommerceNs);
  const f = useFormat();
  const { orderDetails } = useScreenPaths();
  return useMemo(
    () => [
      col.accessor('order', {
        header: t('orders.fields.order'),
        cell: (info) => (
          <Link
            to={withSegments(orderDetails, info.row.original.id)}
            className="ee:tap-target ee:whitespace-nowrap ee:font-medium ee:text-primary-ink ee:hover:underline"
          >
            #{info.getValue()}
          </Link>
        ),
        meta: { alwaysVisible: true },
      }),
      col.accessor('date', {
        header: t('orders.fields.date'),
        cell: (info) => (
          <span className="ee:whitespace-nowrap">
            {f.dateTime(orderDateTime(info.row.original))}
          </span>
        ),
        meta: { card: 'subtitle' },
      }),
      col.accessor('customer', {
        id: 'customers',
        header: t('orders.fields.customer'),
        cell: (info) => (
          <PersonCell name={info.row.original.customer} detail={info.row.original.email} />
        ),
      }),
      col.accessor('payment', {
        header: t('orders.fields.payment'),
        cell: (info) => {
          const code = info.row.original.payment;
          return <PaymentStatus code={code} label={t(`payment.${code}`)} />;
        },
        enableSorting: false,
        meta: { csv: (v) => t(`payment.${v as Order['payment']}`) },
      }),
      col.accessor('status', {
        header: t('orders.fields.status'),
        cell: (info) => {
          const status = info.row.original.status;
          return <Chip color={ORDER_STATUS_TONE[status]}>{t(`orderStatus.${status}`)}</Chip>;
        },
      }),
      col.accessor('method', {
        header: t('orders.fields.method'),
        cell: (info) => {
          const o = info.row.original;
          return (
            <span className="ee:inline-flex ee:items-center ee:gap-2 ee:whitespace-nowrap">
              <PaymentMethodLogo method={o.method} label={t(`method.${o.method}`)} />
              <bdi className="ee:text-[13px]">
                {o.method === 'mastercard' ? `•••• ${o.methodNumber}` : o.methodNumber}
              </bdi>
            </span>
          );
        },
        enableSorting: false,
      }),
      col.accessor('spent', {
        header: t('orders.fields.spent'),
        cell: (info) => (
          <span className="ee:whitespace-nowrap ee:tabular-nums ee:text-heading">
            {f.money(info.getValue())}
          </span>
        ),
        meta: { align: 'end' },
      }),
    ],
    [t, f, orderDetails],
  );
}
