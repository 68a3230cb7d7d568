import { useMemo } from 'react';
import { Link } from 'react-router';

import type { Invoice } from '@/api/types/invoice';
import { createDataTableColumns, type DataTableColumnDef } from '@/components/table';
import { Avatar } from '@/components/ui/avatar';
import { invoiceNs } from '@/i18n/ns/invoice';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { useScreenPaths, withSegments } from '../paths';
import { useFormat } from '../shared/format';
import { TextLine } from '../shared/text-line';
import { BalanceChip } from './balance-chip';
import { INVOICE_STATUS_KEY } from './invoice-status';
import { InvoiceStatusIcon } from './invoice-status-icon';

const col = createDataTableColumns<Invoice>();

/** The invoice table's columns; the sortable ones carry the API's sort keys as ids. */
export function useInvoiceColumns(): DataTableColumnDef<Invoice>[] {
  const { t } = useKitTranslation(invoiceNs);
  const f = useFormat();
  const { invoicePreview } = useScreenPaths();
  return useMemo(
    () => [
      col.accessor('id', {
        header: t('columns.id'),
        cell: (info) => (
          <Link
            to={withSegments(invoicePreview, info.getValue())}
            className="ee:tap-target ee:font-medium ee:whitespace-nowrap ee:text-primary-ink ee:no-underline ee:hover:underline"
          >
            #{info.getValue()}
          </Link>
        ),
        meta: { alwaysVisible: true, className: 'ee:w-24' },
      }),
      col.accessor('invoiceStatus', {
        id: 'status',
        header: t('columns.status'),
        enableSorting: false,
        cell: (info) => <InvoiceStatusIcon invoice={info.row.original} />,
        meta: {
          align: 'center',
          className: 'ee:w-20',
          csv: (v) => t(`status.${INVOICE_STATUS_KEY[v as Invoice['invoiceStatus']]}`),
        },
      }),
      col.accessor((row) => row.client.name, {
        id: 'client',
        header: t('columns.client'),
        meta: { card: 'subtitle' },
        cell: (info) => {
          const { client } = info.row.original;
          return (
            <div className="ee:flex ee:min-w-52 ee:items-center ee:gap-3">
              <Avatar size="sm" name={client.name} alt="" />
              <div className="ee:min-w-0">
                <TextLine className="ee:font-medium ee:text-heading">{client.name}</TextLine>
                <TextLine className="ee:text-[13px] ee:text-muted">{client.companyEmail}</TextLine>
              </div>
            </div>
          );
        },
      }),
      col.accessor('total', {
        header: t('columns.total'),
        cell: (info) => (
          <span className="ee:whitespace-nowrap ee:tabular-nums">{f.money(info.getValue())}</span>
        ),
        meta: { align: 'end' },
      }),
      col.accessor('issuedDate', {
        id: 'date',
        header: t('columns.issued'),
        cell: (info) => <span className="ee:whitespace-nowrap">{f.date(info.getValue())}</span>,
      }),
      col.accessor('balance', {
        header: t('columns.balance'),
        cell: (info) => <BalanceChip balance={info.getValue()} />,
        meta: { align: 'end' },
      }),
    ],
    [t, f, invoicePreview],
  );
}
