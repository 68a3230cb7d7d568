import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { z } from 'zod';

import { useAddUser } from '@/api/client/users';
import { newUserFormBody } from '@/api/contract/users';
import {
  USER_COUNTRIES,
  USER_PLANS,
  type NewUserForm,
  type UserDetail,
  type UserPlan,
} from '@/api/types/users';
import { toast } from '@/components/feedback/toast';
import { FormDrawer } from '@/components/form/form-drawer';
import { Select } from '@/components/form/select';
import { TextField } from '@/components/form/text-field';
import { useZodForm } from '@/components/form/use-zod-form';
import { usersNs } from '@/i18n/ns/users';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { useRoleOptions } from './use-role-options';
import { useUserLabels } from './user-labels';

export interface AddUserDrawerProps {
  /** Whether the drawer is open. */
  open: boolean;
  /** Called when the drawer asks to open or close (also after a successful save). */
  onOpenChange: (open: boolean) => void;
  /** Called with the new user (after the success toast). */
  onAdded?: (user: UserDetail) => void;
}

const FIELDS = [
  'fullName',
  'username',
  'email',
  'contact',
  'company',
  'country',
  'role',
  'currentPlan',
] as const;
type AddUserValues = Record<(typeof FIELDS)[number], string>;
const EMPTY: AddUserValues = {
  fullName: '',
  username: '',
  email: '',
  contact: '',
  company: '',
  country: '',
  role: '',
  currentPlan: '',
};

/**
 * What was typed, checked by the API's own rules for a new user (every field of the drawer
 * required).
 */
const schema = z
  .object(
    Object.fromEntries(FIELDS.map((f) => [f, z.string()])) as Record<
      keyof AddUserValues,
      z.ZodString
    >,
  )
  .pipe(newUserFormBody);

/**
 * "Add new user": full name, username, e-mail, contact, company, country, role and plan, each
 * checked as the API checks it; an e-mail another user has comes back from the API onto its
 * field, and nothing typed is lost.
 */
export function AddUserDrawer({ open, onOpenChange, onAdded }: AddUserDrawerProps) {
  const { t } = useKitTranslation(usersNs);
  const labels = useUserLabels();
  const add = useAddUser();
  const roleOptions = useRoleOptions();
  const form = useZodForm(schema, { defaultValues: EMPTY });
  const { register, control, formState } = form;
  const { errors } = formState;

  const countryOptions = useMemo(
    () => USER_COUNTRIES.map((c) => ({ value: c, label: labels.country(c) })),
    [labels],
  );
  const planOptions = useMemo(
    () => USER_PLANS.map((p) => ({ value: p, label: labels.plan(p) })),
    [labels],
  );
  const roleChoices = useMemo(
    () => roleOptions.map(({ value, label }) => ({ value, label })),
    [roleOptions],
  );

  const save = async (body: NewUserForm) => {
    const { body: user } = await add.mutateAsync(body);
    toast.success(t('add.created', { name: user.fullName }));
    onAdded?.(user);
  };

  return (
    <FormDrawer
      resetOnOpen={() => EMPTY}
      open={open}
      onOpenChange={onOpenChange}
      title={t('add.title')}
      description={t('add.description')}
      form={form}
      onSubmit={save}
      submitLabel={t('add.save')}
    >
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
        hint={t('add.contactHint')}
        error={errors.contact?.message}
        required
        autoComplete="off"
        {...register('contact')}
      />
      <TextField
        label={t('fields.company')}
        error={errors.company?.message}
        required
        autoComplete="off"
        {...register('company')}
      />
      <Controller
        control={control}
        name="country"
        render={({ field }) => (
          <Select
            label={t('fields.country')}
            error={errors.country?.message}
            required
            options={countryOptions}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            placeholder={t('add.selectCountry')}
          />
        )}
      />
      <Controller
        control={control}
        name="role"
        render={({ field }) => (
          <Select
            label={t('fields.role')}
            error={errors.role?.message}
            required
            options={roleChoices}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            placeholder={t('add.selectRole')}
          />
        )}
      />
      <Controller
        control={control}
        name="currentPlan"
        render={({ field }) => (
          <Select<UserPlan>
            label={t('fields.plan')}
            error={errors.currentPlan?.message}
            required
            options={planOptions}
            value={field.value as UserPlan | ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            placeholder={t('add.selectPlan')}
          />
        )}
      />
    </FormDrawer>
  );
}
