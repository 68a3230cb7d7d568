/**
 * Electrical tests against limits (docs/domain/electrical-tests.md) as schemas: the templates
 * with the limits in force, a type's own limits, a result as recorded and as stored, the list's
 * parameters. The limits, the checks and the verdict rules are pure functions in
 * src/api/shared/electrical-tests/, which the simulation, the server and the screens apply: a
 * body's values are checked against its template there (`checkTestValues`), since the template
 * decides which fields a result has.
 */
import { z } from 'zod';

import {
  id,
  intParam,
  isoDate,
  isoDateTime,
  LIMITS,
  listAnswer,
  listParams,
  preconditionFailed,
  recordVersion,
  text,
  type ListParamsOf,
} from './common';
import { deviceCondition, deviceNumber } from './devices';
import {
  TEST_FIELD_KINDS,
  TEST_RESULT_SORT_KEYS,
  TEST_TEMPLATE_KEYS,
  TEST_VERDICTS,
} from './electrical-tests-values';
import { workOrder, workOrderNumber } from './work-orders';

export const testTemplateKey = z.enum(TEST_TEMPLATE_KEYS);
export const testVerdict = z.enum(TEST_VERDICTS).meta({
  description: 'Computed from the values and the limits in force; never sent by the client.',
});

const testField = z
  .object({
    key: z.string(),
    kind: z.enum(TEST_FIELD_KINDS).meta({
      description: 'number: a measured number in `unit`; answer: pass, flag or fail.',
    }),
    unit: z.string().nullable(),
    required: z.boolean(),
    min: z.number().optional(),
    max: z.number().optional(),
  })
  .meta({ id: 'TestField' });

const testLimit = z
  .object({
    key: z.string(),
    unit: z.string().nullable(),
    value: z.number().meta({ description: 'In force: the type’s own, else the default.' }),
    default: z.number(),
    min: z.number(),
    max: z.number(),
    source: z
      .string()
      .meta({ description: 'Where the default comes from, e.g. NETA MTS Table 100.18.' }),
  })
  .meta({ id: 'TestLimit' });

export const testTemplate = z
  .object({ key: testTemplateKey, fields: z.array(testField), limits: z.array(testLimit) })
  .meta({ id: 'TestTemplate' });
export type TestTemplate = z.infer<typeof testTemplate>;

export const testTemplatesQuery = z.object({
  typeId: intParam(z.int()).optional().catch(undefined).meta({
    description: 'The limits in force for this device type (its own over the defaults).',
  }),
});
export type TestTemplatesParams = z.infer<typeof testTemplatesQuery>;

export const testTemplates = z
  .object({
    typeId: id.nullable(),
    version: recordVersion.nullable().meta({
      description: 'The version of the type’s limits (null without typeId): the ETag.',
    }),
    templates: z.array(testTemplate),
  })
  .meta({ id: 'TestTemplates' });
export type TestTemplates = z.infer<typeof testTemplates>;

export const testTemplatesConflict = preconditionFailed('TestLimitsConflict', testTemplates);

const limitValues = z.record(z.string().max(LIMITS.code), z.number());

/** Body of PUT /api/device-types/{id}/test-limits. */
export const testLimitsBody = z
  .strictObject({
    limits: z.partialRecord(testTemplateKey, limitValues).meta({
      description:
        'The type’s own limits by template, replacing the stored ones; a limit left out is the default. Each a known limit within its bounds (`unknownField`, `numberRange`).',
    }),
  })
  .meta({ id: 'TestLimitsInput' });
export type TestLimitsInput = z.input<typeof testLimitsBody>;

const instrument = z
  .strictObject({
    model: text(LIMITS.code),
    serial: text(LIMITS.code),
    calibrationDue: isoDate.nullable().optional(),
  })
  .meta({ id: 'TestInstrument' });

const testValues = z
  .record(z.string().max(LIMITS.code), z.union([z.number(), z.string().max(LIMITS.code)]))
  .meta({ description: 'Numbers by field key; a visual item’s answer (pass, flag, fail).' });

export const testRule = z
  .object({
    key: z.string().meta({ description: 'A message of the `tests` catalogue’s `rule` group.' }),
    params: z.record(z.string(), z.union([z.number(), z.string()])),
  })
  .meta({ id: 'TestRule' });

export const testResult = z
  .object({
    id,
    deviceNumber,
    workOrderNumber: workOrderNumber.nullable(),
    template: testTemplateKey,
    performedAt: isoDateTime,
    performedById: id,
    performedByName: z.string(),
    instrument: instrument.nullable(),
    values: testValues,
    limits: limitValues.meta({ description: 'The limits the verdict was computed with.' }),
    verdict: testVerdict,
    rule: testRule,
    remarks: z.string(),
    correctiveOrderNumber: workOrderNumber.nullable().meta({
      description: 'The corrective order a flag or fail raised.',
    }),
    conditionBefore: deviceCondition,
    conditionAfter: deviceCondition.meta({
      description: 'One grade worse after a fail, unless kept with a reason.',
    }),
    keepConditionReason: z.string().nullable(),
  })
  .meta({ id: 'TestResult' });
export type TestResult = z.infer<typeof testResult>;

export const testResultListQuery = listParams(TEST_RESULT_SORT_KEYS).extend({
  deviceNumber: z.string().trim().max(20).optional().catch(undefined).meta({
    description: 'Results of this device (case-insensitive).',
  }),
  template: testTemplateKey.optional().catch(undefined),
  workOrderNumber: z.string().trim().max(20).optional().catch(undefined).meta({
    description: 'Results recorded on this work order (case-insensitive).',
  }),
  verdict: testVerdict.optional().catch(undefined),
});
export type TestResultListParams = ListParamsOf<typeof testResultListQuery>;
export const testResultListResponse = listAnswer('TestResultList', 'results', testResult);
export type TestResultListResponse = z.infer<typeof testResultListResponse>;

/** Body of POST /api/test-results. */
export const testResultCreateBody = z
  .strictObject({
    deviceNumber,
    workOrderNumber: workOrderNumber.nullable().optional(),
    template: testTemplateKey,
    performedAt: isoDateTime.optional().meta({ description: 'Default: now.' }),
    instrument: instrument.nullable().optional(),
    values: testValues,
    remarks: text(LIMITS.text).optional(),
    keepCondition: z.boolean().optional().meta({
      description: 'After a fail, keep the condition grade (`reason` then required).',
    }),
    reason: text(LIMITS.line).optional().meta({ description: 'Why the grade is kept.' }),
  })
  .meta({
    id: 'TestResultInput',
    description:
      'A result: the verdict is computed, never sent (a `verdict` field is refused: `unknownField`).',
  });
export type TestResultInput = z.input<typeof testResultCreateBody>;

export const testResultCreated = z
  .object({ result: testResult, correctiveOrder: workOrder.nullable() })
  .meta({ id: 'TestResultCreated' });
export type TestResultCreated = z.infer<typeof testResultCreated>;
