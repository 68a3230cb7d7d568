import type { ReactNode } from 'react';

import { useTableText } from '../table/use-table-text';
import { Button } from '../ui/button';

export interface FormActionsProps {
  saving: boolean;
  onCancel: () => void;
  submitLabel?: ReactNode;
  cancelLabel?: ReactNode;
  /** Dialogs put Cancel first (right-aligned pair); drawers lead with the primary action. */
  order?: 'submit-first' | 'cancel-first';
}

/** The submit and cancel buttons of FormDrawer and FormDialog. */
export function FormActions({
  saving,
  onCancel,
  submitLabel,
  cancelLabel,
  order = 'submit-first',
}: FormActionsProps) {
  const t = useTableText();
  const submitButton = (
    <Button type="submit" loading={saving}>
      {saving ? t('form.saving') : (submitLabel ?? t('form.save'))}
    </Button>
  );
  const cancelButton = (
    <Button type="button" variant="tonal" color="secondary" disabled={saving} onClick={onCancel}>
      {cancelLabel ?? t('form.cancel')}
    </Button>
  );
  return order === 'submit-first' ? (
    <>
      {submitButton}
      {cancelButton}
    </>
  ) : (
    <>
      {cancelButton}
      {submitButton}
    </>
  );
}
