import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { Dialog, DialogBody, DialogContent, DialogFooter, type DialogContentProps } from '../feedback/dialog';
import { FormErrorBanner } from './form-error-banner';
import { FormActions } from './form-actions';
import { useFormOverlay } from './use-form-overlay';

export interface FormDialogProps<TIn extends FieldValues, TOut> {
  /** Open state (controlled). */
  open: boolean;
  /** Called to open or close; closing is refused while saving. */
  onOpenChange: (open: boolean) => void;
  /** The dialog's heading. */
  title: ReactNode;
  /** A line under the title. */
  description?: ReactNode;
  /** The form (from `useZodForm`). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  form: UseFormReturn<TIn, any, TOut>;
  /** Saves the parsed values; throw an error with `fieldErrors` (or `errors`) to show them on the fields. */
  onSubmit: (values: TOut) => unknown;
  /** Runs after a successful save (the dialog closes unless `keepOpenOnSuccess`). */
  onSuccess?: () => void;
  /** Stay open after a successful save. */
  keepOpenOnSuccess?: boolean;
  /** Label of the submit button. */
  submitLabel?: ReactNode;
  /** Label of the cancel button. */
  cancelLabel?: ReactNode;
  /** Width of the dialog. */
  size?: DialogContentProps['size'];
  /** The fields. */
  children: ReactNode;
}

/** A modal dialog holding a form; same submit, server-error and keep-the-values rules as FormDrawer. */
export function FormDialog<TIn extends FieldValues, TOut>({ open, onOpenChange, title, description, form, onSubmit, onSuccess, keepOpenOnSuccess, submitLabel, cancelLabel, size, children }: FormDialogProps<TIn, TOut>) {
  const { submit, generalError, saving, rootProps, focusProps, cancel } = useFormOverlay(form, { open, onOpenChange, onSubmit, onSuccess, keepOpenOnSuccess });
  return (
    <Dialog {...rootProps}>
      <DialogContent title={title} description={description} size={size} {...focusProps}>
        <form noValidate onSubmit={submit} className="contents" aria-busy={saving || undefined}>
          <DialogBody className="flex flex-col gap-5">
            <FormErrorBanner>{generalError}</FormErrorBanner>
            {children}
          </DialogBody>
          <DialogFooter>
            <FormActions saving={saving} onCancel={cancel} submitLabel={submitLabel} cancelLabel={cancelLabel} order="cancel-first" />
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
