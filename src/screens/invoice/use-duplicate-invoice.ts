import { useNavigate } from 'react-router';

import { useCreateInvoice } from '@/api/client/invoice';
import type { Invoice, InvoiceInput } from '@/api/types/invoice';
import { toast } from '@/components/feedback/toast';
import { invoiceNs } from '@/i18n/ns/invoice';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { useScreenPaths, withSegments } from '../paths';
import { timeOf, todayIso } from '../shared/format';

const DAY_MS = 86_400_000;

/** yyyy-mm-dd `days` after `day`. */
const addDays = (day: string, days: number) =>
  new Date(timeOf(day) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * A copy of an invoice to bill again: the same client, lines, tax, discount, salesperson and
 * note, issued today and due after as many days as the original gave.
 */
export function duplicateOf(invoice: Invoice, today: string = todayIso()): InvoiceInput {
  const term = Math.max(
    0,
    Math.round((timeOf(invoice.dueDate) - timeOf(invoice.issuedDate)) / DAY_MS),
  );
  return {
    client: { ...invoice.client },
    issuedDate: today,
    dueDate: addDays(today, term),
    items: invoice.items.map((line) => ({ ...line })),
    taxRate: invoice.taxRate,
    discount: invoice.discount,
    salesperson: invoice.salesperson,
    note: invoice.note,
  };
}

/** Duplicates an invoice through the API (a new Draft) and opens the copy to edit. */
export function useDuplicateInvoice() {
  const { t } = useKitTranslation(invoiceNs);
  const navigate = useNavigate();
  const { invoiceEdit } = useScreenPaths();
  const create = useCreateInvoice();
  const duplicate = async (invoice: Invoice) => {
    try {
      const { invoice: copy } = await create.mutateAsync(duplicateOf(invoice));
      toast.success(t('duplicate.done', { id: invoice.id, copy: copy.id }));
      navigate(withSegments(invoiceEdit, copy.id));
    } catch (error) {
      toast.error(t('duplicate.failed', { id: invoice.id }), {
        description: error instanceof Error ? error.message : undefined,
      });
    }
  };
  return { duplicate, pending: create.isPending };
}
