import { z } from 'zod';

import { useUpdateUser } from '@/api/client/users';
import { billingAddressFormBody } from '@/api/contract/users';
import type { BillingAddressForm, UserDetail } from '@/api/types/users';
import { toast } from '@/components/feedback/toast';
import { FormDialog } from '@/components/form/form-dialog';
import { TextField } from '@/components/form/text-field';
import { useZodForm } from '@/components/form/use-zod-form';
import { usersNs } from '@/i18n/ns/users';
import { useKitTranslation } from '@/i18n/use-kit-translation';

export interface BillingAddressDialogProps {
  /** Whether the dialog is open. */
  open: boolean;
  /** Called when the dialog asks to open or close (also after a successful save). */
  onOpenChange: (open: boolean) => void;
  /** The user whose address changes. */
  user: UserDetail;
}

const FIELDS = [
  'companyName',
  'billingEmail',
  'taxId',
  'vatNumber',
  'address',
  'state',
  'zipCode',
  'country',
] as const;
type AddressValues = Record<(typeof FIELDS)[number], string>;
const schema = z
  .object(
    Object.fromEntries(FIELDS.map((f) => [f, z.string()])) as Record<
      keyof AddressValues,
      z.ZodString
    >,
  )
  .pipe(billingAddressFormBody);
const valuesOf = (user: UserDetail): AddressValues => ({
  ...user.billingAddress,
  taxId: user.taxId,
});

/**
 * The address on the user's invoices, with the tax id; a refused value shows on its field and
 * nothing typed is lost.
 */
export function BillingAddressDialog({ open, onOpenChange, user }: BillingAddressDialogProps) {
  const { t } = useKitTranslation(usersNs);
  const update = useUpdateUser();
  const form = useZodForm(schema, { defaultValues: valuesOf(user) });
  const { register, formState } = form;
  const { errors } = formState;

  const save = async ({ taxId, ...billingAddress }: BillingAddressForm) => {
    await update.mutateAsync({ id: user.id, changes: { taxId, billingAddress } });
    toast.success(t('address.saved'));
  };

  // Server errors name `billingAddress.<field>`: the form's fields are flat, so they are moved onto
  // them.
  const field = (name: (typeof FIELDS)[number], type = 'text') => (
    <TextField
      key={name}
      label={t(`address.${name}`)}
      type={type}
      error={errors[name]?.message}
      autoComplete="off"
      {...register(name)}
    />
  );

  return (
    <FormDialog
      resetOnOpen={() => valuesOf(user)}
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title={t('address.title')}
      description={t('address.description', { name: user.fullName })}
      form={form}
      onSubmit={async (values) => {
        try {
          await save(values);
        } catch (error) {
          throw flattenBillingErrors(error);
        }
      }}
    >
      <div className="ee:grid ee:gap-5 ee:sm:grid-cols-2">
        {field('companyName')}
        {field('billingEmail', 'email')}
        {field('taxId')}
        {field('vatNumber')}
        {field('address')}
        {field('state')}
        {field('zipCode')}
        {field('country')}
      </div>
    </FormDialog>
  );
}

/** An API error whose `billingAddress.x` field errors are renamed `x`, the form's own names. */
function flattenBillingErrors(error: unknown): unknown {
  if (!error || typeof error !== 'object' || !('fieldErrors' in error)) return error;
  const fieldErrors = (error as { fieldErrors: Record<string, readonly string[]> }).fieldErrors;
  const flat = Object.fromEntries(
    Object.entries(fieldErrors).map(([key, messages]) => [
      key.replace(/^billingAddress\./, ''),
      messages,
    ]),
  );
  return Object.assign(Object.create(Object.getPrototypeOf(error) as object) as object, error, {
    fieldErrors: flat,
  });
}
