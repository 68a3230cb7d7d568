import { useCallback } from 'react';

import { useCreateWorkOrder } from '@/api/client/work-orders';
import { needsIsolationByDefault } from '@/api/shared/work-orders';
import type { WorkOrder, WorkOrderKind } from '@/api/types/work-orders';
import { toast } from '@/components/feedback/toast';
import { useZodForm, type ZodForm } from '@/components/form/use-zod-form';
import { workOrdersNs } from '@/i18n/ns/workOrders';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import {
  workOrderFormSchema,
  type WorkOrderFormOutput,
  type WorkOrderFormValues,
} from './work-order-form-schema';

/** The create form, typed by its schema. */
export type WorkOrderZodForm = ZodForm<typeof workOrderFormSchema>;

/**
 * What a new order starts with: a corrective order of medium priority (a technician's request is
 * a request), on the device it was opened from, isolation as its kind needs by default.
 */
export function workOrderDefaults(deviceNumber: string, plans: boolean): WorkOrderFormValues {
  const kind: WorkOrderKind = plans ? 'corrective' : 'request';
  return {
    title: '',
    kind,
    priority: 'medium',
    deviceNumber,
    assigneeId: '',
    dueDate: '',
    plannedStart: '',
    estimatedHours: '',
    needsIsolation: needsIsolationByDefault(kind),
    checklist: [],
    notes: '',
  };
}

export interface UseWorkOrderFormOptions {
  /** The device the order is for at first ('' to choose). */
  deviceNumber: string;
  /** Plans work (creates open orders); else the order is a request. */
  plans: boolean;
  onCreated?: (order: WorkOrder) => void;
}

/**
 * The create form's state and save: the contract's schema checks it, the API's field errors land
 * on the fields, and a failed save keeps everything typed (the drawer stays open).
 */
export function useWorkOrderForm({ deviceNumber, plans, onCreated }: UseWorkOrderFormOptions) {
  const { t } = useKitTranslation(workOrdersNs);
  const create = useCreateWorkOrder();
  const form: WorkOrderZodForm = useZodForm(workOrderFormSchema, {
    defaultValues: workOrderDefaults(deviceNumber, plans),
  });
  const valuesAtOpening = useCallback(
    () => workOrderDefaults(deviceNumber, plans),
    [deviceNumber, plans],
  );

  /** A new kind brings its default isolation need (the field can still be changed after). */
  const setKind = (kind: WorkOrderKind) => {
    form.setValue('kind', kind, { shouldDirty: true });
    form.setValue('needsIsolation', needsIsolationByDefault(kind), { shouldDirty: true });
  };

  const save = async (values: WorkOrderFormOutput) => {
    const order = await create.mutateAsync(values);
    toast.success(t('form.created', { number: order.number }));
    onCreated?.(order);
  };

  return { form, save, setKind, valuesAtOpening };
}
