import { useCallback, useEffect, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';

import { useDevice } from '@/api/client/devices';
import { useCreateTestResult } from '@/api/client/electrical-tests';
import type { TestTemplateKey } from '@/api/contract/electrical-tests-values';
import type { TestResultCreated } from '@/api/types/electrical-tests';
import { SAVE_CANCELLED } from '@/components/form/use-form-submit';
import { useZodForm, type ZodForm } from '@/components/form/use-zod-form';

import {
  blankValues,
  testResultDefaults,
  testResultFormSchema,
  type TestResultFormOutput,
} from './test-result-schema';
import { liveVerdict, useVerdictInputs } from './use-live-verdict';

export type TestResultZodForm = ZodForm<typeof testResultFormSchema>;

export interface UseTestResultFormOptions {
  deviceNumber: string;
  /** The order the result is recorded on (its corrective order's parent), if any. */
  workOrderNumber?: string | null;
  onRecorded?: (created: TestResultCreated) => void;
}

/**
 * The recording form's state: the values typed, the verdict of them as they are typed (the
 * shared `verdictOf` over the limits in force for the device's type), and a save that posts once
 * however often it is pressed; a failed save keeps everything typed.
 */
export function useTestResultForm({
  deviceNumber,
  workOrderNumber = null,
  onRecorded,
}: UseTestResultFormOptions) {
  const device = useDevice(deviceNumber);
  const inputs = useVerdictInputs(device.data);
  const create = useCreateTestResult();
  const form: TestResultZodForm = useZodForm(testResultFormSchema, {
    defaultValues: testResultDefaults(deviceNumber, workOrderNumber),
  });
  const valuesAtOpening = useCallback(
    () => testResultDefaults(deviceNumber, workOrderNumber),
    [deviceNumber, workOrderNumber],
  );
  const template = useWatch({ control: form.control, name: 'template' });
  const typed = useWatch({ control: form.control, name: 'values' });
  const verdict = liveVerdict(template, typed ?? {}, inputs);
  const failing = verdict?.verdict === 'fail';
  // Keeping the grade is a fail's question: once the values no longer fail, it is not asked.
  useEffect(() => {
    if (!failing && form.getValues('keepCondition')) form.setValue('keepCondition', false);
  }, [failing, form]);

  /** Another template: its own fields, blank; the instrument and remarks stay. */
  const setTemplate = (next: TestTemplateKey) => {
    form.setValue('template', next, { shouldDirty: true });
    form.setValue('values', blankValues(next), { shouldDirty: true });
    form.clearErrors('values');
  };

  // One post at a time: a second press while the first is on its way posts nothing and says
  // nothing (the first one's answer is the save).
  const inFlight = useRef(false);
  const [recorded, setRecorded] = useState<TestResultCreated | null>(null);
  const save = async (body: TestResultFormOutput) => {
    if (inFlight.current) return SAVE_CANCELLED;
    inFlight.current = true;
    try {
      const created = await create.mutateAsync(body);
      setRecorded(created);
      onRecorded?.(created);
    } finally {
      inFlight.current = false;
    }
  };

  return {
    form,
    device,
    template,
    verdict,
    setTemplate,
    save,
    recorded,
    clearRecorded: () => setRecorded(null),
    valuesAtOpening,
  };
}
