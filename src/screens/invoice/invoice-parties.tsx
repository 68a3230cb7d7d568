import type { InvoiceDetailResponse } from '@/api/types/invoice';
import { invoiceNs } from '@/i18n/ns/invoice';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { useFormat } from '../shared/format';
import { TextLine } from '../shared/text-line';

/** Who the invoice is to (the client's address) and how to pay it (total due, bank details). */
export function InvoiceParties({ detail }: { detail: InvoiceDetailResponse }) {
  const { t } = useKitTranslation(invoiceNs);
  const f = useFormat();
  const { invoice, paymentDetails } = detail;
  return (
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
  );
}
