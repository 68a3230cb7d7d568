import { IconTrash } from '@tabler/icons-react';
import { z } from 'zod';

import { LIMITS, messageKey, numeric, requiredText } from '@/api/contract/common';
import type { PartLine, WorkOrder } from '@/api/types/work-orders';
import { toast } from '@/components/feedback/toast';
import { FormErrorBanner } from '@/components/form/form-error-banner';
import { TextField } from '@/components/form/text-field';
import { useFormSubmit } from '@/components/form/use-form-submit';
import { useZodForm } from '@/components/form/use-zod-form';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { IconButton } from '@/components/ui/icon-button';
import { workOrdersNs } from '@/i18n/ns/workOrders';
import { useKitTranslation } from '@/i18n/use-kit-translation';
import { useFormat } from '@/screens/shared/format';

import { useOrderSave } from './use-order-save';

const partForm = z.object({
  text: requiredText(LIMITS.line),
  quantity: numeric(z.number(messageKey('notANumber')).min(0).max(1_000_000)),
  unitCost: numeric(z.number(messageKey('notANumber')).min(0).max(1_000_000_000)),
});

const asInput = ({ text, quantity, unitCost }: PartLine) => ({ text, quantity, unitCost });
const blank = () => ({ text: '', quantity: '1', unitCost: '' });

export interface PartsCardProps {
  order: WorkOrder;
  works: boolean;
}

/** The parts used: what, how many, at what unit cost (US dollars). */
export function PartsCard({ order, works }: PartsCardProps) {
  const { t } = useKitTranslation(workOrdersNs);
  const fmt = useFormat();
  const save = useOrderSave(order);
  const form = useZodForm(partForm, { defaultValues: blank() });
  const { errors } = form.formState;
  const { submit, generalError } = useFormSubmit(form, {
    onSubmit: async (part) => {
      await save({ parts: [...order.parts.map(asInput), part] });
      form.reset(blank());
      toast.success(t('detail.partLines.added'));
    },
  });
  const remove = (index: number) =>
    save({ parts: order.parts.filter((_, i) => i !== index).map(asInput) }).then(
      () => toast.success(t('detail.partLines.removed')),
      (error: unknown) => toast.error(error instanceof Error ? error.message : String(error)),
    );
  const total = order.parts.reduce((sum, p) => sum + p.quantity * p.unitCost, 0);

  return (
    <Card>
      <CardHeader
        title={t('detail.partLines.title')}
        subtitle={t('detail.partLines.total', { cost: fmt.money(total) })}
      />
      <CardContent className="ee:flex ee:flex-col ee:gap-5">
        {order.parts.length === 0 ? (
          <p className="ee:m-0 ee:text-muted">{t('detail.partLines.none')}</p>
        ) : (
          <ul className="ee:m-0 ee:flex ee:list-none ee:flex-col ee:divide-y ee:divide-line ee:p-0">
            {order.parts.map((part, index) => (
              <li
                key={`${part.text}-${index}`}
                className="ee:flex ee:items-center ee:gap-3 ee:py-2"
              >
                <span className="ee:min-w-0 ee:flex-1 ee:font-medium ee:text-heading">
                  <bdi>{part.text}</bdi>
                </span>
                <span className="ee:text-muted">
                  {t('detail.partLines.line', {
                    quantity: fmt.number(part.quantity, 3),
                    cost: fmt.money(part.unitCost),
                  })}
                </span>
                <span className="ee:w-24 ee:text-end ee:font-medium">
                  {fmt.money(part.quantity * part.unitCost)}
                </span>
                {works && (
                  <IconButton
                    variant="text"
                    color="error"
                    aria-label={t('detail.partLines.remove', { text: part.text })}
                    onClick={() => void remove(index)}
                  >
                    <IconTrash aria-hidden />
                  </IconButton>
                )}
              </li>
            ))}
          </ul>
        )}
        {works && (
          <form noValidate onSubmit={submit} className="ee:flex ee:flex-col ee:gap-4">
            <FormErrorBanner>{generalError}</FormErrorBanner>
            <div className="ee:grid ee:gap-4 ee:sm:grid-cols-[2fr_1fr_1fr]">
              <TextField
                label={t('detail.partLines.text')}
                required
                autoComplete="off"
                error={errors.text?.message}
                {...form.register('text')}
              />
              <TextField
                label={t('detail.partLines.quantity')}
                required
                inputMode="decimal"
                autoComplete="off"
                error={errors.quantity?.message}
                {...form.register('quantity')}
              />
              <TextField
                label={t('detail.partLines.unitCost')}
                required
                inputMode="decimal"
                autoComplete="off"
                endAdornment="USD"
                error={errors.unitCost?.message}
                {...form.register('unitCost')}
              />
            </div>
            <div className="ee:flex ee:justify-end">
              <Button
                type="submit"
                variant="tonal"
                loading={form.formState.isSubmitting}
                className="ee:max-sm:w-full"
              >
                {t('detail.partLines.add')}
              </Button>
            </div>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
