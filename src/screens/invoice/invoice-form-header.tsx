import { Controller } from 'react-hook-form';

import { DatePicker } from '@/components/form/date-picker';
import { invoiceNs } from '@/i18n/ns/invoice';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import type { InvoiceIssuer } from './invoice-issuer';
import { InvoiceLetterhead } from './invoice-letterhead';
import type { InvoiceLineItemsProps } from './invoice-line-items';

export interface InvoiceFormHeaderProps extends Pick<InvoiceLineItemsProps, 'control' | 'errors'> {
  /** Who issues the invoice (the letterhead). */
  issuer: InvoiceIssuer;
  /** The number of the invoice changed; none for a new one. */
  invoiceId?: number;
  /** The issued date as typed: the due date cannot come before it. */
  issued: string;
}

/**
 * The invoice form's head, as on the invoice: the letterhead, the title, the issued and due dates.
 */
export function InvoiceFormHeader({
  control,
  errors,
  issuer,
  invoiceId,
  issued,
}: InvoiceFormHeaderProps) {
  const { t } = useKitTranslation(invoiceNs);
  return (
    <header className="ee:flex ee:flex-wrap ee:items-start ee:justify-between ee:gap-6 ee:rounded-ee ee:bg-surface-2 ee:p-5 ee:sm:p-6">
      <InvoiceLetterhead issuer={issuer} />
      <div className="ee:flex ee:w-full ee:flex-col ee:gap-3 ee:sm:w-64">
        <h1 className="ee:m-0 ee:text-xl ee:font-medium ee:text-heading">
          {invoiceId !== undefined ? t('form.editTitle', { id: invoiceId }) : t('form.addTitle')}
        </h1>
        <Controller
          control={control}
          name="issuedDate"
          render={({ field }) => (
            <DatePicker
              label={t('form.issuedDate')}
              required
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errors.issuedDate?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="dueDate"
          render={({ field }) => (
            <DatePicker
              label={t('form.dueDate')}
              required
              min={issued || undefined}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errors.dueDate?.message}
            />
          )}
        />
      </div>
    </header>
  );
}
