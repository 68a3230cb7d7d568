import { useEffect, useMemo, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';

import { useCreateDevice, useNextDeviceNumber, useUpdateDevice } from '@/api/client/devices';
import type { Device, DeviceDetail, DeviceInput, NameplateField } from '@/api/types/devices';
import { toast } from '@/components/feedback/toast';
import { useZodForm, type ZodForm } from '@/components/form/use-zod-form';
import { deviceFormsNs } from '@/i18n/ns/deviceForms';
import { devicesNs } from '@/i18n/ns/devices';
import { useKitTranslation, type KitTranslation } from '@/i18n/use-kit-translation';
import { deviceDetailHref, useScreenPaths } from '@/screens/paths';

import type { DescribeField } from '../../shared/edit-conflict/conflict-rows';
import { useEditConflict } from '../../shared/edit-conflict/use-edit-conflict';
import { deviceFormSchema, deviceToForm, type DeviceFormValues } from './device-schema';
import { useDeviceFormOptions, type DeviceFormOptions } from './use-device-form-options';

/** The device form, typed by its schema. */
export type DeviceForm = ZodForm<ReturnType<typeof deviceFormSchema>>;

const NO_FIELDS: readonly NameplateField[] = [];
/** The text and date fields of the form, each labelled by `fields.<name>`. */
type PlainField = Exclude<
  keyof DeviceFormValues,
  'number' | 'typeId' | 'locationId' | 'status' | 'condition' | 'nameplate'
>;

type Translate = KitTranslation<'devices'>['t'];

/** The fields as the conflict panel names and shows them. */
function describeFields(
  t: Translate,
  nameplateFields: readonly NameplateField[],
  options: DeviceFormOptions,
): DescribeField {
  const shown = (list: readonly { value: string; label: string }[]) => (v: string) =>
    list.find((o) => o.value === v)?.label ?? v;
  return (field) => {
    const [group, name] = field.split('.');
    if (group === 'nameplate')
      return nameplateFields.includes(name as NameplateField)
        ? { label: t(`nameplate.${name as NameplateField}`) }
        : undefined;
    switch (field) {
      case 'number':
        return undefined;
      case 'typeId':
        return { label: t('fields.type'), show: shown(options.typeOptions) };
      case 'locationId':
        return { label: t('fields.location'), show: shown(options.locationOptions) };
      case 'status':
        return { label: t('fields.status'), show: shown(options.statusOptions) };
      case 'condition':
        return { label: t('fields.condition'), show: shown(options.conditionOptions) };
      default:
        return { label: t(`fields.${field as PlainField}`) };
    }
  };
}

export interface UseDeviceFormOptions {
  open: boolean;
  device: Device | null;
  defaults?: Partial<DeviceInput>;
  onSaved?: (device: DeviceDetail) => void;
}

/**
 * The device form's state and save: the schema following the chosen type's nameplate fields,
 * the generated number (following the type and commissioning year until edited), the edit
 * conflict, and the create or update with its toast.
 */
export function useDeviceForm({ open, device, defaults, onSaved }: UseDeviceFormOptions) {
  const { t } = useKitTranslation(devicesNs);
  const { t: tf } = useKitTranslation(deviceFormsNs);
  const navigate = useNavigate();
  const paths = useScreenPaths();
  const creating = device === null;
  const options = useDeviceFormOptions();
  const create = useCreateDevice();
  const update = useUpdateDevice();

  // The schema checks the nameplate fields of the chosen type, so it follows the type select.
  const [fieldsOfType, setFieldsOfType] = useState<readonly NameplateField[]>(NO_FIELDS);
  const schema = useMemo(() => deviceFormSchema(fieldsOfType, creating), [fieldsOfType, creating]);
  const form: DeviceForm = useZodForm(schema, { defaultValues: deviceToForm(device, defaults) });
  const edit = useEditConflict(device, open, {
    form,
    toValues: deviceToForm,
    chooseFirst: tf('conflict.chooseFirst'),
  });
  const { control, setValue, getFieldState } = form;

  const typeId = useWatch({ control, name: 'typeId' });
  const commissionDate = useWatch({ control, name: 'commissionDate' });
  const type = options.types.data?.types.find((ty) => String(ty.id) === typeId);
  const nameplateFields = type?.nameplateFields ?? NO_FIELDS;
  if (nameplateFields !== fieldsOfType) setFieldsOfType(nameplateFields);

  // The generated number follows the type and the commissioning year until the user edits it.
  const numberEdited = useRef(false);
  const year = /^\d{4}-/.test(commissionDate ?? '')
    ? Number(commissionDate.slice(0, 4))
    : undefined;
  const next = useNextDeviceNumber(open && creating && typeId ? Number(typeId) : null, year);
  const suggested = next.data?.number;
  useEffect(() => {
    if (open && creating && suggested && !numberEdited.current)
      setValue('number', suggested, { shouldValidate: getFieldState('number').isTouched });
  }, [open, creating, suggested, setValue, getFieldState]);

  // Each opening starts from the device (or the defaults), with the number following again.
  const valuesAtOpening = () => {
    numberEdited.current = false;
    return deviceToForm(device, defaults);
  };
  const numberField = form.register('number', {
    onChange: () => {
      numberEdited.current = true;
    },
  });
  const regenerateNumber = () => {
    numberEdited.current = false;
    if (suggested) setValue('number', suggested, { shouldValidate: true });
  };

  const save = async (body: DeviceInput) => {
    edit.guard();
    let saved: DeviceDetail;
    try {
      saved = device
        ? await update.mutateAsync({
            number: device.number,
            changes: body,
            version: edit.version(),
          })
        : await create.mutateAsync(body);
    } catch (error) {
      edit.capture(error);
      throw error;
    }
    edit.settle();
    if (creating) {
      toast.success(t('form.deviceCreated', { number: saved.number }), {
        action: {
          label: t('list.openDevice', { number: saved.number }),
          onClick: () => navigate(deviceDetailHref(paths, saved.number)),
        },
      });
    } else toast.success(t('form.deviceSaved', { number: saved.number }));
    onSaved?.(saved);
  };

  return {
    form,
    edit,
    creating,
    options,
    nameplateFields,
    suggested,
    numberField,
    regenerateNumber,
    valuesAtOpening,
    save,
    describe: describeFields(t, nameplateFields, options),
  };
}
