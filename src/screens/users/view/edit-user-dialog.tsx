import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { z } from 'zod';

import { useUpdateUser } from '@/api/client/users';
import { userProfileBody } from '@/api/contract/users';
import {
  USER_COUNTRIES,
  USER_LANGUAGES,
  USER_STATUSES,
  type UserDetail,
  type UserProfileChanges,
  type UserStatus,
} from '@/api/types/users';
import { toast } from '@/components/feedback/toast';
import { FormDialog } from '@/components/form/form-dialog';
import { Select } from '@/components/form/select';
import { TextField } from '@/components/form/text-field';
import { useZodForm } from '@/components/form/use-zod-form';
import { usersNs } from '@/i18n/ns/users';
import { useKitTranslation } from '@/i18n/use-kit-translation';
import { useRoleOptions } from '@/screens/shared/users/use-role-options';
import { useUserLabels } from '@/screens/shared/users/user-labels';

export interface EditUserDialogProps {
  /** Whether the dialog is open. */
  open: boolean;
  /** Called when the dialog asks to open or close (also after a successful save). */
  onOpenChange: (open: boolean) => void;
  /** The user being edited. */
  user: UserDetail;
}

const FIELDS = [
  'fullName',
  'username',
  'email',
  'contact',
  'company',
  'country',
  'language',
  'taxId',
  'role',
  'status',
] as const;
type EditValues = Record<(typeof FIELDS)[number], string>;

/** What was typed, checked by the API's rules for a profile. */
const schema = z
  .object(
    Object.fromEntries(FIELDS.map((f) => [f, z.string()])) as Record<keyof EditValues, z.ZodString>,
  )
  .pipe(userProfileBody);

const valuesOf = (user: UserDetail): EditValues =>
  Object.fromEntries(FIELDS.map((f) => [f, user[f]])) as EditValues;

/**
 * A list of choices that always holds the user's current value, even one the list does not know.
 */
function withCurrent(
  options: { value: string; label: string }[],
  current: string,
  label: (v: string) => string,
) {
  return current && !options.some((o) => o.value === current)
    ? [...options, { value: current, label: label(current) }]
    : options;
}

/**
 * "Edit user information": name, username, e-mail (unique), contact, company, country, language,
 * tax id, role and status. A refused save (an e-mail another user has) shows on its field and
 * keeps everything typed.
 */
export function EditUserDialog({ open, onOpenChange, user }: EditUserDialogProps) {
  const { t } = useKitTranslation(usersNs);
  const labels = useUserLabels();
  const update = useUpdateUser();
  const roleOptions = useRoleOptions();
  const form = useZodForm(schema, { defaultValues: valuesOf(user) });
  const { register, control, formState } = form;
  const { errors } = formState;

  const countryOptions = useMemo(
    () =>
      withCurrent(
        USER_COUNTRIES.map((c) => ({ value: c, label: labels.country(c) })),
        user.country,
        labels.country,
      ),
    [labels, user.country],
  );
  const languageOptions = useMemo(
    () =>
      withCurrent(
        USER_LANGUAGES.map((l) => ({ value: l, label: labels.language(l) })),
        user.language,
        labels.language,
      ),
    [labels, user.language],
  );
  const roleChoices = useMemo(
    () =>
      withCurrent(
        roleOptions.map(({ value, label }) => ({ value, label })),
        user.role,
        labels.role,
      ),
    [roleOptions, user.role, labels],
  );
  const statusOptions = useMemo(
    () => USER_STATUSES.map((s) => ({ value: s, label: labels.status(s) })),
    [labels],
  );

  const save = async (changes: UserProfileChanges) => {
    const saved = await update.mutateAsync({ id: user.id, changes });
    toast.success(t('edit.saved', { name: saved.fullName }));
  };

  const select = (
    name: 'country' | 'language' | 'role',
    label: string,
    options: { value: string; label: string }[],
  ) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Select
          label={label}
          error={errors[name]?.message}
          required
          options={options}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
        />
      )}
    />
  );

  return (
    <FormDialog
      resetOnOpen={() => valuesOf(user)}
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title={t('edit.title')}
      description={t('edit.description', { name: user.fullName })}
      form={form}
      onSubmit={save}
    >
      <div className="ee:grid ee:gap-5 ee:sm:grid-cols-2">
        <TextField
          label={t('fields.fullName')}
          error={errors.fullName?.message}
          required
          autoComplete="off"
          {...register('fullName')}
        />
        <TextField
          label={t('fields.username')}
          error={errors.username?.message}
          required
          autoComplete="off"
          {...register('username')}
        />
        <TextField
          label={t('fields.email')}
          type="email"
          error={errors.email?.message}
          required
          autoComplete="off"
          {...register('email')}
        />
        <TextField
          label={t('fields.contact')}
          type="tel"
          error={errors.contact?.message}
          required
          autoComplete="off"
          {...register('contact')}
        />
        <TextField
          label={t('fields.company')}
          error={errors.company?.message}
          autoComplete="off"
          {...register('company')}
        />
        <TextField
          label={t('fields.taxId')}
          error={errors.taxId?.message}
          autoComplete="off"
          {...register('taxId')}
        />
        {select('country', t('fields.country'), countryOptions)}
        {select('language', t('fields.language'), languageOptions)}
        {select('role', t('fields.role'), roleChoices)}
        <Controller
          control={control}
          name="status"
          render={({ field }) => (
            <Select<UserStatus>
              label={t('fields.status')}
              error={errors.status?.message}
              required
              options={statusOptions}
              value={field.value as UserStatus}
              onChange={field.onChange}
              onBlur={field.onBlur}
            />
          )}
        />
      </div>
    </FormDialog>
  );
}
