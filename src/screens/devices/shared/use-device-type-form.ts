import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';

import { useCreateDeviceType, useUpdateDeviceType } from '@/api/client/device-types';
import type {
  DeviceCategory,
  DeviceType,
  DeviceTypeInput,
  NameplateField,
} from '@/api/types/devices';
import { toast } from '@/components/feedback/toast';
import { SAVE_CANCELLED } from '@/components/form/use-form-submit';
import { useZodForm, type ZodForm } from '@/components/form/use-zod-form';
import { deviceFormsNs } from '@/i18n/ns/deviceForms';
import { devicesNs } from '@/i18n/ns/devices';
import { useKitTranslation, type KitTranslation } from '@/i18n/use-kit-translation';

import type { DescribeField } from '../../shared/edit-conflict/conflict-rows';
import { useEditConflict } from '../../shared/edit-conflict/use-edit-conflict';
import { deviceTypeFormSchema, deviceTypeToForm } from './device-type-schema';
import { useIntervalImpactCheck } from './use-interval-impact-check';

/** The device type form, typed by its schema. */
export type DeviceTypeForm = ZodForm<ReturnType<typeof deviceTypeFormSchema>>;

/** The fields as the conflict panel names and shows them. */
function describeFields(t: KitTranslation<'devices'>['t']): DescribeField {
  return (field) => {
    switch (field) {
      case 'category':
        return {
          label: t('typeFields.category'),
          show: (v) => (v ? t(`category.${v as DeviceCategory}`) : v),
        };
      case 'inspectionIntervalDays':
        return { label: t('typeFields.interval') };
      case 'nameplateFields':
        return {
          label: t('typeFields.nameplateFields'),
          show: (v) =>
            v
              ? v
                  .split(', ')
                  .map((f) => t(`nameplate.${f as NameplateField}`))
                  .join(', ')
              : v,
        };
      case 'thresholds.maxTemperatureC':
        return { label: t('typeFields.maxTemperatureC') };
      case 'thresholds.maxLoadPercent':
        return { label: t('typeFields.maxLoadPercent') };
      case 'code':
      case 'name':
      case 'description':
        return { label: t(`typeFields.${field}`) };
      default:
        return undefined;
    }
  };
}

export interface UseDeviceTypeFormOptions {
  open: boolean;
  type: DeviceType | null;
  onSaved?: (type: DeviceType) => void;
}

/**
 * The device type form's state and save: the edit conflict, the check of a new inspection
 * interval's impact (confirmed before saving), and the create or update with its toast.
 */
export function useDeviceTypeForm({ open, type, onSaved }: UseDeviceTypeFormOptions) {
  const { t } = useKitTranslation(devicesNs);
  const { t: tf } = useKitTranslation(deviceFormsNs);
  const create = useCreateDeviceType();
  const update = useUpdateDeviceType();
  const schema = useMemo(() => deviceTypeFormSchema(), []);
  const form: DeviceTypeForm = useZodForm(schema, { defaultValues: deviceTypeToForm(type) });
  const edit = useEditConflict(type, open, {
    form,
    toValues: deviceTypeToForm,
    chooseFirst: tf('conflict.chooseFirst'),
  });
  // The interval the type has (or has since a merge with someone else's save) is what a new one is
  // weighed against.
  const savedDays = (edit.loaded ?? type)?.inspectionIntervalDays;
  const interval = useIntervalImpactCheck(
    type,
    savedDays,
    useWatch({ control: form.control, name: 'inspectionIntervalDays' }),
  );

  const save = async (body: DeviceTypeInput) => {
    edit.guard();
    // A new interval that moves devices into (or out of) overdue or due is confirmed first.
    if (!(await interval.confirm(body.inspectionIntervalDays))) return SAVE_CANCELLED;
    let saved: DeviceType;
    try {
      saved = type
        ? await update.mutateAsync({ id: type.id, changes: body, version: edit.version() })
        : await create.mutateAsync(body);
    } catch (error) {
      edit.capture(error);
      throw error;
    }
    edit.settle();
    toast.success(
      type
        ? t('form.typeSaved', { code: saved.code })
        : t('form.typeCreated', { code: saved.code }),
    );
    onSaved?.(saved);
  };

  return { form, edit, interval, save, describe: describeFields(t) };
}

/** The interval check, as the impact dialog reads it. */
export type IntervalImpactCheck = ReturnType<typeof useIntervalImpactCheck>;
