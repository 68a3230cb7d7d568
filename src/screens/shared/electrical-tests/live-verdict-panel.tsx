import { Controller, useWatch } from 'react-hook-form';

import { conditionAfter, type Verdict } from '@/api/shared/electrical-tests';
import type { DeviceCondition } from '@/api/types/devices';
import { Switch } from '@/components/form/switch';
import { TextField } from '@/components/form/text-field';

import type { TestResultZodForm } from './use-test-result-form';
import { useTestText } from './use-test-text';
import { VerdictChip } from './verdict-chip';

export interface LiveVerdictPanelProps {
  form: TestResultZodForm;
  /** The verdict of the values typed so far; null while one is missing or refused. */
  verdict: Verdict | null;
  /** The device's condition grade now (a fail makes it one worse unless kept). */
  condition: DeviceCondition | undefined;
}

/**
 * The verdict as the values are typed, and the rule that decided it in words; on a fail, the
 * switch that keeps the condition grade, which then needs a reason.
 */
export function LiveVerdictPanel({ form, verdict, condition }: LiveVerdictPanelProps) {
  const { t, ruleText } = useTestText();
  const keep = useWatch({ control: form.control, name: 'keepCondition' });
  return (
    <section
      aria-labelledby="test-verdict-title"
      className="ee:flex ee:flex-col ee:gap-3 ee:rounded-md ee:border ee:border-border ee:p-4"
    >
      <h3 id="test-verdict-title" className="ee:m-0 ee:text-[15px] ee:font-medium ee:text-heading">
        {t('record.verdictTitle')}
      </h3>
      {/* Read out as it changes: the technician types with eyes on the instrument. */}
      <div role="status" className="ee:flex ee:flex-wrap ee:items-center ee:gap-2">
        {verdict ? (
          <>
            <VerdictChip verdict={verdict.verdict} label={t(`verdict.${verdict.verdict}`)} />
            <span className="ee:text-[14px] ee:text-text" data-testid="verdict-rule">
              {ruleText(verdict.rule)}
            </span>
          </>
        ) : (
          <span className="ee:text-[14px] ee:text-muted">{t('record.verdictWaiting')}</span>
        )}
      </div>
      {verdict?.verdict === 'fail' && condition !== undefined && (
        <>
          <Controller
            control={form.control}
            name="keepCondition"
            render={({ field }) => (
              <Switch
                label={t('record.keepCondition')}
                description={t('record.keepConditionHint', {
                  before: condition,
                  after: conditionAfter(condition, 'fail', false),
                })}
                checked={field.value}
                onCheckedChange={field.onChange}
              />
            )}
          />
          {keep && (
            <TextField
              label={t('record.reason')}
              required
              error={form.formState.errors.reason?.message}
              {...form.register('reason')}
            />
          )}
        </>
      )}
    </section>
  );
}
