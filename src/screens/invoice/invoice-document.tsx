import { useId } from 'react';

import { invoiceTotals, paidAmount, type InvoiceDetailResponse } from '@/api/types/invoice';
import { Card } from '@/components/ui/card';
import { invoiceNs } from '@/i18n/ns/invoice';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { isolate } from '../shared/bidi';
import { useFormat } from '../shared/format';
import { ScrollRegion } from '../shared/scroll-region';
import { TextLine } from '../shared/text-line';
import type { InvoiceIssuer } from './invoice-issuer';
import { InvoiceStatusChip } from './invoice-status-chip';
import { IssuerMark } from './issuer-mark';

export interface InvoiceDocumentProps {
  /** The invoice and where to pay it. */
  detail: InvoiceDetailResponse;
  /** Who issues it (the letterhead). */
  issuer: InvoiceIssuer;
}

/**
 * The invoice as a document: letterhead, number and dates, client and bank details, lines,
 * totals, note and the payments received. It is what a print of the page holds (the print
 * stylesheet keeps this element alone, `data-invoice-print`).
 */
export function InvoiceDocument({ detail, issuer }: InvoiceDocumentProps) {
  const { t } = useKitTranslation(invoiceNs);
  const f = useFormat();
  const { invoice, paymentDetails } = detail;
  const totals = invoiceTotals(invoice);
  const paid = paidAmount(invoice.payments);
  const itemsId = useId();
  const paymentsId = useId();
  return (
    <Card
      data-invoice-print=""
      className="ee:flex ee:min-w-0 ee:flex-col ee:gap-6 ee:p-5 ee:sm:p-8"
    >
      <header className="ee:flex ee:flex-wrap ee:items-start ee:justify-between ee:gap-6 ee:rounded-ee ee:border ee:border-line ee:p-5 ee:sm:p-6">
        <div className="ee:flex ee:min-w-0 ee:flex-col ee:gap-1">
          <div className="ee:mb-2 ee:flex ee:items-center ee:gap-3">
            <IssuerMark />
            <span className="ee:text-xl ee:font-bold ee:text-heading">{issuer.name}</span>
          </div>
          {issuer.address.map((line) => (
            <TextLine key={line} className="ee:text-[15px]">
              {line}
            </TextLine>
          ))}
          <TextLine className="ee:text-[15px]">{issuer.phone}</TextLine>
        </div>
        <div className="ee:flex ee:flex-col ee:gap-1 ee:sm:items-end">
          <h1 className="ee:m-0 ee:mb-1 ee:text-xl ee:font-medium ee:text-heading">
            {t('document.title', { id: invoice.id })}
          </h1>
          <p className="ee:m-0 ee:text-[15px]">
            {t('document.issued')}{' '}
            <span className="ee:text-heading">{f.date(invoice.issuedDate)}</span>
          </p>
          <p className="ee:m-0 ee:text-[15px]">
            {t('document.due')} <span className="ee:text-heading">{f.date(invoice.dueDate)}</span>
          </p>
          <div className="ee:mt-1">
            <InvoiceStatusChip status={invoice.invoiceStatus} />
          </div>
        </div>
      </header>

      <div className="ee:grid ee:gap-6 ee:sm:grid-cols-2">
        <section className="ee:min-w-0">
          <h2 className="ee:m-0 ee:mb-3 ee:text-[15px] ee:font-medium ee:text-heading">
            {t('document.invoiceTo')}
          </h2>
          <address className="ee:flex ee:flex-col ee:gap-1 ee:text-[15px] ee:not-italic">
            <TextLine className="ee:font-medium ee:text-heading">{invoice.client.name}</TextLine>
            <TextLine>{invoice.client.company}</TextLine>
            <TextLine>{invoice.client.address}</TextLine>
            <TextLine>{invoice.client.contact}</TextLine>
            <TextLine>{invoice.client.companyEmail}</TextLine>
          </address>
        </section>
        <section className="ee:min-w-0">
          <h2 className="ee:m-0 ee:mb-3 ee:text-[15px] ee:font-medium ee:text-heading">
            {t('document.billTo')}
          </h2>
          <dl className="ee:m-0 ee:grid ee:grid-cols-[auto_1fr] ee:gap-x-4 ee:gap-y-1 ee:text-[15px]">
            <dt>{t('document.totalDue')}</dt>
            <dd className="ee:m-0 ee:font-medium ee:text-heading">{f.money(invoice.total)}</dd>
            <dt>{t('document.bankName')}</dt>
            <dd className="ee:m-0">{paymentDetails.bankName}</dd>
            <dt>{t('document.country')}</dt>
            <dd className="ee:m-0">{paymentDetails.country}</dd>
            <dt>{t('document.iban')}</dt>
            <dd className="ee:m-0 ee:break-all">{paymentDetails.iban}</dd>
            <dt>{t('document.swiftCode')}</dt>
            <dd className="ee:m-0">{paymentDetails.swiftCode}</dd>
          </dl>
        </section>
      </div>

      <ScrollRegion
        labelledBy={itemsId}
        className="ee:-mx-5 ee:border-y ee:border-line ee:sm:-mx-8"
      >
        <table className="ee:w-full ee:min-w-[560px] ee:border-collapse ee:text-[15px]">
          <caption id={itemsId} className="ee:sr-only">
            {t('document.itemsCaption')}
          </caption>
          <thead>
            <tr className="ee:border-b ee:border-line ee:text-[13px] ee:uppercase ee:tracking-[0.2px] ee:text-heading">
              <th scope="col" className="ee:px-5 ee:py-3 ee:text-start ee:font-medium ee:sm:ps-8">
                {t('document.item')}
              </th>
              <th scope="col" className="ee:px-3 ee:py-3 ee:text-start ee:font-medium">
                {t('document.description')}
              </th>
              <th scope="col" className="ee:px-3 ee:py-3 ee:text-end ee:font-medium">
                {t('document.cost')}
              </th>
              <th scope="col" className="ee:px-3 ee:py-3 ee:text-end ee:font-medium">
                {t('document.qty')}
              </th>
              <th scope="col" className="ee:px-5 ee:py-3 ee:text-end ee:font-medium ee:sm:pe-8">
                {t('document.price')}
              </th>
            </tr>
          </thead>
          <tbody>
            {invoice.items.map((line, i) => (
              <tr key={i} className="ee:border-b ee:border-line ee:last:border-b-0">
                <td className="ee:px-5 ee:py-3 ee:align-top ee:text-heading ee:sm:ps-8">
                  <TextLine>{line.item}</TextLine>
                </td>
                <td className="ee:px-3 ee:py-3 ee:align-top">
                  <TextLine>{line.description}</TextLine>
                </td>
                <td className="ee:px-3 ee:py-3 ee:text-end ee:align-top ee:whitespace-nowrap ee:tabular-nums">
                  {f.money(line.cost)}
                </td>
                <td className="ee:px-3 ee:py-3 ee:text-end ee:align-top ee:tabular-nums">
                  {f.number(line.qty)}
                </td>
                <td className="ee:px-5 ee:py-3 ee:text-end ee:align-top ee:whitespace-nowrap ee:text-heading ee:tabular-nums ee:sm:pe-8">
                  {f.money(line.cost * line.qty)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>

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

      {invoice.note && (
        <p className="ee:m-0 ee:border-t ee:border-line ee:pt-5 ee:text-[15px]">
          {isolate((v) => t('document.noteLine', { note: v.note }), { note: invoice.note })}
        </p>
      )}

      {invoice.payments.length > 0 && (
        <section
          aria-labelledby={paymentsId}
          className="ee:flex ee:flex-col ee:gap-3 ee:border-t ee:border-line ee:pt-5"
        >
          <h2 id={paymentsId} className="ee:m-0 ee:text-[15px] ee:font-medium ee:text-heading">
            {t('payments.title')}
          </h2>
          <ul className="ee:m-0 ee:flex ee:list-none ee:flex-col ee:gap-2 ee:p-0 ee:text-[15px]">
            {invoice.payments.map((payment) => (
              <li
                key={payment.id}
                className="ee:flex ee:flex-wrap ee:items-baseline ee:justify-between ee:gap-x-4 ee:gap-y-0.5"
              >
                <span>
                  <span className="ee:text-heading">{f.date(payment.date)}</span> ·{' '}
                  {t(`method.${payment.method}`)}
                  {payment.note && (
                    <>
                      {' · '}
                      <bdi>{payment.note}</bdi>
                    </>
                  )}
                </span>
                <span className="ee:font-medium ee:text-heading ee:tabular-nums">
                  {f.money(payment.amount)}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </Card>
  );
}
