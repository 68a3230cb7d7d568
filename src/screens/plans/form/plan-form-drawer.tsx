import type { MaintenancePlan } from '@/api/types/maintenance-plans';
import { FormDrawer } from '@/components/form/form-drawer';
import { TextField } from '@/components/form/text-field';
import { plansNs } from '@/i18n/ns/plans';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { EditConflictPanel } from '../../shared/edit-conflict/edit-conflict-panel';
// The work order form's checklist editor, shared rather than copied.
import {
  ChecklistEditor,
  type ChecklistEditorProps,
} from '../../shared/work-order-form/checklist-editor';
import { planName } from '../plan-text';
import { PlanPreview } from './plan-preview';
import { PlanScopeFields } from './plan-scope-fields';
import { PlanTaskFields } from './plan-task-fields';
import { PlanTriggerFields } from './plan-trigger-fields';
import { usePlanForm } from './use-plan-form';

export interface PlanFormDrawerProps {
  /** Whether the drawer is open. */
  open: boolean;
  /** Called when the drawer asks to open or close (also after a successful save). */
  onOpenChange: (open: boolean) => void;
  /** The plan to edit; null or omitted adds one. */
  plan?: MaintenancePlan | null;
  /** A new plan's device at first (a device's page opens it with its own). */
  deviceNumber?: string;
  /** Called with the saved plan (after the success toast). */
  onSaved?: (plan: MaintenancePlan) => void;
}

/**
 * Adds or edits a maintenance plan: name, scope (a type or one device), trigger with its interval,
 * start date and lead days, the work (kind, assignee, priority, isolation, estimate, checklist
 * template) and whether it is active, with a live preview of the next five due dates. Checked by
 * the contract's schema in the user's language; a failed save keeps what was typed; an edit meets
 * someone else's save with the conflict panel of the device forms.
 */
export function PlanFormDrawer({
  open,
  onOpenChange,
  plan = null,
  deviceNumber,
  onSaved,
}: PlanFormDrawerProps) {
  const { t } = useKitTranslation(plansNs);
  const { form, edit, save, describe, valuesAtOpening } = usePlanForm({
    open,
    plan,
    deviceNumber,
    onSaved,
  });
  const { errors } = form.formState;
  return (
    <FormDrawer
      resetOnOpen={valuesAtOpening}
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title={plan ? t('form.editTitle', { name: planName(t, plan) }) : t('form.addTitle')}
      description={t('form.hint')}
      form={form}
      onSubmit={save}
      submitLabel={t('form.save')}
      cancelLabel={t('form.cancel')}
      isErrorResolved={edit.isResolved}
    >
      <EditConflictPanel edit={edit} describe={describe} />
      <div className="ee:grid ee:gap-5 ee:sm:grid-cols-2">
        <TextField
          label={t('form.fields.name')}
          required
          fieldClassName="ee:sm:col-span-2"
          error={errors.name?.message}
          {...form.register('name')}
        />
        <PlanScopeFields form={form} />
        <PlanTriggerFields form={form} />
        <div className="ee:sm:col-span-2">
          <PlanPreview form={form} />
        </div>
        <PlanTaskFields form={form} />
      </div>
      {/* The work order form's editor: the checklist fields have its shape (plan-form-schema.ts). */}
      <ChecklistEditor form={form as unknown as ChecklistEditorProps['form']} />
    </FormDrawer>
  );
}
