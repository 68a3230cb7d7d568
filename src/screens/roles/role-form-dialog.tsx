import { useMemo } from 'react';
import { Controller } from 'react-hook-form';

import { useCreateRole, useUpdateRole } from '@/api/client/roles';
import {
  emptyRolePermissions,
  ROLE_NAME_MAX,
  type Role,
  type RoleInput,
  type RolePermissions,
} from '@/api/types/roles';
import { toast } from '@/components/feedback/toast';
import { FormDialog } from '@/components/form/form-dialog';
import { TextField } from '@/components/form/text-field';
import { useZodForm } from '@/components/form/use-zod-form';
import { rolesNs } from '@/i18n/ns/roles';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { useUserLabels } from '../shared/users/user-labels';
import { roleFormSchema } from './role-form-schema';
import { RolePermissionGrid } from './role-permission-grid';

export interface RoleFormDialogProps {
  /** Whether the dialog is open. */
  open: boolean;
  /** Called when the dialog asks to open or close (also after a successful save). */
  onOpenChange: (open: boolean) => void;
  /** The role to edit; null adds one. */
  role: Role | null;
  /** Every role (their names are taken). */
  roles: readonly Role[];
}

interface RoleValues {
  name: string;
  permissions: RolePermissions;
}

/**
 * Adds or edits a role: its name (required, no other role's) and its permissions per area, with
 * "Select all". A role of the samples shows its name in the reader's language; left as shown, the
 * name is not changed.
 */
export function RoleFormDialog({ open, onOpenChange, role, roles }: RoleFormDialogProps) {
  const { t } = useKitTranslation(rolesNs);
  const labels = useUserLabels();
  const create = useCreateRole();
  const update = useUpdateRole();
  const shownName = role ? labels.role(role.name) : '';
  const taken = useMemo(
    () => roles.filter((r) => r.id !== role?.id).flatMap((r) => [r.name, labels.role(r.name)]),
    [roles, role, labels],
  );
  const schema = useMemo(() => roleFormSchema(taken), [taken]);
  const initial = (): RoleValues => ({
    name: shownName,
    permissions: role ? role.permissions : emptyRolePermissions(),
  });
  const form = useZodForm(schema, { defaultValues: initial() });
  const { register, control, formState } = form;
  const { errors } = formState;

  const save = async (body: RoleInput) => {
    if (role) {
      const renamed = body.name !== shownName;
      const saved = await update.mutateAsync({
        id: role.id,
        changes: { ...(renamed && { name: body.name }), permissions: body.permissions },
      });
      toast.success(t('dialog.saved', { name: labels.role(saved.name) }));
    } else {
      const saved = await create.mutateAsync(body);
      toast.success(t('dialog.created', { name: saved.name }));
    }
  };

  return (
    <FormDialog
      resetOnOpen={initial}
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title={role ? t('dialog.editTitle', { name: shownName }) : t('dialog.addTitle')}
      description={t('dialog.description')}
      form={form}
      onSubmit={save}
    >
      <TextField
        label={t('dialog.name')}
        placeholder={t('dialog.namePlaceholder')}
        error={errors.name?.message}
        required
        maxLength={ROLE_NAME_MAX + 10}
        autoComplete="off"
        {...register('name')}
      />
      <Controller
        control={control}
        name="permissions"
        render={({ field }) => (
          <RolePermissionGrid
            value={field.value as RolePermissions}
            onChange={field.onChange}
            disabled={formState.isSubmitting}
          />
        )}
      />
    </FormDialog>
  );
}
