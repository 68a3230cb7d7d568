import type { WorkOrder } from '@/api/types/work-orders';
import { FormDrawer } from '@/components/form/form-drawer';
import { workOrdersNs } from '@/i18n/ns/workOrders';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { useWorkOrderActor } from '../use-work-order-actor';
import { ChecklistEditor } from './checklist-editor';
import { useWorkOrderForm } from './use-work-order-form';
import { WorkOrderFormFields } from './work-order-form-fields';

export interface WorkOrderFormDrawerProps {
  /** Whether the drawer is open. */
  open: boolean;
  /** Called when the drawer asks to open or close (also after a successful save). */
  onOpenChange: (open: boolean) => void;
  /** The device the order is for at first (a device's page opens it with its own); '' to choose. */
  deviceNumber?: string;
  /** Called with the created order (after the success toast). */
  onCreated?: (order: WorkOrder) => void;
}

/**
 * Creates a work order: title, kind, priority, device (searched as one types), assignee, dates,
 * estimate, isolation need (defaulted by kind), checklist and notes, checked by the contract's
 * schema with the messages in the user's language. Someone who plans work creates an open order;
 * anyone else (a technician) raises a request, which a planner approves. A failed save keeps what
 * was typed; the API's field errors land on the fields.
 */
export function WorkOrderFormDrawer({
  open,
  onOpenChange,
  deviceNumber = '',
  onCreated,
}: WorkOrderFormDrawerProps) {
  const { t } = useKitTranslation(workOrdersNs);
  const { plans } = useWorkOrderActor();
  const state = useWorkOrderForm({ deviceNumber, plans, onCreated });
  return (
    <FormDrawer
      resetOnOpen={state.valuesAtOpening}
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title={plans ? t('form.title') : t('form.requestTitle')}
      description={plans ? undefined : t('form.requestHint')}
      form={state.form}
      onSubmit={state.save}
      submitLabel={plans ? t('form.save') : t('form.saveRequest')}
      cancelLabel={t('form.cancel')}
    >
      <WorkOrderFormFields form={state.form} plans={plans} setKind={state.setKind} />
      <ChecklistEditor form={state.form} />
    </FormDrawer>
  );
}
