import { invoiceTotals, paidAmount, type Invoice } from '@/api/types/invoice';
import { invoiceNs } from '@/i18n/ns/invoice';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { useFormat } from '../shared/format';

/**
 * The invoice document's foot: the salesperson and thanks, and the totals down to the balance (or
 * credit).
 */
export function InvoiceDocumentTotals({ invoice }: { invoice: Invoice }) {
  const { t } = useKitTranslation(invoiceNs);
  const f = useFormat();
  const totals = invoiceTotals(invoice);
  const paid = paidAmount(invoice.payments);
  return (
    <div className="ee:flex ee:flex-wrap ee:items-start ee:justify-between ee:gap-6">
      <div className="ee:flex ee:min-w-0 ee:flex-col ee:gap-1 ee:text-[15px]">
        {invoice.salesperson && (
          <p className="ee:m-0">
            <span className="ee:font-medium ee:text-heading">{t('document.salesperson')}</span>{' '}
            <bdi>{invoice.salesperson}</bdi>
          </p>
        )}
        <p className="ee:m-0">{t('document.thanks')}</p>
      </div>
      <dl className="ee:m-0 ee:grid ee:min-w-56 ee:grid-cols-[1fr_auto] ee:gap-x-8 ee:gap-y-1.5 ee:text-[15px]">
        <dt>{t('totals.subtotal')}</dt>
        <dd className="ee:m-0 ee:text-end ee:font-medium ee:text-heading ee:tabular-nums">
          {f.money(totals.subtotal)}
        </dd>
        <dt>{t('totals.discount')}</dt>
        <dd className="ee:m-0 ee:text-end ee:font-medium ee:text-heading ee:tabular-nums">
          {f.money(-totals.discount)}
        </dd>
        <dt>{t('totals.taxRate', { rate: f.number(invoice.taxRate) })}</dt>
        <dd className="ee:m-0 ee:text-end ee:font-medium ee:text-heading ee:tabular-nums">
          {f.money(totals.tax)}
        </dd>
        <dt className="ee:mt-1.5 ee:border-t ee:border-line ee:pt-2 ee:font-medium ee:text-heading">
          {t('totals.total')}
        </dt>
        <dd
          className="ee:m-0 ee:mt-1.5 ee:border-t ee:border-line ee:pt-2 ee:text-end ee:font-medium ee:text-heading ee:tabular-nums"
          data-total=""
        >
          {f.money(invoice.total)}
        </dd>
        <dt>{t('totals.paid')}</dt>
        <dd className="ee:m-0 ee:text-end ee:tabular-nums">{f.money(paid)}</dd>
        <dt className="ee:font-medium ee:text-heading">
          {invoice.balance < 0 ? t('totals.credit') : t('totals.balance')}
        </dt>
        <dd
          className="ee:m-0 ee:text-end ee:font-medium ee:text-heading ee:tabular-nums"
          data-balance=""
        >
          {f.money(Math.abs(invoice.balance))}
        </dd>
      </dl>
    </div>
  );
}
