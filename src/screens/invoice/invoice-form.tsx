import { IconDeviceFloppy, IconEye } from '@tabler/icons-react';
import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';

import { useCreateInvoice, useUpdateInvoice } from '@/api/client/invoice';
import {
  paidAmount,
  type Invoice,
  type InvoiceClient,
  type InvoiceInput,
} from '@/api/types/invoice';
import { toast } from '@/components/feedback/toast';
import { DatePicker } from '@/components/form/date-picker';
import { FormErrorBanner } from '@/components/form/form-error-banner';
import { Select } from '@/components/form/select';
import { TextField } from '@/components/form/text-field';
import { Textarea } from '@/components/form/textarea';
import { useFormSubmit } from '@/components/form/use-form-submit';
import { useZodForm } from '@/components/form/use-zod-form';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { invoiceNs } from '@/i18n/ns/invoice';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { useScreenPaths, withSegments } from '../paths';
import { todayIso, useFormat } from '../shared/format';
import { TextLine } from '../shared/text-line';
import { clientKey, invoiceFormSchema, invoiceToForm, newInvoiceForm } from './invoice-form-schema';
import { InvoiceFormTotals } from './invoice-form-totals';
import type { InvoiceIssuer } from './invoice-issuer';
import { InvoiceLineItems } from './invoice-line-items';
import { IssuerMark } from './issuer-mark';

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
  const f = useFormat();
  const navigate = useNavigate();
  const paths = useScreenPaths();
  const create = useCreateInvoice();
  const update = useUpdateInvoice();

  // The invoice's own client stays a choice even when it is not among the five offered.
  const choices = useMemo(() => {
    const list = [...clients];
    if (invoice && !list.some((c) => clientKey(c) === clientKey(invoice.client)))
      list.unshift(invoice.client);
    return list;
  }, [clients, invoice]);
  const schema = useMemo(() => invoiceFormSchema(choices), [choices]);
  const form = useZodForm(schema, {
    defaultValues: invoice ? invoiceToForm(invoice) : newInvoiceForm(todayIso()),
  });
  const { control, register, formState } = form;
  const { errors } = formState;

  const save = async (body: InvoiceInput) => {
    const saved = invoice
      ? await update.mutateAsync({ id: invoice.id, body })
      : await create.mutateAsync(body);
    toast.success(
      invoice
        ? t('form.saved', { id: saved.invoice.id })
        : t('form.created', { id: saved.invoice.id }),
    );
    navigate(withSegments(paths.invoicePreview, saved.invoice.id));
  };
  const { submit, generalError } = useFormSubmit(form, { onSubmit: save });
  const saving = formState.isSubmitting;

  const clientOptions = useMemo(
    () =>
      choices.map((c) => ({
        value: clientKey(c),
        label: c.company ? `${c.name} · ${c.company}` : c.name,
      })),
    [choices],
  );
  const chosenKey = form.watch('client');
  const chosen = choices.find((c) => clientKey(c) === chosenKey);
  const issued = form.watch('issuedDate');
  const paid = invoice ? paidAmount(invoice.payments) : 0;

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-busy={saving || undefined}
      className="ee:grid ee:items-start ee:gap-6 ee:p-4 ee:sm:p-6 ee:lg:grid-cols-[minmax(0,1fr)_300px]"
    >
      <Card className="ee:flex ee:min-w-0 ee:flex-col ee:gap-6 ee:p-5 ee:sm:p-8">
        <FormErrorBanner>{generalError}</FormErrorBanner>
        <header className="ee:flex ee:flex-wrap ee:items-start ee:justify-between ee:gap-6 ee:rounded-ee ee:bg-surface-2 ee:p-5 ee:sm:p-6">
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
          </div>
          <div className="ee:flex ee:w-full ee:flex-col ee:gap-3 ee:sm:w-64">
            <h1 className="ee:m-0 ee:text-xl ee:font-medium ee:text-heading">
              {invoice ? t('form.editTitle', { id: invoice.id }) : t('form.addTitle')}
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

      <aside
        className="ee:flex ee:flex-col ee:gap-6 ee:lg:sticky ee:lg:top-24"
        aria-label={t('form.actionsLabel')}
      >
        <Card className="ee:flex ee:flex-col ee:gap-3 ee:p-6">
          <Button
            type="submit"
            block
            loading={saving}
            startIcon={<IconDeviceFloppy aria-hidden size={18} />}
          >
            {invoice ? t('form.save') : t('form.create')}
          </Button>
          {invoice ? (
            <Link
              to={withSegments(paths.invoicePreview, invoice.id)}
              className={buttonVariants({ variant: 'tonal', color: 'secondary', block: true })}
            >
              <IconEye aria-hidden size={18} />
              {t('form.preview')}
            </Link>
          ) : (
            <Link
              to={paths.invoiceList}
              className={buttonVariants({ variant: 'tonal', color: 'secondary', block: true })}
            >
              {t('form.cancel')}
            </Link>
          )}
        </Card>
        {invoice && invoice.payments.length > 0 && (
          <Card className="ee:p-6 ee:text-[15px]">
            <p className="ee:m-0">{t('form.paymentsNote', { amount: f.money(paid) })}</p>
          </Card>
        )}
      </aside>
    </form>
  );
}
