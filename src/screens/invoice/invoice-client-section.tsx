import { useMemo } from 'react';
import { Controller } from 'react-hook-form';

import type { InvoiceClient } from '@/api/types/invoice';
import { Select } from '@/components/form/select';
import { invoiceNs } from '@/i18n/ns/invoice';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { TextLine } from '../shared/text-line';
import { clientKey } from './invoice-form-schema';
import type { InvoiceLineItemsProps } from './invoice-line-items';

export interface InvoiceClientSectionProps extends Pick<
  InvoiceLineItemsProps,
  'control' | 'errors'
> {
  /** The clients to choose from. */
  choices: readonly InvoiceClient[];
  /** The chosen client's key as typed. */
  chosenKey: string;
}

/** The invoice form's "Invoice to": the client chosen, and its address card. */
export function InvoiceClientSection({
  control,
  errors,
  choices,
  chosenKey,
}: InvoiceClientSectionProps) {
  const { t } = useKitTranslation(invoiceNs);
  const clientOptions = useMemo(
    () =>
      choices.map((c) => ({
        value: clientKey(c),
        label: c.company ? `${c.name} · ${c.company}` : c.name,
      })),
    [choices],
  );
  const chosen = choices.find((c) => clientKey(c) === chosenKey);
  return (
    <section
      className="ee:grid ee:gap-4 ee:sm:grid-cols-2"
      aria-labelledby="invoice-client-heading"
    >
      <div className="ee:flex ee:min-w-0 ee:flex-col ee:gap-3">
        <h2
          id="invoice-client-heading"
          className="ee:m-0 ee:text-[15px] ee:font-medium ee:text-heading"
        >
          {t('document.invoiceTo')}
        </h2>
        <Controller
          control={control}
          name="client"
          render={({ field }) => (
            <Select
              label={t('form.client')}
              required
              options={clientOptions}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              placeholder={t('form.clientPlaceholder')}
              error={errors.client?.message}
            />
          )}
        />
      </div>
      {chosen && (
        <address
          className="ee:flex ee:min-w-0 ee:flex-col ee:gap-1 ee:self-end ee:text-[15px] ee:not-italic"
          data-client-card=""
        >
          <TextLine className="ee:font-medium ee:text-heading">{chosen.name}</TextLine>
          <TextLine>{chosen.company}</TextLine>
          <TextLine>{chosen.address}</TextLine>
          <TextLine>{chosen.contact}</TextLine>
          <TextLine>{chosen.companyEmail}</TextLine>
        </address>
      )}
    </section>
  );
}
