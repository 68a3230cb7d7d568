import { IconAlertTriangle } from '@tabler/icons-react';
import { Controller } from 'react-hook-form';
import { z } from 'zod';

import { useCreatePermission, useUpdatePermission } from '@/api/client/permissions';
import { permissionBody } from '@/api/contract/permissions';
import {
  PERMISSION_NAME_MAX,
  PERMISSION_ROLES,
  type Permission,
  type PermissionInput,
  type PermissionRole,
} from '@/api/types/permissions';
import { toast } from '@/components/feedback/toast';
import { Checkbox } from '@/components/form/checkbox';
import { FormDialog } from '@/components/form/form-dialog';
import { TextField } from '@/components/form/text-field';
import { useZodForm } from '@/components/form/use-zod-form';
import { rolesNs } from '@/i18n/ns/roles';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { isolate } from '../shared/bidi';

export interface PermissionFormDialogProps {
  /** Whether the dialog is open. */
  open: boolean;
  /** Called when the dialog asks to open or close (also after a successful save). */
  onOpenChange: (open: boolean) => void;
  /** The permission to edit; null adds one. */
  permission: Permission | null;
}

const schema = z
  .object({ name: z.string(), assignedTo: z.array(z.enum(PERMISSION_ROLES)) })
  .pipe(permissionBody);
const valuesOf = (p: Permission | null) => ({
  name: p?.name ?? '',
  assignedTo: p ? [...p.assignedTo] : (['administrator'] as PermissionRole[]),
});

/**
 * Adds or edits a permission: its name (required, no other permission's, said by the API) and
 * the roles that hold it (at least one). A refusal shows on its field and keeps what was typed.
 */
export function PermissionFormDialog({
  open,
  onOpenChange,
  permission,
}: PermissionFormDialogProps) {
  const { t } = useKitTranslation(rolesNs);
  const create = useCreatePermission();
  const update = useUpdatePermission();
  const form = useZodForm(schema, { defaultValues: valuesOf(permission) });
  const { register, control, formState } = form;
  const { errors } = formState;

  const save = async (body: PermissionInput) => {
    const saved = permission
      ? await update.mutateAsync({ id: permission.id, changes: body })
      : await create.mutateAsync(body);
    toast.success(
      permission
        ? t('permissionDialog.saved', { name: saved.name })
        : t('permissionDialog.created', { name: saved.name }),
    );
  };

  return (
    <FormDialog
      resetOnOpen={() => valuesOf(permission)}
      open={open}
      onOpenChange={onOpenChange}
      title={
        permission
          ? isolate((v) => t('permissionDialog.editTitle', { name: v.name }), {
              name: permission.name,
            })
          : t('permissionDialog.addTitle')
      }
      description={t('permissionDialog.description')}
      form={form}
      onSubmit={save}
    >
      {permission && (
        <p className="ee:tone-warning ee:m-0 ee:flex ee:gap-2 ee:rounded-ee ee:bg-tone/16 ee:p-3 ee:text-[15px] ee:text-tone-ink">
          <IconAlertTriangle aria-hidden size={20} className="ee:shrink-0" />
          {t('permissionDialog.editWarning')}
        </p>
      )}
      <TextField
        label={t('permissionDialog.name')}
        placeholder={t('permissionDialog.namePlaceholder')}
        error={errors.name?.message}
        required
        maxLength={PERMISSION_NAME_MAX + 10}
        autoComplete="off"
        {...register('name')}
      />
      <Controller
        control={control}
        name="assignedTo"
        render={({ field }) => (
          <fieldset
            className="ee:m-0 ee:border-0 ee:p-0"
            aria-invalid={errors.assignedTo ? true : undefined}
            aria-describedby={errors.assignedTo ? 'permission-roles-error' : undefined}
          >
            <legend className="ee:mb-3 ee:p-0 ee:text-[15px] ee:font-medium ee:text-heading">
              {t('permissionDialog.roles')}{' '}
              <span aria-hidden className="ee:text-[var(--ee-error-ink)]">
                *
              </span>
            </legend>
            <div className="ee:grid ee:gap-2.5 ee:sm:grid-cols-2">
              {PERMISSION_ROLES.map((role) => (
                <Checkbox
                  key={role}
                  label={t(`permissionRole.${role}`)}
                  checked={field.value.includes(role)}
                  invalid={!!errors.assignedTo}
                  onCheckedChange={(checked) =>
                    field.onChange(
                      checked === true
                        ? PERMISSION_ROLES.filter((r) => r === role || field.value.includes(r))
                        : field.value.filter((r) => r !== role),
                    )
                  }
                />
              ))}
            </div>
            {errors.assignedTo?.message && (
              <p
                id="permission-roles-error"
                className="ee:m-0 ee:mt-2 ee:text-[13px] ee:text-[var(--ee-error-ink)]"
              >
                {errors.assignedTo.message}
              </p>
            )}
          </fieldset>
        )}
      />
    </FormDialog>
  );
}
