/**
 * The recording form: what was typed, as the API's body (POST /api/test-results), checked by the
 * contract's schema and the template's own checks (`checkTestValues`, the rule both targets apply:
 * docs/domain/electrical-tests.md). Numbers are typed as text; a blank optional one is left out, a
 * text that is no number stays NaN for the check to refuse.
 */
import { z } from 'zod';

import { testResultCreateBody } from '@/api/contract/electrical-tests';
import { TEST_TEMPLATE_KEYS, type TestTemplateKey } from '@/api/contract/electrical-tests-values';
import {
  checkTestValues,
  keepConditionIssues,
  templateOf,
  type TestValues,
} from '@/api/shared/electrical-tests';

const formValues = z.object({
  deviceNumber: z.string(),
  workOrderNumber: z.string(),
  template: z.enum(TEST_TEMPLATE_KEYS),
  /** Each field of the template as typed: a number's text, or an item's answer ('' unanswered). */
  values: z.record(z.string(), z.string()),
  model: z.string(),
  serial: z.string(),
  calibrationDue: z.string(),
  remarks: z.string(),
  keepCondition: z.boolean(),
  reason: z.string(),
});

export type TestResultFormValues = z.input<typeof formValues>;

/** A new result of a template: every field blank, the instrument kept from what was typed. */
export function blankValues(template: TestTemplateKey): Record<string, string> {
  return Object.fromEntries(templateOf(template).fields.map((f) => [f.key, '']));
}

export function testResultDefaults(
  deviceNumber: string,
  workOrderNumber: string | null,
  template: TestTemplateKey = 'infrared',
): TestResultFormValues {
  return {
    deviceNumber,
    workOrderNumber: workOrderNumber ?? '',
    template,
    values: blankValues(template),
    model: '',
    serial: '',
    calibrationDue: '',
    remarks: '',
    keepCondition: false,
    reason: '',
  };
}

/**
 * The typed values as the API takes them: numbers for number fields, answers as typed, blanks
 * left out (a required one is then refused as `required`).
 */
export function typedValues(template: TestTemplateKey, typed: Record<string, string>): TestValues {
  const values: TestValues = {};
  for (const field of templateOf(template).fields) {
    const text = (typed[field.key] ?? '').trim();
    if (text === '') continue;
    values[field.key] = field.kind === 'number' ? Number(text) : text;
  }
  return values;
}

const trimmedOrUndefined = (text: string) => (text.trim() === '' ? undefined : text.trim());

export const testResultFormSchema = formValues
  .transform((v): z.input<typeof testResultCreateBody> => {
    const model = v.model.trim();
    const serial = v.serial.trim();
    return {
      deviceNumber: v.deviceNumber,
      ...(v.workOrderNumber && { workOrderNumber: v.workOrderNumber }),
      template: v.template,
      instrument:
        model || serial
          ? { model, serial, calibrationDue: trimmedOrUndefined(v.calibrationDue) ?? null }
          : null,
      values: typedValues(v.template, v.values),
      remarks: trimmedOrUndefined(v.remarks),
      ...(v.keepCondition && { keepCondition: true, reason: trimmedOrUndefined(v.reason) }),
    };
  })
  .superRefine((body, ctx) => {
    const issues = [
      ...checkTestValues(body.template, body.values),
      ...keepConditionIssues(body.keepCondition, body.reason),
    ];
    for (const issue of issues)
      ctx.addIssue({
        code: 'custom',
        path: issue.path.split('.'),
        params: { ...issue.params, key: issue.key },
      });
  })
  .pipe(testResultCreateBody);

export type TestResultFormOutput = z.output<typeof testResultFormSchema>;
