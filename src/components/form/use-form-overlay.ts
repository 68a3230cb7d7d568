import { useRef, useState, type ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

import { useFormSubmit } from './use-form-submit';
import { useResetOnOpen } from './use-reset-on-open';

/** The props FormDrawer and FormDialog share (each adds its own `size`). */
export interface FormOverlayProps<TIn extends FieldValues, TOut> {
  /** Open state (controlled). */
  open: boolean;
  /** Called to open or close; closing is refused while saving. */
  onOpenChange: (open: boolean) => void;
  /** The heading. */
  title: ReactNode;
  /** A line under the title. */
  description?: ReactNode;
  /** The form (from `useZodForm`). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  form: UseFormReturn<TIn, any, TOut>;
  /**
   * Saves the parsed values; throw an error with `fieldErrors` (or `errors`) to show them on the
   * fields, resolve to SAVE_CANCELLED to stay open with nothing said.
   */
  onSubmit: (values: TOut) => unknown;
  /** Runs after a successful save (it closes unless `keepOpenOnSuccess`). */
  onSuccess?: () => void;
  /** Stay open after a successful save ("save and add another"). */
  keepOpenOnSuccess?: boolean;
  /**
   * The values each opening starts from (read when it opens); nothing resets while it stays open,
   * so a failed save keeps what was typed.
   */
  resetOnOpen?: () => TIn;
  /**
   * Whether a failed save's error has been dealt with since (e.g. a merged conflict): its banner
   * goes.
   */
  isErrorResolved?: (error: unknown) => boolean;
  /** Label of the submit button. */
  submitLabel?: ReactNode;
  /** Label of the cancel button. */
  cancelLabel?: ReactNode;
  /** The fields. */
  children: ReactNode;
}

export interface FormOverlayOptions<TIn extends FieldValues, TOut> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSubmit: (values: TOut) => unknown;
  onSuccess?: () => void;
  keepOpenOnSuccess?: boolean;
  resetOnOpen?: () => TIn;
  isErrorResolved?: (error: unknown) => boolean;
}

/**
 * What FormDrawer and FormDialog share, so they differ only in their container: the submit
 * cycle, no closing while saving, the error banner cleared on close, focus back on the opener
 * (they are often opened by a toolbar button or a row menu, not a Radix trigger), and a
 * question before closing on the user's changes (Escape, the overlay, the close button or Cancel
 * with the form dirty): "Discard your changes?", Keep editing being the safe answer. A save that
 * succeeded, or the parent closing the form, is not asked about. Each opening starts from
 * `resetOnOpen()` when given.
 */
export function useFormOverlay<TIn extends FieldValues, TOut>(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  form: UseFormReturn<TIn, any, TOut>,
  options: FormOverlayOptions<TIn, TOut>,
) {
  const { onOpenChange, onSubmit, onSuccess, keepOpenOnSuccess, isErrorResolved } = options;
  useResetOnOpen(form, options.open, options.resetOnOpen);
  const { submit, generalError, clearGeneralError } = useFormSubmit(form, {
    onSubmit,
    isErrorResolved,
    onSuccess: () => {
      onSuccess?.();
      if (!keepOpenOnSuccess) onOpenChange(false);
    },
  });
  const saving = form.formState.isSubmitting;
  const opener = useRef<HTMLElement | null>(null);
  const [askingDiscard, setAskingDiscard] = useState(false);
  // Read while rendering: react-hook-form only keeps up the formState a component reads.
  const dirty = form.formState.isDirty;
  /** The user asks to close: at once when nothing would be lost, else once they say so. */
  const requestClose = () => {
    if (saving) return;
    if (dirty) return setAskingDiscard(true);
    clearGeneralError();
    onOpenChange(false);
  };
  return {
    submit,
    generalError,
    saving,
    /** Props for the Radix root (Dialog or Drawer). */
    rootProps: {
      open: options.open,
      onOpenChange: (next: boolean) => (next ? onOpenChange(true) : requestClose()),
    },
    /** Props for the content: remember the opener, give focus back to it on close. */
    focusProps: {
      onOpenAutoFocus: () => {
        opener.current =
          document.activeElement instanceof HTMLElement && document.activeElement !== document.body
            ? document.activeElement
            : null;
      },
      onCloseAutoFocus: (e: Event) => {
        if (opener.current?.isConnected) {
          e.preventDefault();
          opener.current.focus();
        }
      },
    },
    cancel: requestClose,
    /** Props for the "Discard your changes?" question (a ConfirmDialog). */
    discardProps: {
      open: askingDiscard,
      onOpenChange: (next: boolean) => setAskingDiscard(next),
      onConfirm: () => {
        setAskingDiscard(false);
        clearGeneralError();
        // Back to what the form was opened with, so a form its caller keeps mounted is clean next
        // time.
        form.reset();
        onOpenChange(false);
      },
    },
  };
}
