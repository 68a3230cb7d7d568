import { ConfirmDialog } from '@/components/feedback/confirm-dialog';
import { invoiceNs } from '@/i18n/ns/invoice';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { useFormat } from '../shared/format';
import { DeleteInvoiceDialog } from './delete-invoice-dialog';
import type { InvoiceListController } from './use-invoice-list';

export type InvoiceListDialogsProps = Pick<
  InvoiceListController,
  'deleting' | 'setDeleting' | 'unselect' | 'bulk' | 'bulkDelete'
>;

/** The invoice list's confirmations: delete one invoice, delete the selected ones. */
export function InvoiceListDialogs({
  deleting,
  setDeleting,
  unselect,
  bulk,
  bulkDelete,
}: InvoiceListDialogsProps) {
  const { t } = useKitTranslation(invoiceNs);
  const f = useFormat();
  return (
    <>
      <DeleteInvoiceDialog
        invoice={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={unselect}
      />
      <ConfirmDialog
        open={bulk.open}
        onOpenChange={bulk.setOpen}
        destructive
        initialFocus="cancel"
        title={t('bulk.title', { count: f.number(bulk.count) })}
        message={t('bulk.message')}
        confirmLabel={t('bulk.delete')}
        onConfirm={bulkDelete}
      />
    </>
  );
}
