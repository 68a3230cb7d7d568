import type { Invoice } from '@/api/types/invoice';
import { invoiceNs } from '@/i18n/ns/invoice';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { useFormat } from '../shared/format';
import type { InvoiceIssuer } from './invoice-issuer';
import { InvoiceLetterhead } from './invoice-letterhead';
import { InvoiceStatusChip } from './invoice-status-chip';

export interface InvoiceDocumentHeaderProps {
  invoice: Invoice;
  /** Who issues it (the letterhead). */
  issuer: InvoiceIssuer;
}

/**
 * The invoice document's head: the letterhead, the number, the issued and due dates, the status.
 */
export function InvoiceDocumentHeader({ invoice, issuer }: InvoiceDocumentHeaderProps) {
  const { t } = useKitTranslation(invoiceNs);
  const f = useFormat();
  return (
    <header className="ee:flex ee:flex-wrap ee:items-start ee:justify-between ee:gap-6 ee:rounded-ee ee:border ee:border-line ee:p-5 ee:sm:p-6">
      <InvoiceLetterhead issuer={issuer} withPhone />
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
  );
}
