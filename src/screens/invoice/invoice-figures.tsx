import { IconCash, IconFileInvoice, IconReceipt2, IconUsers } from '@tabler/icons-react';
import { useMemo } from 'react';

import { UNPAID_INVOICE_STATUSES, type Invoice } from '@/api/types/invoice';
import { invoiceNs } from '@/i18n/ns/invoice';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { useScreenPaths, withQuery } from '../paths';
import { useFormat } from '../shared/format';
import { StatCards, type StatItem } from '../shared/stat-cards';

export interface InvoiceFiguresProps {
  /** Every invoice; undefined while they load. */
  rows: readonly Invoice[] | undefined;
  loading: boolean;
}

/** The figures over every invoice: clients, invoices and their worth, paid, unpaid. */
export function InvoiceFigures({ rows, loading }: InvoiceFiguresProps) {
  const { t } = useKitTranslation(invoiceNs);
  const f = useFormat();
  const paths = useScreenPaths();

  const figures = useMemo<StatItem[]>(() => {
    const clients = new Set(rows?.map((i) => i.client.companyEmail.toLowerCase())).size;
    const cents = (n: number) => Math.round(n * 100);
    const paid = (rows ?? []).reduce((sum, i) => sum + cents(i.total) - cents(i.balance), 0) / 100;
    const owed = (rows ?? []).filter((i) => i.balance > 0);
    const unpaid = owed.reduce((sum, i) => sum + cents(i.balance), 0) / 100;
    const paidInFull = (rows ?? []).filter((i) => i.invoiceStatus === 'Paid').length;
    const worth = (rows ?? []).reduce((sum, i) => sum + cents(i.total), 0) / 100;
    return [
      {
        key: 'clients',
        label: t('stats.clients'),
        value: rows ? f.number(clients) : undefined,
        hint: t('stats.clientsHint'),
        icon: <IconUsers />,
        color: 'primary',
      },
      {
        key: 'invoices',
        label: t('stats.invoices'),
        value: rows ? f.number(rows.length) : undefined,
        hint: t('stats.invoicesHint', { amount: f.money(worth) }),
        icon: <IconFileInvoice />,
        color: 'info',
      },
      {
        key: 'paid',
        label: t('stats.paid'),
        value: rows ? f.money(paid) : undefined,
        hint: t('stats.paidHint', { count: f.number(paidInFull) }),
        icon: <IconCash />,
        color: 'success',
        to: withQuery(paths.invoiceList, { status: 'Paid' }),
      },
      {
        key: 'unpaid',
        label: t('stats.unpaid'),
        value: rows ? f.money(unpaid) : undefined,
        hint: t('stats.unpaidHint', { count: f.number(owed.length) }),
        icon: <IconReceipt2 />,
        color: 'error',
        to: withQuery(paths.invoiceList, { status: UNPAID_INVOICE_STATUSES.join(',') }),
      },
    ];
  }, [rows, t, f, paths.invoiceList]);

  return <StatCards items={figures} loading={loading} />;
}
