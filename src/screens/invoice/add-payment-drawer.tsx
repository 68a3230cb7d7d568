import { useMemo } from 'react';
import { Controller } from 'react-hook-form';

import { useAddInvoicePayment } from '@/api/client/invoice';
import {
  INVOICE_PAYMENT_METHODS,
  type Invoice,
  type InvoicePaymentInput,
  type InvoicePaymentMethod,
} from '@/api/types/invoice';
import { toast } from '@/components/feedback/toast';
import { DatePicker } from '@/components/form/date-picker';
import { FormDrawer } from '@/components/form/form-drawer';
import { NumberField } from '@/components/form/number-field';
import { Select } from '@/components/form/select';
import { Textarea } from '@/components/form/textarea';
import { useZodForm } from '@/components/form/use-zod-form';
import { invoiceNs } from '@/i18n/ns/invoice';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { todayIso, useFormat } from '../shared/format';
import { emptyPayment, paymentFormSchema } from './payment-form-schema';

export interface AddPaymentDrawerProps {
  /** Whether the drawer is open. */
  open: boolean;
  /** Called when the drawer asks to open or close (also after the payment is recorded). */
  onOpenChange: (open: boolean) => void;
  /** The invoice paid into. */
  invoice: Invoice;
}

/**
 * Records a payment: an amount above 0 and at most the balance, the day it came in (not later
 * than today), how it was paid and a note. The same rule as the API's, so a refused amount says
 * why at once and keeps what was typed; the balance falls once it is saved.
 */
export function AddPaymentDrawer({ open, onOpenChange, invoice }: AddPaymentDrawerProps) {
  const { t } = useKitTranslation(invoiceNs);
  const f = useFormat();
  const pay = useAddInvoicePayment();
  const today = todayIso();
  const schema = useMemo(
    () => paymentFormSchema({ balance: invoice.balance, today }),
    [invoice.balance, today],
  );
  const form = useZodForm(schema, { defaultValues: emptyPayment(today) });
  const { register, control, formState } = form;
  const { errors } = formState;

  const methodOptions = useMemo(
    () => INVOICE_PAYMENT_METHODS.map((m) => ({ value: m, label: t(`method.${m}`) })),
    [t],
  );

  const submit = async (payment: InvoicePaymentInput) => {
    const { invoice: after } = await pay.mutateAsync({ id: invoice.id, payment });
    toast.success(
      t('payment.done', { amount: f.money(payment.amount), balance: f.money(after.balance) }),
    );
  };

  return (
    <FormDrawer
      resetOnOpen={() => emptyPayment(today)}
      open={open}
      onOpenChange={onOpenChange}
      title={t('payment.title')}
      description={t('payment.hint', { id: invoice.id })}
      form={form}
      onSubmit={submit}
      submitLabel={t('payment.submit')}
    >
      <p className="ee:m-0 ee:flex ee:items-center ee:justify-between ee:rounded-ee ee:bg-surface-2 ee:px-4 ee:py-3 ee:text-[15px]">
        <span>{t('payment.balance')}</span>
        <span className="ee:font-medium ee:text-heading ee:tabular-nums" data-balance-due="">
          {f.money(invoice.balance)}
        </span>
      </p>
      <NumberField
        label={t('payment.amount')}
        required
        min={0.01}
        step={0.01}
        unit="USD"
        hint={t('payment.amountHint', { max: f.money(Math.max(0, invoice.balance)) })}
        error={errors.amount?.message}
        {...register('amount')}
      />
      <Controller
        control={control}
        name="date"
        render={({ field }) => (
          <DatePicker
            label={t('payment.date')}
            required
            max={today}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={errors.date?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="method"
        render={({ field }) => (
          <Select<InvoicePaymentMethod>
            label={t('payment.method')}
            required
            options={methodOptions}
            value={field.value as InvoicePaymentMethod | ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            placeholder={t('payment.methodPlaceholder')}
            error={errors.method?.message}
          />
        )}
      />
      <Textarea
        label={t('payment.note')}
        rows={3}
        error={errors.note?.message}
        {...register('note')}
      />
    </FormDrawer>
  );
}
