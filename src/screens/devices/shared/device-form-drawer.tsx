import { IconRefresh } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';

import { useLocationTree } from '@/api/client/device-locations';
import { useDeviceTypes } from '@/api/client/device-types';
import { useCreateDevice, useNextDeviceNumber, useUpdateDevice } from '@/api/client/devices';
import { TAG_MAX, TAGS_MAX } from '@/api/contract/devices';
import {
  DEVICE_STATUSES,
  type Device,
  type DeviceDetail,
  type DeviceInput,
  type DeviceStatus,
  type NameplateField,
} from '@/api/types/devices';
import { toast } from '@/components/feedback/toast';
import { ChipInput } from '@/components/form/chip-input';
import { Combobox } from '@/components/form/combobox';
import { DatePicker } from '@/components/form/date-picker';
import { FormDrawer } from '@/components/form/form-drawer';
import { NumberField } from '@/components/form/number-field';
import { Select } from '@/components/form/select';
import { TextField } from '@/components/form/text-field';
import { Textarea } from '@/components/form/textarea';
import { useZodForm } from '@/components/form/use-zod-form';
import { IconButton } from '@/components/ui/icon-button';
import { deviceFormsNs } from '@/i18n/ns/deviceForms';
import { devicesNs } from '@/i18n/ns/devices';
import { useKitTranslation } from '@/i18n/use-kit-translation';
import { deviceDetailHref, useScreenPaths } from '@/screens/paths';

import type { DescribeField } from './conflict-rows';
import {
  deviceFormSchema,
  deviceToForm,
  isTextNameplateField,
  type DeviceFormValues,
} from './device-schema';
import { EditConflictPanel } from './edit-conflict-panel';
import { flattenLocations } from './location-options';
import { useEditConflict } from './use-edit-conflict';

export interface DeviceFormDrawerProps {
  /** Whether the drawer is open. */
  open: boolean;
  /** Called when the drawer asks to open or close (also after a successful save). */
  onOpenChange: (open: boolean) => void;
  /** The device to edit; null or omitted adds a new one. */
  device?: Device | null;
  /** Values a new device starts with (e.g. `locationId` of the location it is added from). */
  defaults?: Partial<DeviceInput>;
  /** Called with the saved device (after the success toast). */
  onSaved?: (device: DeviceDetail) => void;
}

const ALL = { itemsPerPage: -1 } as const;
const CONDITIONS = ['1', '2', '3', '4', '5'] as const;
const DATE_FIELDS = ['installDate', 'commissionDate', 'warrantyUntil', 'lastInspection'] as const;
const NO_FIELDS: readonly NameplateField[] = [];
/** The text and date fields of the form, each labelled by `fields.<name>`. */
type PlainField = Exclude<
  keyof DeviceFormValues,
  'number' | 'typeId' | 'locationId' | 'status' | 'condition' | 'nameplate'
>;

/**
 * Adds or edits a device. A new device's number is generated from the commissioning year, the
 * type code and the next serial, and may be changed (the API checks it is unique); the
 * nameplate fields are those the chosen type lists. The API's field errors land on the fields,
 * and a failed save keeps everything typed. An edit is based on the version it opened: when
 * someone else saved the device meanwhile, the save is refused and merged into the form (their
 * changes taken, mine kept, a choice for each field both changed) to save again.
 */
export function DeviceFormDrawer({
  open,
  onOpenChange,
  device = null,
  defaults,
  onSaved,
}: DeviceFormDrawerProps) {
  const { t } = useKitTranslation(devicesNs);
  const { t: tf } = useKitTranslation(deviceFormsNs);
  const navigate = useNavigate();
  const paths = useScreenPaths();
  const creating = device === null;
  const types = useDeviceTypes(ALL);
  const locations = useLocationTree();
  const create = useCreateDevice();
  const update = useUpdateDevice();

  // The schema checks the nameplate fields of the chosen type, so it follows the type select.
  const [fieldsOfType, setFieldsOfType] = useState<readonly NameplateField[]>(NO_FIELDS);
  const schema = useMemo(() => deviceFormSchema(fieldsOfType, creating), [fieldsOfType, creating]);
  const form = useZodForm(schema, { defaultValues: deviceToForm(device, defaults) });
  const edit = useEditConflict(device, open, {
    form,
    toValues: deviceToForm,
    chooseFirst: tf('conflict.chooseFirst'),
  });
  const { register, control, setValue, getFieldState, formState } = form;
  const { errors } = formState;

  const typeId = useWatch({ control, name: 'typeId' });
  const commissionDate = useWatch({ control, name: 'commissionDate' });
  const type = types.data?.types.find((ty) => String(ty.id) === typeId);
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

  const typeOptions = useMemo(
    () =>
      (types.data?.types ?? []).map((ty) => ({
        value: String(ty.id),
        label: `${ty.code} · ${ty.name}`,
      })),
    [types.data],
  );
  const locationOptions = useMemo(
    () =>
      flattenLocations(locations.data?.tree).map((o) => ({
        value: o.value,
        label: o.path,
        path: o.names,
      })),
    [locations.data],
  );
  const statusOptions = useMemo(
    () => DEVICE_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) })),
    [t],
  );
  const conditionOptions = useMemo(
    () =>
      CONDITIONS.map((c) => ({
        value: c,
        label: t('condition.grade', { grade: c, label: t(`condition.${c}`) }),
      })),
    [t],
  );

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

  // The fields as the conflict panel names and shows them.
  const describe: DescribeField = (field) => {
    const [group, name] = field.split('.');
    if (group === 'nameplate')
      return nameplateFields.includes(name as NameplateField)
        ? { label: t(`nameplate.${name as NameplateField}`) }
        : undefined;
    switch (field) {
      case 'number':
        return undefined;
      case 'typeId':
        return {
          label: t('fields.type'),
          show: (v) => typeOptions.find((o) => o.value === v)?.label ?? v,
        };
      case 'locationId':
        return {
          label: t('fields.location'),
          show: (v) => locationOptions.find((o) => o.value === v)?.label ?? v,
        };
      case 'status':
        return {
          label: t('fields.status'),
          show: (v) => statusOptions.find((o) => o.value === v)?.label ?? v,
        };
      case 'condition':
        return {
          label: t('fields.condition'),
          show: (v) => conditionOptions.find((o) => o.value === v)?.label ?? v,
        };
      default:
        return { label: t(`fields.${field as PlainField}`) };
    }
  };

  const numberField = register('number', {
    onChange: () => {
      numberEdited.current = true;
    },
  });

  return (
    <FormDrawer
      resetOnOpen={valuesAtOpening}
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title={device ? t('form.editDevice', { number: device.number }) : t('form.addDevice')}
      description={device ? device.name : t('form.addDeviceHint')}
      form={form}
      onSubmit={save}
      isErrorResolved={edit.isResolved}
    >
      <EditConflictPanel edit={edit} describe={describe} />
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
                onClick={() => {
                  numberEdited.current = false;
                  if (suggested) setValue('number', suggested, { shouldValidate: true });
                }}
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
      <fieldset className="ee:m-0 ee:border-0 ee:p-0">
        <legend className="ee:mb-3 ee:p-0 ee:text-[15px] ee:font-medium ee:text-heading">
          {t('form.dates')}
        </legend>
        <div className="ee:grid ee:gap-5 ee:sm:grid-cols-2">
          {DATE_FIELDS.map((name) => (
            <Controller
              key={name}
              control={control}
              name={name}
              render={({ field }) => (
                <DatePicker
                  label={t(`fields.${name}`)}
                  error={errors[name]?.message}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                />
              )}
            />
          ))}
        </div>
      </fieldset>
      {nameplateFields.length > 0 && (
        <fieldset className="ee:m-0 ee:border-0 ee:p-0">
          <legend className="ee:mb-1 ee:p-0 ee:text-[15px] ee:font-medium ee:text-heading">
            {t('nameplate.title')}
          </legend>
          <p className="ee:m-0 ee:mb-3 ee:text-[13px] ee:text-muted">{t('nameplate.hint')}</p>
          <div className="ee:grid ee:gap-5 ee:sm:grid-cols-2">
            {nameplateFields.map((f) =>
              isTextNameplateField(f) ? (
                <TextField
                  key={f}
                  label={t(`nameplate.${f}`)}
                  error={errors.nameplate?.[f]?.message}
                  {...register(`nameplate.${f}`)}
                />
              ) : (
                <NumberField
                  key={f}
                  label={t(`nameplate.${f}`)}
                  error={errors.nameplate?.[f]?.message}
                  min={0}
                  {...register(`nameplate.${f}`)}
                />
              ),
            )}
          </div>
        </fieldset>
      )}
      <Controller
        control={control}
        name="tags"
        render={({ field }) => (
          <ChipInput
            label={t('fields.tags')}
            hint={t('fields.tagsHint')}
            // The count's error is on the list, a too long tag's on its item.
            error={
              errors.tags?.message ??
              (Array.isArray(errors.tags) ? errors.tags.find(Boolean)?.message : undefined)
            }
            maxLength={TAG_MAX}
            maxItems={TAGS_MAX}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
          />
        )}
      />
      <Textarea
        label={t('fields.notes')}
        error={errors.notes?.message}
        rows={3}
        {...register('notes')}
      />
    </FormDrawer>
  );
}
