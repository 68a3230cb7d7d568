import { useRef, type ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { Button } from '../ui/button';
import { Drawer, DrawerBody, DrawerContent, DrawerFooter, type DrawerContentProps } from '../feedback/drawer';
import { FormErrorBanner } from './form-error-banner';
import { useFormSubmit } from './use-form-submit';
import { useTableText } from '../table/use-table-text';

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
  const t = useTableText();
  const { submit, generalError, clearGeneralError } = useFormSubmit(form, {
    onSubmit,
    onSuccess: () => {
      onSuccess?.();
      if (!keepOpenOnSuccess) onOpenChange(false);
    },
  });
  const saving = form.formState.isSubmitting;
  // Opened without a Radix trigger (a toolbar button, a row menu): focus goes back to the opener.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Drawer
      open={open}
      onOpenChange={(next) => {
        if (!next && saving) return;
        if (!next) clearGeneralError();
        onOpenChange(next);
      }}
    >
      <DrawerContent
        title={title}
        description={description}
        size={size}
        onOpenAutoFocus={() => {
          opener.current = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
        }}
        onCloseAutoFocus={(e) => {
          if (opener.current?.isConnected) {
            e.preventDefault();
            opener.current.focus();
          }
        }}
      >
        <form noValidate onSubmit={submit} className="contents" aria-busy={saving || undefined}>
          <DrawerBody className="flex flex-col gap-5">
            <FormErrorBanner>{generalError}</FormErrorBanner>
            {children}
          </DrawerBody>
          <DrawerFooter>
            <Button type="submit" loading={saving}>
              {saving ? t('form.saving') : (submitLabel ?? t('form.save'))}
            </Button>
            <Button type="button" variant="tonal" color="secondary" disabled={saving} onClick={() => onOpenChange(false)}>
              {cancelLabel ?? t('form.cancel')}
            </Button>
          </DrawerFooter>
        </form>
      </DrawerContent>
    </Drawer>
  );
}
