import { Controller } from 'react-hook-form';

import { useWorkOrderAssignees } from '@/api/client/work-orders';
import { needsIsolationByDefault } from '@/api/shared/work-orders';
import {
  WORK_ORDER_KINDS,
  WORK_ORDER_PRIORITIES,
  type WorkOrderKind,
} from '@/api/types/work-orders';
import { Checkbox } from '@/components/form/checkbox';
import { NumberField } from '@/components/form/number-field';
import { Select } from '@/components/form/select';
import { Switch } from '@/components/form/switch';
import { plansNs } from '@/i18n/ns/plans';
import { workOrdersNs } from '@/i18n/ns/workOrders';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import type { PlanZodForm } from './use-plan-form';

/** The assignee select's value for nobody. */
const NOBODY = '';

/**
 * The work each order of the plan carries: kind, assignee, priority, estimate, isolation need;
 * and whether the plan is active.
 */
export function PlanTaskFields({ form }: { form: PlanZodForm }) {
  const { t } = useKitTranslation(plansNs);
  const { t: tw } = useKitTranslation(workOrdersNs);
  const assignees = useWorkOrderAssignees();
  const { control, register, formState, setValue } = form;
  const { errors } = formState;
  /** A new kind brings its default isolation need (the field can still be changed after). */
  const setKind = (kind: WorkOrderKind) => {
    setValue('kind', kind, { shouldDirty: true });
    setValue('needsIsolation', needsIsolationByDefault(kind), { shouldDirty: true });
  };
  return (
    <>
      <Controller
        control={control}
        name="kind"
        render={({ field }) => (
          <Select
            label={t('form.fields.kind')}
            required
            options={WORK_ORDER_KINDS.map((k) => ({ value: k, label: tw(`kind.${k}`) }))}
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
            options={WORK_ORDER_PRIORITIES.map((p) => ({ value: p, label: tw(`priority.${p}`) }))}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={errors.priority?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="assigneeId"
        render={({ field }) => (
          <Select
            label={t('form.fields.assignee')}
            options={[
              { value: NOBODY, label: tw('unassigned') },
              ...(assignees.data?.assignees ?? []).map((a) => ({
                value: String(a.id),
                label: a.fullName,
              })),
            ]}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={errors.assigneeId?.message}
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
      <Controller
        control={control}
        name="active"
        render={({ field }) => (
          <Switch
            label={t('form.fields.active')}
            description={t('form.fields.activeHint')}
            checked={field.value}
            onCheckedChange={field.onChange}
            className="ee:sm:col-span-2"
          />
        )}
      />
    </>
  );
}
