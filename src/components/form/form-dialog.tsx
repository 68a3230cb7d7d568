import type { FieldValues } from 'react-hook-form';

import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogFooter,
  type DialogContentProps,
} from '../feedback/dialog';
import { DiscardChangesDialog } from './discard-changes-dialog';
import { FormActions } from './form-actions';
import { FormErrorBanner } from './form-error-banner';
import { useFormOverlay, type FormOverlayProps } from './use-form-overlay';

export interface FormDialogProps<TIn extends FieldValues, TOut> extends FormOverlayProps<
  TIn,
  TOut
> {
  /** Width of the dialog. */
  size?: DialogContentProps['size'];
}

/**
 * A modal dialog holding a form; same submit, server-error and keep-the-values rules as FormDrawer.
 */
export function FormDialog<TIn extends FieldValues, TOut>({
  open,
  onOpenChange,
  title,
  description,
  form,
  onSubmit,
  onSuccess,
  keepOpenOnSuccess,
  resetOnOpen,
  isErrorResolved,
  submitLabel,
  cancelLabel,
  size,
  children,
}: FormDialogProps<TIn, TOut>) {
  const { submit, generalError, saving, rootProps, focusProps, cancel, discardProps } =
    useFormOverlay(form, {
      open,
      onOpenChange,
      onSubmit,
      onSuccess,
      keepOpenOnSuccess,
      resetOnOpen,
      isErrorResolved,
    });
  return (
    <Dialog {...rootProps}>
      <DialogContent title={title} description={description} size={size} {...focusProps}>
        <form noValidate onSubmit={submit} className="ee:contents" aria-busy={saving || undefined}>
          <DialogBody className="ee:flex ee:flex-col ee:gap-5">
            <FormErrorBanner>{generalError}</FormErrorBanner>
            {children}
          </DialogBody>
          <DialogFooter>
            <FormActions
              saving={saving}
              onCancel={cancel}
              submitLabel={submitLabel}
              cancelLabel={cancelLabel}
              order="cancel-first"
            />
          </DialogFooter>
        </form>
      </DialogContent>
      <DiscardChangesDialog {...discardProps} />
    </Dialog>
  );
}
