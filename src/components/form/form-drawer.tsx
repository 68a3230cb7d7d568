import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { Drawer, DrawerBody, DrawerContent, DrawerFooter, type DrawerContentProps } from '../feedback/drawer';
import { FormErrorBanner } from './form-error-banner';
import { FormActions } from './form-actions';
import { useFormOverlay } from './use-form-overlay';

export interface FormDrawerProps<TIn extends FieldValues, TOut> {
  /** Open state (controlled). */
  open: boolean;
  /** Called to open or close; closing is refused while saving. */
  onOpenChange: (open: boolean) => void;
  /** The drawer's heading. */
  title: ReactNode;
  /** A line under the title. */
  description?: ReactNode;
  /** The form (from `useZodForm`). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  form: UseFormReturn<TIn, any, TOut>;
  /** Saves the parsed values; throw an error with `fieldErrors` (or `errors`) to show them on the fields. */
  onSubmit: (values: TOut) => unknown;
  /** Runs after a successful save (the drawer closes unless `keepOpenOnSuccess`). */
  onSuccess?: () => void;
  /** Stay open after a successful save ("save and add another"). */
  keepOpenOnSuccess?: boolean;
  /** Label of the submit button. */
  submitLabel?: ReactNode;
  /** Label of the cancel button. */
  cancelLabel?: ReactNode;
  /** Width of the drawer. */
  size?: DrawerContentProps['size'];
  /** The fields. */
  children: ReactNode;
}

/** A side drawer holding a form: submit with a spinner, server field errors on the fields, a banner for the rest, nothing lost on failure. */
export function FormDrawer<TIn extends FieldValues, TOut>({ open, onOpenChange, title, description, form, onSubmit, onSuccess, keepOpenOnSuccess, submitLabel, cancelLabel, size, children }: FormDrawerProps<TIn, TOut>) {
  const { submit, generalError, saving, rootProps, focusProps, cancel } = useFormOverlay(form, { open, onOpenChange, onSubmit, onSuccess, keepOpenOnSuccess });
  return (
    <Drawer {...rootProps}>
      <DrawerContent title={title} description={description} size={size} {...focusProps}>
        <form noValidate onSubmit={submit} className="contents" aria-busy={saving || undefined}>
          <DrawerBody className="flex flex-col gap-5">
            <FormErrorBanner>{generalError}</FormErrorBanner>
            {children}
          </DrawerBody>
          <DrawerFooter>
            <FormActions saving={saving} onCancel={cancel} submitLabel={submitLabel} cancelLabel={cancelLabel} order="submit-first" />
          </DrawerFooter>
        </form>
      </DrawerContent>
    </Drawer>
  );
}
