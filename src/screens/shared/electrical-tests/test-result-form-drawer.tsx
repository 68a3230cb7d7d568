import type { TestResultCreated } from '@/api/types/electrical-tests';
import { toast } from '@/components/feedback/toast';
import { FormDrawer } from '@/components/form/form-drawer';

import { LiveVerdictPanel } from './live-verdict-panel';
import { RecordedDialog } from './recorded-dialog';
import { InstrumentFields, TestResultFields } from './test-result-fields';
import { useTestResultForm } from './use-test-result-form';
import { useTestText } from './use-test-text';

export interface TestResultFormDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The device tested. */
  deviceNumber: string;
  /** The order the result is recorded on, if any. */
  workOrderNumber?: string | null;
  /** Called with the API's answer after a save. */
  onRecorded?: (created: TestResultCreated) => void;
}

/**
 * Records a test result (docs/domain/electrical-tests.md): the template, its values with their
 * units, the instrument, remarks; the verdict and its rule shown as the values are typed, computed
 * by the same `verdictOf` the API applies. The save answers with what it changed (a corrective
 * order, the condition grade), shown once the drawer closes; a failed save keeps what was typed.
 */
export function TestResultFormDrawer({
  open,
  onOpenChange,
  deviceNumber,
  workOrderNumber = null,
  onRecorded,
}: TestResultFormDrawerProps) {
  const { t, ruleText } = useTestText();
  const state = useTestResultForm({
    deviceNumber,
    workOrderNumber,
    onRecorded: (created) => {
      toast.success(
        t('record.saved', {
          verdict: `${t(`verdict.${created.result.verdict}`)} · ${ruleText(created.result.rule)}`,
        }),
      );
      onRecorded?.(created);
    },
  });
  return (
    <>
      <FormDrawer
        resetOnOpen={state.valuesAtOpening}
        open={open}
        onOpenChange={onOpenChange}
        size="lg"
        title={t('record.title')}
        description={t('record.description', { number: deviceNumber })}
        form={state.form}
        onSubmit={state.save}
        submitLabel={t('record.save')}
        cancelLabel={t('record.cancel')}
      >
        <TestResultFields
          form={state.form}
          template={state.template}
          setTemplate={state.setTemplate}
        />
        <LiveVerdictPanel
          form={state.form}
          verdict={state.verdict}
          condition={state.device.data?.condition}
        />
        <InstrumentFields form={state.form} />
      </FormDrawer>
      <RecordedDialog recorded={state.recorded} onClose={state.clearRecorded} />
    </>
  );
}
