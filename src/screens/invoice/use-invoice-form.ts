import { useMemo } from 'react';
import { useNavigate } from 'react-router';

import { useCreateInvoice, useUpdateInvoice } from '@/api/client/invoice';
import type { Invoice, InvoiceClient, InvoiceInput } from '@/api/types/invoice';
import { toast } from '@/components/feedback/toast';
import { useFormSubmit } from '@/components/form/use-form-submit';
import { useZodForm } from '@/components/form/use-zod-form';
import { invoiceNs } from '@/i18n/ns/invoice';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { useScreenPaths, withSegments } from '../paths';
import { todayIso } from '../shared/format';
import { clientKey, invoiceFormSchema, invoiceToForm, newInvoiceForm } from './invoice-form-schema';

/**
 * The invoice form's state and its write: the clients to choose from (the invoice's own among
 * them), the form checked by the contract's schema, and the save (create or update) that opens
 * the saved invoice's preview; a refused save shows in `generalError` or on its fields.
 */
export function useInvoiceForm(invoice: Invoice | undefined, clients: readonly InvoiceClient[]) {
  const { t } = useKitTranslation(invoiceNs);
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

  return { choices, form, submit, generalError };
}
