import { useId } from 'react';

import type { InvoicePayment } from '@/api/types/invoice';
import { invoiceNs } from '@/i18n/ns/invoice';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { useFormat } from '../shared/format';

/** The payments an invoice received: date, method, note, amount. */
export function InvoicePaymentsList({ payments }: { payments: readonly InvoicePayment[] }) {
  const { t } = useKitTranslation(invoiceNs);
  const f = useFormat();
  const paymentsId = useId();
  return (
    <section
      aria-labelledby={paymentsId}
      className="ee:flex ee:flex-col ee:gap-3 ee:border-t ee:border-line ee:pt-5"
    >
      <h2 id={paymentsId} className="ee:m-0 ee:text-[15px] ee:font-medium ee:text-heading">
        {t('payments.title')}
      </h2>
      <ul className="ee:m-0 ee:flex ee:list-none ee:flex-col ee:gap-2 ee:p-0 ee:text-[15px]">
        {payments.map((payment) => (
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
  );
}
