import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { z } from 'zod';

import { useUpdateUser } from '@/api/client/users';
import { userUpdateBody } from '@/api/contract/users';
import { USER_PLAN_PRICES, USER_PLANS, type UserDetail, type UserPlan } from '@/api/types/users';
import { toast } from '@/components/feedback/toast';
import { FormDialog } from '@/components/form/form-dialog';
import { RadioGroup } from '@/components/form/radio-group';
import { useZodForm } from '@/components/form/use-zod-form';
import { usersNs } from '@/i18n/ns/users';
import { useKitTranslation } from '@/i18n/use-kit-translation';
import { useFormat } from '@/screens/shared/format';
import { useUserLabels } from '@/screens/shared/users/user-labels';

export interface UpgradePlanDialogProps {
  /** Whether the dialog is open. */
  open: boolean;
  /** Called when the dialog asks to open or close (also after a successful save). */
  onOpenChange: (open: boolean) => void;
  /** The user whose plan changes. */
  user: UserDetail;
}

const schema = z
  .object({ currentPlan: z.string() })
  .pipe(userUpdateBody.pick({ currentPlan: true }).required());

/** Choosing another plan (each with its monthly price); a new plan starts a new 30-day period. */
export function UpgradePlanDialog({ open, onOpenChange, user }: UpgradePlanDialogProps) {
  const { t } = useKitTranslation(usersNs);
  const f = useFormat();
  const labels = useUserLabels();
  const update = useUpdateUser();
  const form = useZodForm(schema, { defaultValues: { currentPlan: user.currentPlan } });
  const { control, formState } = form;

  const options = useMemo(
    () =>
      USER_PLANS.map((plan) => ({
        value: plan,
        label: t('upgrade.option', {
          plan: labels.plan(plan),
          price: f.money(USER_PLAN_PRICES[plan]),
        }),
        description: [
          t(`planFeatures.${plan}.users`),
          t(`planFeatures.${plan}.storage`),
          plan === user.currentPlan ? t('upgrade.current') : '',
        ]
          .filter(Boolean)
          .join(' · '),
      })),
    [t, f, labels, user.currentPlan],
  );

  const save = async ({ currentPlan }: { currentPlan: UserPlan }) => {
    // The plan it has already: nothing to change, and no new period.
    if (currentPlan === user.currentPlan) return;
    const saved = await update.mutateAsync({ id: user.id, changes: { currentPlan } });
    toast.success(
      t('upgrade.changed', { name: saved.fullName, plan: labels.plan(saved.currentPlan) }),
    );
  };

  return (
    <FormDialog
      resetOnOpen={() => ({ currentPlan: user.currentPlan })}
      open={open}
      onOpenChange={onOpenChange}
      title={t('upgrade.title')}
      description={t('upgrade.description', { name: user.fullName })}
      form={form}
      onSubmit={save}
      submitLabel={t('upgrade.save')}
    >
      <Controller
        control={control}
        name="currentPlan"
        render={({ field }) => (
          <RadioGroup<UserPlan>
            label={t('upgrade.plan')}
            error={formState.errors.currentPlan?.message}
            required
            options={options}
            value={field.value as UserPlan}
            onChange={field.onChange}
          />
        )}
      />
    </FormDialog>
  );
}
