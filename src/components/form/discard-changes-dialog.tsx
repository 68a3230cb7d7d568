import { ConfirmDialog } from '../feedback/confirm-dialog';
import { useCommonText } from '../ui/use-common-text';

export interface DiscardChangesDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The user chose to lose their changes. */
  onConfirm: () => void;
}

/**
 * "Discard your changes?" over a form being closed with unsaved changes; Keep editing has the
 * focus.
 */
export function DiscardChangesDialog({ open, onOpenChange, onConfirm }: DiscardChangesDialogProps) {
  const t = useCommonText();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      destructive
      initialFocus="cancel"
      title={t('discard.title')}
      message={t('discard.message')}
      confirmLabel={t('discard.confirm')}
      cancelLabel={t('discard.keepEditing')}
      onConfirm={onConfirm}
    />
  );
}
