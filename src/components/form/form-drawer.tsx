import type { FieldValues } from 'react-hook-form';

import {
  Drawer,
  DrawerBody,
  DrawerContent,
  DrawerFooter,
  type DrawerContentProps,
} from '../feedback/drawer';
import { DiscardChangesDialog } from './discard-changes-dialog';
import { FormActions } from './form-actions';
import { FormErrorBanner } from './form-error-banner';
import { useFormOverlay, type FormOverlayProps } from './use-form-overlay';

export interface FormDrawerProps<TIn extends FieldValues, TOut> extends FormOverlayProps<
  TIn,
  TOut
> {
  /** Width of the drawer. */
  size?: DrawerContentProps['size'];
}

/**
 * A side drawer holding a form: submit with a spinner, server field errors on the fields, a banner
 * for the rest, nothing lost on failure.
 */
export function FormDrawer<TIn extends FieldValues, TOut>({
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
}: FormDrawerProps<TIn, TOut>) {
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
    <Drawer {...rootProps}>
      <DrawerContent title={title} description={description} size={size} {...focusProps}>
        <form noValidate onSubmit={submit} className="ee:contents" aria-busy={saving || undefined}>
          <DrawerBody className="ee:flex ee:flex-col ee:gap-5">
            <FormErrorBanner>{generalError}</FormErrorBanner>
            {children}
          </DrawerBody>
          <DrawerFooter>
            <FormActions
              saving={saving}
              onCancel={cancel}
              submitLabel={submitLabel}
              cancelLabel={cancelLabel}
              order="submit-first"
            />
          </DrawerFooter>
        </form>
      </DrawerContent>
      <DiscardChangesDialog {...discardProps} />
    </Drawer>
  );
}
