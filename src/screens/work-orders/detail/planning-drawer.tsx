import { Controller } from 'react-hook-form';

import { useWorkOrderAssignees } from '@/api/client/work-orders';
import { WORK_ORDER_KINDS, WORK_ORDER_PRIORITIES, type WorkOrder } from '@/api/types/work-orders';
import { toast } from '@/components/feedback/toast';
import { DatePicker } from '@/components/form/date-picker';
import { FormDrawer } from '@/components/form/form-drawer';
import { Select } from '@/components/form/select';
import { Switch } from '@/components/form/switch';
import { TextField } from '@/components/form/text-field';
import { Textarea } from '@/components/form/textarea';
import { useZodForm } from '@/components/form/use-zod-form';
import { workOrdersNs } from '@/i18n/ns/workOrders';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { planningChanges, planningForm, planningValues } from './planning-values';
import { useOrderSave } from './use-order-save';

export interface PlanningDrawerProps {
  order: WorkOrder;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The planning fields, for who plans work: title, kind, priority, assignee, dates, estimate. */
export function PlanningDrawer({ order, open, onOpenChange }: PlanningDrawerProps) {
  const { t } = useKitTranslation(workOrdersNs);
  const save = useOrderSave(order);
  const assignees = useWorkOrderAssignees();
  const form = useZodForm(planningForm, { defaultValues: planningValues(order) });
  const { control, register, formState } = form;
  const { errors } = formState;
  const dates = ['dueDate', 'plannedStart'] as const;
  return (
    <FormDrawer
      open={open}
      onOpenChange={onOpenChange}
      title={t('detail.planningTitle', { number: order.number })}
      form={form}
      resetOnOpen={() => planningValues(order)}
      submitLabel={t('detail.save')}
      cancelLabel={t('detail.close')}
      onSubmit={async (values) => {
        const changes = planningChanges(order, values);
        if (Object.keys(changes).length > 0) await save(changes);
        toast.success(t('detail.planningSaved'));
      }}
    >
      <TextField
        label={t('detail.title')}
        required
        error={errors.title?.message}
        {...register('title')}
      />
      <div className="ee:grid ee:gap-5 ee:sm:grid-cols-2">
        <Controller
          control={control}
          name="kind"
          render={({ field }) => (
            <Select
              label={t('detail.kind')}
              options={WORK_ORDER_KINDS.map((k) => ({ value: k, label: t(`kind.${k}`) }))}
              value={field.value}
              onChange={field.onChange}
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
              label={t('detail.priority')}
              options={WORK_ORDER_PRIORITIES.map((p) => ({ value: p, label: t(`priority.${p}`) }))}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errors.priority?.message}
            />
          )}
        />
      </div>
      <Controller
        control={control}
        name="assigneeId"
        render={({ field }) => (
          <Select
            label={t('detail.assignee')}
            options={[
              { value: '', label: t('detail.unassigned') },
              ...(assignees.data?.assignees ?? []).map((p) => ({
                value: String(p.id),
                label: p.fullName,
              })),
            ]}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={errors.assigneeId?.message}
          />
        )}
      />
      <div className="ee:grid ee:gap-5 ee:sm:grid-cols-2">
        {dates.map((name) => (
          <Controller
            key={name}
            control={control}
            name={name}
            render={({ field }) => (
              <DatePicker
                label={t(`detail.${name}`)}
                value={(field.value as string | null | undefined) ?? ''}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={errors[name]?.message}
              />
            )}
          />
        ))}
      </div>
      <TextField
        label={t('detail.estimatedHours')}
        inputMode="decimal"
        autoComplete="off"
        error={errors.estimatedHours?.message}
        {...register('estimatedHours')}
      />
      <Controller
        control={control}
        name="needsIsolation"
        render={({ field }) => (
          <Switch
            label={t('detail.needsIsolation')}
            description={t('detail.needsIsolationHint')}
            checked={field.value}
            onCheckedChange={field.onChange}
          />
        )}
      />
      <Textarea
        label={t('detail.notes')}
        rows={4}
        error={errors.notes?.message}
        {...register('notes')}
      />
    </FormDrawer>
  );
}
