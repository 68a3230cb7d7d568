/**
 * The add and edit invoice form: its values as typed (so a failed save loses nothing), the
 * conversions to and from the API's shapes, and its schema: the typed values as the API's body,
 * checked by the contract's `invoiceInputBody`, the schema the simulation checks with.
 */
import { z } from 'zod';

import {
  invoiceInputBody,
  type Invoice,
  type InvoiceClient,
  type InvoiceInput,
} from '@/api/contract/invoice';

export interface InvoiceLineValues {
  item: string;
  description: string;
  cost: string;
  qty: string;
}

export interface InvoiceFormValues {
  /**
   * The chosen client's e-mail ('' for none): clients have no id, their e-mail tells them apart.
   */
  client: string;
  issuedDate: string;
  dueDate: string;
  items: InvoiceLineValues[];
  taxRate: string;
  discount: string;
  salesperson: string;
  note: string;
}

const line = z.object({
  item: z.string(),
  description: z.string(),
  cost: z.string(),
  qty: z.string(),
});
const formValues = z.object({
  client: z.string(),
  issuedDate: z.string(),
  dueDate: z.string(),
  items: z.array(line),
  taxRate: z.string(),
  discount: z.string(),
  salesperson: z.string(),
  note: z.string(),
});

/**
 * A number as typed: blank is missing ("Required"); other text stays NaN, which the contract
 * refuses.
 */
const typedNumber = (value: string) => (value.trim() === '' ? undefined : Number(value));
/** Blank means 0 where the API has a default (tax, discount). */
const typedOrZero = (value: string) => (value.trim() === '' ? 0 : Number(value));

/** The client chosen, found by its e-mail among the choices. */
export const clientKey = (client: Pick<InvoiceClient, 'companyEmail'>) =>
  client.companyEmail.toLowerCase();

/** Form values as the API's body (what the schema then checks). */
export function invoiceFromForm(
  values: InvoiceFormValues,
  clients: readonly InvoiceClient[],
): Record<string, unknown> {
  return {
    client: clients.find((c) => clientKey(c) === values.client.toLowerCase()),
    issuedDate: values.issuedDate || undefined,
    dueDate: values.dueDate || undefined,
    items: values.items.map((l) => ({
      item: l.item,
      description: l.description,
      cost: typedNumber(l.cost),
      qty: typedNumber(l.qty),
    })),
    taxRate: typedOrZero(values.taxRate),
    discount: typedOrZero(values.discount),
    salesperson: values.salesperson,
    note: values.note,
  };
}

/** The schema of the form, given the clients it offers. */
export function invoiceFormSchema(clients: readonly InvoiceClient[]) {
  return formValues.transform((values) => invoiceFromForm(values, clients)).pipe(invoiceInputBody);
}

/** The output of the form's schema: the API's body. */
export type InvoiceFormOutput = InvoiceInput;

export const emptyLine = (): InvoiceLineValues => ({
  item: '',
  description: '',
  cost: '',
  qty: '1',
});

/** A blank invoice: issued today, due in 30 days, one empty line. */
export function newInvoiceForm(today: string): InvoiceFormValues {
  const due = new Date(Date.parse(`${today}T00:00:00Z`) + 30 * 86_400_000)
    .toISOString()
    .slice(0, 10);
  return {
    client: '',
    issuedDate: today,
    dueDate: due,
    items: [emptyLine()],
    taxRate: '0',
    discount: '0',
    salesperson: '',
    note: '',
  };
}

/** A stored invoice as form values. */
export function invoiceToForm(invoice: Invoice): InvoiceFormValues {
  return {
    client: clientKey(invoice.client),
    issuedDate: invoice.issuedDate,
    dueDate: invoice.dueDate,
    items: invoice.items.map((l) => ({
      item: l.item,
      description: l.description,
      cost: String(l.cost),
      qty: String(l.qty),
    })),
    taxRate: String(invoice.taxRate),
    discount: String(invoice.discount),
    salesperson: invoice.salesperson,
    note: invoice.note,
  };
}
