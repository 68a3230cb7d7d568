import { useCallback, useState, type FormEvent } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { applyServerErrors } from './server-errors';
import { useTableText } from '../table/use-table-text';

export interface FormSubmitOptions<TOut> {
  /** Saves the parsed values; throw (or reject) to report a failure. */
  onSubmit: (values: TOut) => unknown;
  /** Runs after a successful save. */
  onSuccess?: () => void;
}

/**
 * The submit cycle of FormDrawer/FormDialog: validate, save, and on failure map field errors
 * onto the fields and keep the rest for a banner. The typed values are never reset here.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function useFormSubmit<TIn extends FieldValues, TOut>(form: UseFormReturn<TIn, any, TOut>, { onSubmit, onSuccess }: FormSubmitOptions<TOut>) {
  const t = useTableText();
  const [generalError, setGeneralError] = useState<string | null>(null);
  const submit = useCallback(
    (e?: FormEvent) => {
      setGeneralError(null);
      return form.handleSubmit(async (values) => {
        try {
          await onSubmit(values);
          onSuccess?.();
        } catch (error) {
          setGeneralError(applyServerErrors(form, error, t('form.generalError')));
        }
      })(e);
    },
    [form, onSubmit, onSuccess, t],
  );
  return { submit, generalError, clearGeneralError: () => setGeneralError(null) };
}
