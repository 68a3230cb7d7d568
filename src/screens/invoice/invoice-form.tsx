import type { Invoice, InvoiceClient } from '@/api/types/invoice';
import { FormErrorBanner } from '@/components/form/form-error-banner';
import { TextField } from '@/components/form/text-field';
import { Textarea } from '@/components/form/textarea';
import { Card } from '@/components/ui/card';
import { invoiceNs } from '@/i18n/ns/invoice';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { InvoiceClientSection } from './invoice-client-section';
import { InvoiceFormActions } from './invoice-form-actions';
import { InvoiceFormHeader } from './invoice-form-header';
import { InvoiceFormTotals } from './invoice-form-totals';
import type { InvoiceIssuer } from './invoice-issuer';
import { InvoiceLineItems } from './invoice-line-items';
import { useInvoiceForm } from './use-invoice-form';

export interface InvoiceFormProps {
  /** The invoice to change; none for a new one. */
  invoice?: Invoice;
  /** The clients to choose from (`/api/apps/invoice/clients`). */
  clients: readonly InvoiceClient[];
  /** Who issues the invoice (the letterhead). */
  issuer: InvoiceIssuer;
}

/**
 * An invoice to write, laid out as the invoice itself: dates, client, lines, discount, tax,
 * salesperson and note, with its totals as they are typed. Checked by the contract's schema
 * (the API's rule); a refused save keeps everything typed; a saved one opens its preview.
 */
export function InvoiceForm({ invoice, clients, issuer }: InvoiceFormProps) {
  const { t } = useKitTranslation(invoiceNs);
  const { choices, form, submit, generalError } = useInvoiceForm(invoice, clients);
  const { control, register, formState } = form;
  const { errors } = formState;
  const saving = formState.isSubmitting;

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-busy={saving || undefined}
      className="ee:grid ee:items-start ee:gap-6 ee:p-4 ee:sm:p-6 ee:lg:grid-cols-[minmax(0,1fr)_300px]"
    >
      <Card className="ee:flex ee:min-w-0 ee:flex-col ee:gap-6 ee:p-5 ee:sm:p-8">
        <FormErrorBanner>{generalError}</FormErrorBanner>
        <InvoiceFormHeader
          control={control}
          errors={errors}
          issuer={issuer}
          invoiceId={invoice?.id}
          issued={form.watch('issuedDate')}
        />
        <InvoiceClientSection
          control={control}
          errors={errors}
          choices={choices}
          chosenKey={form.watch('client')}
        />

        <InvoiceLineItems control={control} register={register} errors={errors} />

        <div className="ee:flex ee:flex-wrap ee:items-start ee:justify-between ee:gap-6 ee:border-t ee:border-line ee:pt-6">
          <TextField
            label={t('form.salesperson')}
            autoComplete="name"
            fieldClassName="ee:w-full ee:sm:max-w-64"
            error={errors.salesperson?.message}
            {...register('salesperson')}
          />
          <InvoiceFormTotals control={control} register={register} errors={errors} />
        </div>
        <Textarea
          label={t('form.note')}
          rows={3}
          error={errors.note?.message}
          {...register('note')}
        />
      </Card>
      <InvoiceFormActions invoice={invoice} saving={saving} />
    </form>
  );
}
