import { useState } from 'react';

import { isInvoiceGone, useDeleteInvoice } from '@/api/client/invoice';
import type { Invoice } from '@/api/types/invoice';
import { ConfirmDialog } from '@/components/feedback/confirm-dialog';
import { toast } from '@/components/feedback/toast';
import { useCommonText } from '@/components/ui/use-common-text';
import { invoiceNs } from '@/i18n/ns/invoice';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { isolate } from '../shared/bidi';
import { useFormat } from '../shared/format';

export interface DeleteInvoiceDialogProps {
  /** The invoice to delete; null keeps the dialog closed. */
  invoice: Pick<Invoice, 'id' | 'total' | 'client'> | null;
  /** Called when the dialog closes (cancelled, or deleted). */
  onClose: () => void;
  /** Called after the invoice was deleted. */
  onDeleted?: (id: number) => void;
}

/**
 * Deleting one invoice, confirmed. An invoice deleted meanwhile (SPEC §8: 404) is gone all the
 * same: the dialog closes saying so, and the lists are refetched; another failure shows in the
 * dialog.
 */
export function DeleteInvoiceDialog({ invoice, onClose, onDeleted }: DeleteInvoiceDialogProps) {
  const { t } = useKitTranslation(invoiceNs);
  const common = useCommonText();
  const f = useFormat();
  const remove = useDeleteInvoice();
  // The last invoice stays shown while its dialog closes, so the text does not blank out.
  const [shown, setShown] = useState(invoice);
  if (invoice && invoice !== shown) setShown(invoice);
  return (
    <ConfirmDialog
      open={invoice !== null}
      onOpenChange={(open) => !open && onClose()}
      destructive
      initialFocus="cancel"
      title={shown ? t('delete.title', { id: shown.id }) : ''}
      message={
        shown
          ? isolate((v) => t('delete.message', { name: v.name, amount: v.amount }), {
              name: shown.client.name,
              amount: f.money(shown.total),
            })
          : undefined
      }
      confirmLabel={common('actions.delete')}
      onConfirm={async () => {
        if (!invoice) return;
        try {
          await remove.mutateAsync(invoice.id);
        } catch (error) {
          if (!isInvoiceGone(error)) throw error;
          // Nothing left to retry: the API's "something went wrong" would say the wrong thing.
          toast.warning(t('delete.gone', { id: invoice.id }));
          onDeleted?.(invoice.id);
          return;
        }
        toast.success(t('delete.done', { id: invoice.id }));
        onDeleted?.(invoice.id);
      }}
    />
  );
}
