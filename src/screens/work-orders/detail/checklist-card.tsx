import { IconListCheck } from '@tabler/icons-react';
import { useWatch } from 'react-hook-form';

import { unansweredRequired } from '@/api/shared/work-orders';
import type { WorkOrder } from '@/api/types/work-orders';
import { EmptyState } from '@/components/feedback/empty-state';
import { toast } from '@/components/feedback/toast';
import { FormErrorBanner } from '@/components/form/form-error-banner';
import { useFormSubmit } from '@/components/form/use-form-submit';
import { useZodForm } from '@/components/form/use-zod-form';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { workOrdersNs } from '@/i18n/ns/workOrders';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { ChecklistItemField } from './checklist-item-field';
import {
  answerOf,
  checklistChanges,
  checklistForm,
  checklistValues,
  type ChecklistValues,
} from './checklist-values';
import { useOrderSave } from './use-order-save';

export interface ChecklistCardProps {
  order: WorkOrder;
  /** The signed-in user works on this order: the answers are asked, and saved. */
  editable: boolean;
}

/** The order's checklist: each item answered by its kind, the required ones counted down. */
export function ChecklistCard({ order, editable }: ChecklistCardProps) {
  const { t } = useKitTranslation(workOrdersNs);
  const save = useOrderSave(order);
  const form = useZodForm(checklistForm, { defaultValues: checklistValues(order.checklist) });
  const values = useWatch({ control: form.control, name: 'items' }) as ChecklistValues['items'];
  const left = unansweredRequired(
    order.checklist.map((item, i) => ({ ...item, answer: answerOf(item, values?.[i]) })),
  );
  const { submit, generalError } = useFormSubmit(form, {
    onSubmit: async (parsed) => {
      const saved = await save({ checklist: checklistChanges(order.checklist, parsed) });
      form.reset(checklistValues(saved.checklist));
      toast.success(t('checklist.saved'));
    },
  });

  if (order.checklist.length === 0)
    return (
      <Card>
        <EmptyState
          icon={<IconListCheck />}
          title={t('checklist.emptyTitle')}
          description={t('checklist.empty')}
        />
      </Card>
    );

  return (
    <Card>
      <CardHeader
        title={t('checklist.title')}
        subtitle={
          <span data-left={left} aria-live="polite">
            {left > 0 ? t('checklist.left', { count: left }) : t('checklist.allAnswered')}
          </span>
        }
      />
      <CardContent>
        <form noValidate onSubmit={submit} className="ee:flex ee:flex-col ee:gap-4">
          <FormErrorBanner>{generalError}</FormErrorBanner>
          <ol className="ee:m-0 ee:flex ee:list-none ee:flex-col ee:gap-3 ee:p-0">
            {order.checklist.map((item, index) => (
              <ChecklistItemField
                key={item.key}
                item={item}
                index={index}
                form={form as never}
                editable={editable}
              />
            ))}
          </ol>
          {editable && (
            <div className="ee:flex ee:justify-end">
              <Button
                type="submit"
                loading={form.formState.isSubmitting}
                className="ee:max-sm:w-full"
              >
                {t('checklist.save')}
              </Button>
            </div>
          )}
        </form>
      </CardContent>
    </Card>
  );
}
