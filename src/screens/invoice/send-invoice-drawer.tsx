import { useSendInvoice } from '@/api/client/invoice';
import type { Invoice, InvoiceSendInput } from '@/api/types/invoice';
import { toast } from '@/components/feedback/toast';
import { FormDrawer } from '@/components/form/form-drawer';
import { TextField } from '@/components/form/text-field';
import { Textarea } from '@/components/form/textarea';
import { useZodForm } from '@/components/form/use-zod-form';
import { invoiceNs } from '@/i18n/ns/invoice';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { useFormat } from '../shared/format';
import type { InvoiceIssuer } from './invoice-issuer';
import { sendFormSchema, type SendFormValues } from './send-form-schema';

export interface SendInvoiceDrawerProps {
  /** Whether the drawer is open. */
  open: boolean;
  /** Called when the drawer asks to open or close (also after sending). */
  onOpenChange: (open: boolean) => void;
  /** The invoice to send. */
  invoice: Invoice;
  /** Who sends it (the "from" address). */
  issuer: InvoiceIssuer;
}

/**
 * Sends the invoice by e-mail: from, to, subject and message, filled in from the invoice and
 * checked with the call's own schema. Sending is recorded by the API; a Draft becomes Sent.
 */
export function SendInvoiceDrawer({ open, onOpenChange, invoice, issuer }: SendInvoiceDrawerProps) {
  const { t } = useKitTranslation(invoiceNs);
  const f = useFormat();
  const send = useSendInvoice();
  const defaults = (): SendFormValues => ({
    from: issuer.email,
    to: invoice.client.companyEmail,
    subject: t('send.defaultSubject', { id: invoice.id, name: issuer.name }),
    // What the client is asked for is what is left to pay, not the total; an invoice paid (or
    // overpaid, a credit) asks for nothing.
    message:
      invoice.balance > 0
        ? t('send.defaultMessage', {
            name: invoice.client.name,
            id: invoice.id,
            amount: f.money(invoice.balance),
            date: f.date(invoice.dueDate),
          })
        : t('send.defaultMessagePaid', { name: invoice.client.name, id: invoice.id }),
  });
  const form = useZodForm(sendFormSchema, { defaultValues: defaults() });
  const { register, formState } = form;
  const { errors } = formState;

  const submit = async (email: InvoiceSendInput) => {
    const result = await send.mutateAsync({ id: invoice.id, email });
    toast.success(t('send.done', { id: invoice.id, to: email.to }));
    return result;
  };

  return (
    <FormDrawer
      resetOnOpen={defaults}
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title={t('send.title', { id: invoice.id })}
      description={t('send.hint')}
      form={form}
      onSubmit={submit}
      submitLabel={t('send.submit')}
    >
      <TextField
        label={t('send.from')}
        type="email"
        required
        autoComplete="email"
        error={errors.from?.message}
        {...register('from')}
      />
      <TextField
        label={t('send.to')}
        type="email"
        required
        autoComplete="off"
        error={errors.to?.message}
        {...register('to')}
      />
      <TextField
        label={t('send.subject')}
        required
        autoComplete="off"
        error={errors.subject?.message}
        {...register('subject')}
      />
      <Textarea
        label={t('send.message')}
        required
        rows={9}
        error={errors.message?.message}
        {...register('message')}
      />
    </FormDrawer>
  );
}
