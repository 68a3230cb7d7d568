import { useCallback, useMemo } from 'react';

import { useCreateMaintenancePlan, useUpdateMaintenancePlan } from '@/api/client/maintenance-plans';
import type { MaintenancePlan } from '@/api/types/maintenance-plans';
import { toast } from '@/components/feedback/toast';
import { useZodForm, type ZodForm } from '@/components/form/use-zod-form';
import { deviceFormsNs } from '@/i18n/ns/deviceForms';
import { plansNs } from '@/i18n/ns/plans';
import { workOrdersNs } from '@/i18n/ns/workOrders';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import type { DescribeField } from '../../shared/edit-conflict/conflict-rows';
import { useEditConflict } from '../../shared/edit-conflict/use-edit-conflict';
import { todayIso } from '../../shared/format';
import { planName } from '../plan-text';
import { planFormSchema, planToForm, type PlanFormValues } from './plan-form-schema';

/** The plan form, typed by its schema. */
export type PlanZodForm = ZodForm<typeof planFormSchema>;

/** The form's fields as the conflict panel names them (the ones it shows a value of). */
const FIELD_LABELS: Partial<Record<keyof PlanFormValues, string>> = {
  name: 'name',
  deviceTypeId: 'deviceType',
  deviceNumber: 'device',
  every: 'every',
  startDate: 'startDate',
  leadDays: 'leadDays',
  estimatedHours: 'estimatedHours',
};

export interface UsePlanFormOptions {
  open: boolean;
  /** The plan to edit; null adds one. */
  plan: MaintenancePlan | null;
  /** A new plan's device at first ('' for a type to choose). */
  deviceNumber?: string;
  onSaved?: (plan: MaintenancePlan) => void;
}

/**
 * The plan form's state and save: the contract's schema checks it, the API's field errors land on
 * the fields, a failed save keeps what was typed, and an edit is based on the version it opened
 * (someone else's save meanwhile is merged in, each field both changed waiting for a choice).
 */
export function usePlanForm({ open, plan, deviceNumber = '', onSaved }: UsePlanFormOptions) {
  const { t } = useKitTranslation(plansNs);
  const { t: tw } = useKitTranslation(workOrdersNs);
  const { t: tf } = useKitTranslation(deviceFormsNs);
  const create = useCreateMaintenancePlan();
  const update = useUpdateMaintenancePlan();
  const valuesAtOpening = useCallback(
    () => planToForm(plan, { deviceNumber, today: todayIso() }),
    [plan, deviceNumber],
  );
  const form: PlanZodForm = useZodForm(planFormSchema, { defaultValues: valuesAtOpening() });
  const toValues = useCallback(
    (record: MaintenancePlan) => planToForm(record, { today: todayIso() }),
    [],
  );
  const edit = useEditConflict(plan, open, {
    form,
    toValues,
    chooseFirst: tf('conflict.chooseFirst'),
  });
  const describe: DescribeField = useMemo(
    () => (field) => {
      if (field === 'kind')
        return { label: t('form.fields.kind'), show: (v) => tw(`kind.${v as 'inspection'}`) };
      if (field === 'trigger')
        return { label: t('form.fields.trigger'), show: (v) => t(`trigger.${v as 'fixed'}`) };
      const key = FIELD_LABELS[field as keyof PlanFormValues];
      return key ? { label: t(`form.fields.${key as 'name'}`) } : undefined;
    },
    [t, tw],
  );

  const save = async (body: ReturnType<typeof planFormSchema.parse>) => {
    edit.guard();
    let saved: MaintenancePlan;
    try {
      saved = plan
        ? await update.mutateAsync({ id: plan.id, changes: body, version: edit.version() })
        : await create.mutateAsync(body);
    } catch (error) {
      edit.capture(error);
      throw error;
    }
    edit.settle();
    const name = planName(t, saved);
    toast.success(plan ? t('form.saved', { name }) : t('form.created', { name }));
    onSaved?.(saved);
  };

  return { form, edit, save, describe, valuesAtOpening };
}
