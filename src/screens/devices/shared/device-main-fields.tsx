import { IconRefresh } from '@tabler/icons-react';
import { Controller, type UseFormRegisterReturn } from 'react-hook-form';

import type { DeviceStatus } from '@/api/types/devices';
import { Combobox } from '@/components/form/combobox';
import { Select } from '@/components/form/select';
import { TextField } from '@/components/form/text-field';
import { IconButton } from '@/components/ui/icon-button';
import { devicesNs } from '@/i18n/ns/devices';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import type { DeviceForm } from './use-device-form';
import type { DeviceFormOptions } from './use-device-form-options';

export interface DeviceMainFieldsProps {
  form: DeviceForm;
  options: DeviceFormOptions;
  /** Adding a device: the type may be chosen and the number is generated. */
  creating: boolean;
  /** The number field, registered by the form's hook (an edit stops it following the type). */
  numberField: UseFormRegisterReturn<'number'>;
  /** The generated number, when there is one. */
  suggested: string | undefined;
  /** Puts the generated number back. */
  onRegenerate: () => void;
}

/**
 * The device form's first section: type, number, name, location, status, condition, maker and who
 * is responsible.
 */
export function DeviceMainFields({
  form,
  options,
  creating,
  numberField,
  suggested,
  onRegenerate,
}: DeviceMainFieldsProps) {
  const { t } = useKitTranslation(devicesNs);
  const { register, control, formState } = form;
  const { errors } = formState;
  const { typeOptions, locationOptions, statusOptions, conditionOptions } = options;
  return (
    <div className="ee:grid ee:gap-5 ee:sm:grid-cols-2">
      <Controller
        control={control}
        name="typeId"
        render={({ field }) => (
          <Select
            label={t('fields.type')}
            error={errors.typeId?.message}
            required
            disabled={!creating}
            options={typeOptions}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            placeholder={t('form.selectType')}
          />
        )}
      />
      <TextField
        label={t('fields.number')}
        hint={creating ? t('fields.numberHint') : undefined}
        error={errors.number?.message}
        readOnly={!creating}
        autoComplete="off"
        spellCheck={false}
        className="ee:read-only:bg-surface-2"
        endAdornment={
          creating ? (
            <IconButton
              aria-label={t('form.regenerate')}
              title={t('form.regenerate')}
              size="sm"
              disabled={!suggested}
              onClick={onRegenerate}
            >
              <IconRefresh aria-hidden />
            </IconButton>
          ) : undefined
        }
        {...numberField}
      />
      <TextField
        label={t('fields.name')}
        error={errors.name?.message}
        required
        autoComplete="off"
        fieldClassName="ee:sm:col-span-2"
        {...register('name')}
      />
      <Controller
        control={control}
        name="locationId"
        render={({ field }) => (
          <Combobox
            label={t('fields.location')}
            error={errors.locationId?.message}
            required
            options={locationOptions}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            placeholder={t('form.selectLocation')}
            className="ee:sm:col-span-2"
          />
        )}
      />
      <Controller
        control={control}
        name="status"
        render={({ field }) => (
          <Select<DeviceStatus>
            label={t('fields.status')}
            error={errors.status?.message}
            options={statusOptions}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
          />
        )}
      />
      <Controller
        control={control}
        name="condition"
        render={({ field }) => (
          <Select
            label={t('fields.condition')}
            error={errors.condition?.message}
            options={conditionOptions}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
          />
        )}
      />
      <TextField
        label={t('fields.manufacturer')}
        error={errors.manufacturer?.message}
        {...register('manufacturer')}
      />
      <TextField label={t('fields.model')} error={errors.model?.message} {...register('model')} />
      <TextField
        label={t('fields.serialNumber')}
        error={errors.serialNumber?.message}
        {...register('serialNumber')}
      />
      <TextField
        label={t('fields.responsible')}
        error={errors.responsible?.message}
        {...register('responsible')}
      />
    </div>
  );
}
