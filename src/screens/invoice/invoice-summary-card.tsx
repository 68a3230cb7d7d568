import type { Invoice } from '@/api/types/invoice';
import { Card } from '@/components/ui/card';
import { invoiceNs } from '@/i18n/ns/invoice';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { useFormat } from '../shared/format';
import { InvoiceStatusChip } from './invoice-status-chip';

/** The invoice at a glance beside its preview: status, balance (or credit), due date, last sent. */
export function InvoiceSummaryCard({ invoice }: { invoice: Invoice }) {
  const { t } = useKitTranslation(invoiceNs);
  const f = useFormat();
  return (
    <Card className="ee:flex ee:flex-col ee:gap-3 ee:p-6 ee:text-[15px]">
      <h2 className="ee:m-0 ee:text-lg ee:font-medium ee:text-heading">{t('preview.summary')}</h2>
      <dl className="ee:m-0 ee:grid ee:grid-cols-[1fr_auto] ee:items-center ee:gap-x-4 ee:gap-y-2">
        <dt>{t('preview.status')}</dt>
        <dd className="ee:m-0 ee:text-end">
          <InvoiceStatusChip status={invoice.invoiceStatus} />
        </dd>
        <dt>{invoice.balance < 0 ? t('totals.credit') : t('totals.balance')}</dt>
        <dd
          className="ee:m-0 ee:text-end ee:font-medium ee:text-heading ee:tabular-nums"
          data-summary-balance=""
        >
          {f.money(Math.abs(invoice.balance))}
        </dd>
        <dt>{t('preview.dueDate')}</dt>
        <dd className="ee:m-0 ee:text-end ee:text-heading">{f.date(invoice.dueDate)}</dd>
        <dt>{t('preview.lastSent')}</dt>
        <dd className="ee:m-0 ee:text-end ee:text-heading">
          {invoice.sends.length
            ? f.dateTime(invoice.sends[invoice.sends.length - 1].at)
            : t('preview.neverSent')}
        </dd>
      </dl>
    </Card>
  );
}
