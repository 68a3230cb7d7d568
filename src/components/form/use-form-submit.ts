import { useCallback, useState, type FormEvent } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

import { useTableText } from '../table/use-table-text';
import { applyServerErrors } from './server-errors';

/**
 * What `onSubmit` returns when nothing was saved on purpose (the user said no to a question it
 * asked): the form stays open as it is, with no error and no success.
 */
export const SAVE_CANCELLED = Symbol('save cancelled');

export interface FormSubmitOptions<TOut> {
  /**
   * Saves the parsed values; throw (or reject) to report a failure, resolve to SAVE_CANCELLED when
   * the user called it off.
   */
  onSubmit: (values: TOut) => unknown;
  /** Runs after a successful save. */
  onSuccess?: () => void;
  /**
   * Whether a failed save's error has been dealt with since (e.g. a conflict the user merged):
   * its banner is no longer shown. Read at every render.
   */
  isErrorResolved?: (error: unknown) => boolean;
}

/**
 * The submit cycle of FormDrawer/FormDialog: validate, save, and on failure map field errors
 * onto the fields and keep the rest for a banner. The typed values are never reset here.
 */
export function useFormSubmit<TIn extends FieldValues, TOut>(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  form: UseFormReturn<TIn, any, TOut>,
  { onSubmit, onSuccess, isErrorResolved }: FormSubmitOptions<TOut>,
) {
  const t = useTableText();
  const [failure, setFailure] = useState<{ message: string | null; error: unknown } | null>(null);
  const submit = useCallback(
    (e?: FormEvent) => {
      setFailure(null);
      return form.handleSubmit(async (values) => {
        try {
          if ((await onSubmit(values)) === SAVE_CANCELLED) return;
          onSuccess?.();
        } catch (error) {
          setFailure({ message: applyServerErrors(form, error, t('form.generalError')), error });
        }
      })(e);
    },
    [form, onSubmit, onSuccess, t],
  );
  const generalError = failure && !isErrorResolved?.(failure.error) ? failure.message : null;
  return { submit, generalError, clearGeneralError: () => setFailure(null) };
}
