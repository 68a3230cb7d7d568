import { useMemo } from 'react';
import { Controller, useWatch } from 'react-hook-form';

import { useCreateDeviceType, useUpdateDeviceType } from '@/api/client/device-types';
import {
  DEVICE_CATEGORIES,
  NAMEPLATE_FIELDS,
  type DeviceCategory,
  type DeviceType,
  type DeviceTypeInput,
  type NameplateField,
} from '@/api/types/devices';
import { ConfirmDialog } from '@/components/feedback/confirm-dialog';
import { toast } from '@/components/feedback/toast';
import { Checkbox } from '@/components/form/checkbox';
import { FormDrawer } from '@/components/form/form-drawer';
import { NumberField } from '@/components/form/number-field';
import { Select } from '@/components/form/select';
import { TextField } from '@/components/form/text-field';
import { Textarea } from '@/components/form/textarea';
import { SAVE_CANCELLED } from '@/components/form/use-form-submit';
import { useZodForm } from '@/components/form/use-zod-form';
import { deviceFormsNs } from '@/i18n/ns/deviceForms';
import { devicesNs } from '@/i18n/ns/devices';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import type { DescribeField } from './conflict-rows';
import { deviceTypeFormSchema, deviceTypeToForm } from './device-type-schema';
import { EditConflictPanel } from './edit-conflict-panel';
import { IntervalImpactNote } from './interval-impact-note';
import { useEditConflict } from './use-edit-conflict';
import { useIntervalImpactCheck } from './use-interval-impact-check';

export interface DeviceTypeFormDrawerProps {
  /** Whether the drawer is open. */
  open: boolean;
  /** Called when the drawer asks to open or close (also after a successful save). */
  onOpenChange: (open: boolean) => void;
  /** The type to edit; null or omitted adds a new one. */
  type?: DeviceType | null;
  /** Called with the saved type (after the success toast). */
  onSaved?: (type: DeviceType) => void;
}

/**
 * Adds or edits a device type: code (two capital letters, unique), name, category, inspection
 * interval (1–3650 days), alarm thresholds and the nameplate fields its devices carry. Checked
 * with zod here and by the API; the API's field errors land on the fields, and a failed save
 * keeps everything typed. An edit is based on the version it opened: when someone else saved
 * the type meanwhile, their changes are merged into the form, with a choice for each field both
 * changed.
 */
export function DeviceTypeFormDrawer({
  open,
  onOpenChange,
  type = null,
  onSaved,
}: DeviceTypeFormDrawerProps) {
  const { t } = useKitTranslation(devicesNs);
  const { t: tf } = useKitTranslation(deviceFormsNs);
  const create = useCreateDeviceType();
  const update = useUpdateDeviceType();
  const schema = useMemo(() => deviceTypeFormSchema(), []);
  const form = useZodForm(schema, { defaultValues: deviceTypeToForm(type) });
  const edit = useEditConflict(type, open, {
    form,
    toValues: deviceTypeToForm,
    chooseFirst: tf('conflict.chooseFirst'),
  });
  const { register, control, formState } = form;
  const { errors } = formState;
  // The interval the type has (or has since a merge with someone else's save) is what a new one is weighed against.
  const savedDays = (edit.loaded ?? type)?.inspectionIntervalDays;
  const interval = useIntervalImpactCheck(
    type,
    savedDays,
    useWatch({ control, name: 'inspectionIntervalDays' }),
  );

  const categoryOptions = useMemo(
    () => DEVICE_CATEGORIES.map((c) => ({ value: c, label: t(`category.${c}`) })),
    [t],
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

  // The fields as the conflict panel names and shows them.
  const describe: DescribeField = (field) => {
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

  const asked = interval.question;
  return (
    <>
      <FormDrawer
        resetOnOpen={() => deviceTypeToForm(type)}
        open={open}
        onOpenChange={onOpenChange}
        size="lg"
        title={type ? t('form.editType', { code: type.code }) : t('form.addType')}
        description={t('form.typeHint')}
        form={form}
        onSubmit={save}
        isErrorResolved={edit.isResolved}
      >
        <EditConflictPanel edit={edit} describe={describe} />
        <div className="ee:grid ee:gap-5 ee:sm:grid-cols-[9rem_1fr]">
          <TextField
            label={t('typeFields.code')}
            hint={t('typeFields.codeHint')}
            error={errors.code?.message}
            required
            autoComplete="off"
            maxLength={4}
            {...register('code')}
          />
          <TextField
            label={t('typeFields.name')}
            error={errors.name?.message}
            required
            autoComplete="off"
            {...register('name')}
          />
        </div>
        <div className="ee:grid ee:gap-5 ee:sm:grid-cols-2">
          <Controller
            control={control}
            name="category"
            render={({ field }) => (
              <Select<DeviceCategory>
                label={t('typeFields.category')}
                error={errors.category?.message}
                required
                options={categoryOptions}
                value={field.value as DeviceCategory | ''}
                onChange={field.onChange}
                onBlur={field.onBlur}
                placeholder={t('form.selectCategory')}
              />
            )}
          />
          <NumberField
            label={t('typeFields.interval')}
            error={errors.inspectionIntervalDays?.message}
            required
            min={1}
            max={3650}
            step={1}
            {...register('inspectionIntervalDays')}
          />
        </div>
        {interval.note && <IntervalImpactNote {...interval.note} />}
        <Textarea
          label={t('typeFields.description')}
          error={errors.description?.message}
          rows={3}
          {...register('description')}
        />
        <fieldset className="ee:m-0 ee:border-0 ee:p-0">
          <legend className="ee:mb-3 ee:p-0 ee:text-[15px] ee:font-medium ee:text-heading">
            {t('typeFields.thresholds')}
          </legend>
          <div className="ee:grid ee:gap-5 ee:sm:grid-cols-2">
            <NumberField
              label={t('typeFields.maxTemperatureC')}
              error={errors.thresholds?.maxTemperatureC?.message}
              required
              unit="°C"
              {...register('thresholds.maxTemperatureC')}
            />
            <NumberField
              label={t('typeFields.maxLoadPercent')}
              error={errors.thresholds?.maxLoadPercent?.message}
              required
              unit="%"
              {...register('thresholds.maxLoadPercent')}
            />
          </div>
        </fieldset>
        <fieldset className="ee:m-0 ee:border-0 ee:p-0">
          <legend className="ee:mb-3 ee:p-0 ee:text-[15px] ee:font-medium ee:text-heading">
            {t('typeFields.nameplateFields')}
          </legend>
          <Controller
            control={control}
            name="nameplateFields"
            render={({ field }) => (
              <div className="ee:grid ee:gap-2.5 ee:sm:grid-cols-2">
                {NAMEPLATE_FIELDS.map((f) => (
                  <Checkbox
                    key={f}
                    label={t(`nameplate.${f}`)}
                    checked={field.value.includes(f)}
                    // Kept in the catalogue's order, whatever order they are ticked in.
                    onCheckedChange={(checked) =>
                      field.onChange(
                        checked === true
                          ? NAMEPLATE_FIELDS.filter((x) => x === f || field.value.includes(x))
                          : field.value.filter((x) => x !== f),
                      )
                    }
                  />
                ))}
              </div>
            )}
          />
          {errors.nameplateFields?.message && (
            <p className="ee:m-0 ee:mt-2 ee:text-[13px] ee:text-[var(--ee-error-ink)]">
              {errors.nameplateFields.message}
            </p>
          )}
        </fieldset>
      </FormDrawer>
      <ConfirmDialog
        open={asked !== null}
        onOpenChange={(open) => !open && interval.answer(false)}
        title={asked ? tf('intervalImpact.confirmTitle', { days: asked.days }) : ''}
        message={
          asked?.impact
            ? tf('intervalImpact.confirmMessage', {
                overdue: asked.impact.overdue,
                overdueNow: asked.impact.overdueNow,
                due: asked.impact.dueWithin30Days,
                dueNow: asked.impact.dueWithin30DaysNow,
              })
            : tf('intervalImpact.confirmUnknown')
        }
        confirmLabel={tf('intervalImpact.confirm')}
        initialFocus="cancel"
        onConfirm={() => interval.answer(true)}
      />
    </>
  );
}
