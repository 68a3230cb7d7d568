import { Controller } from 'react-hook-form';

import { useWorkOrderAssignees } from '@/api/client/work-orders';
import { WORK_ORDER_KINDS, WORK_ORDER_PRIORITIES } from '@/api/types/work-orders';
import { Checkbox } from '@/components/form/checkbox';
import { DatePicker } from '@/components/form/date-picker';
import { NumberField } from '@/components/form/number-field';
import { Select } from '@/components/form/select';
import { TextField } from '@/components/form/text-field';
import { Textarea } from '@/components/form/textarea';
import { workOrdersNs } from '@/i18n/ns/workOrders';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { DevicePicker } from './device-picker';
import type { WorkOrderZodForm } from './use-work-order-form';

/** The assignee select's value for nobody. */
const NOBODY = '';

export interface WorkOrderFormFieldsProps {
  form: WorkOrderZodForm;
  /** Plans work: may assign (a technician's request is assigned by a planner). */
  plans: boolean;
  /** Sets the kind and the isolation it needs by default. */
  setKind: (kind: (typeof WORK_ORDER_KINDS)[number]) => void;
}

/**
 * The order's planning fields: title, kind, priority, device, assignee, dates, estimate, the
 * isolation need, notes (the checklist has its own editor).
 */
export function WorkOrderFormFields({ form, plans, setKind }: WorkOrderFormFieldsProps) {
  const { t } = useKitTranslation(workOrdersNs);
  const assignees = useWorkOrderAssignees();
  const { control, register, formState } = form;
  const { errors } = formState;
  const kindOptions = WORK_ORDER_KINDS.map((k) => ({ value: k, label: t(`kind.${k}`) }));
  const priorityOptions = WORK_ORDER_PRIORITIES.map((p) => ({
    value: p,
    label: t(`priority.${p}`),
  }));
  const assigneeOptions = [
    { value: NOBODY, label: t('unassigned') },
    ...(assignees.data?.assignees ?? []).map((a) => ({ value: String(a.id), label: a.fullName })),
  ];
  return (
    <div className="ee:grid ee:gap-5 ee:sm:grid-cols-2">
      <TextField
        label={t('form.fields.title')}
        required
        fieldClassName="ee:sm:col-span-2"
        error={errors.title?.message}
        {...register('title')}
      />
      <Controller
        control={control}
        name="deviceNumber"
        render={({ field }) => (
          <DevicePicker
            label={t('form.fields.device')}
            required
            placeholder={t('form.fields.devicePlaceholder')}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={errors.deviceNumber?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="kind"
        render={({ field }) => (
          <Select
            label={t('form.fields.kind')}
            required
            options={kindOptions}
            value={field.value}
            onChange={setKind}
            onBlur={field.onBlur}
            error={errors.kind?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="priority"
        render={({ field }) => (
          <Select
            label={t('form.fields.priority')}
            options={priorityOptions}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={errors.priority?.message}
          />
        )}
      />
      {plans && (
        <Controller
          control={control}
          name="assigneeId"
          render={({ field }) => (
            <Select
              label={t('form.fields.assignee')}
              options={assigneeOptions}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errors.assigneeId?.message}
            />
          )}
        />
      )}
      <WorkOrderDateFields form={form} />
      <Controller
        control={control}
        name="needsIsolation"
        render={({ field }) => (
          <Checkbox
            label={t('form.fields.needsIsolation')}
            description={t('form.fields.needsIsolationHint')}
            checked={field.value}
            onCheckedChange={(checked) => field.onChange(checked === true)}
            className="ee:sm:col-span-2"
          />
        )}
      />
      <Textarea
        label={t('form.fields.notes')}
        rows={3}
        fieldClassName="ee:sm:col-span-2"
        error={errors.notes?.message}
        {...register('notes')}
      />
    </div>
  );
}

/** Due date, planned start and the estimate. */
function WorkOrderDateFields({ form }: { form: WorkOrderZodForm }) {
  const { t } = useKitTranslation(workOrdersNs);
  const { control, register, formState } = form;
  const { errors } = formState;
  return (
    <>
      <Controller
        control={control}
        name="dueDate"
        render={({ field }) => (
          <DatePicker
            label={t('form.fields.dueDate')}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={errors.dueDate?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="plannedStart"
        render={({ field }) => (
          <DatePicker
            label={t('form.fields.plannedStart')}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={errors.plannedStart?.message}
          />
        )}
      />
      <NumberField
        label={t('form.fields.estimatedHours')}
        min={0}
        step="0.5"
        inputMode="decimal"
        unit="h"
        error={errors.estimatedHours?.message}
        {...register('estimatedHours')}
      />
    </>
  );
}
