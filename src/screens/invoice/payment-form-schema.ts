/**
 * The "add payment" form: what was typed, as the API's body, checked by the contract's rules
 * for a payment against this invoice's balance and today (`invoicePaymentRules`, the rule the
 * simulation applies too).
 */
import { z } from 'zod';

import {
  invoicePaymentRules,
  type InvoicePaymentMethod,
  type PaymentContext,
} from '@/api/contract/invoice';

export interface PaymentFormValues {
  amount: string;
  date: string;
  method: InvoicePaymentMethod | '';
  note: string;
}

const formValues = z.object({
  amount: z.string(),
  date: z.string(),
  method: z.string(),
  note: z.string(),
});

/** Blank is missing ("Required"), not 0; other text stays as typed and the contract refuses it. */
const typed = (value: string) => (value.trim() === '' ? undefined : Number(value));

/** The form's schema for one invoice: its balance and today decide what may be paid. */
export function paymentFormSchema(context: PaymentContext) {
  const rules = invoicePaymentRules(context);
  // Missing values go on as missing: the contract says "Required" for them.
  return formValues
    .transform(
      (v) =>
        ({
          amount: typed(v.amount),
          date: v.date || undefined,
          method: v.method || undefined,
          note: v.note.trim() || undefined,
        }) as z.input<typeof rules>,
    )
    .pipe(rules);
}

export const emptyPayment = (today: string): PaymentFormValues => ({
  amount: '',
  date: today,
  method: '',
  note: '',
});
