/**
 * What a result's values and a type's limits must be before a verdict is computed
 * (docs/domain/electrical-tests.md): every field of the template known, required numbers present,
 * numbers within their bounds, items answered pass / flag / fail; limits within their bounds.
 * Issues name the path (`values.hotSpot`, `limits.infrared.minLoad`) as the 400 answers do.
 */
import type { ValidationIssue } from '../../contract/common';
import { TEST_ITEM_ANSWERS, type TestTemplateKey } from '../../contract/electrical-tests-values';
import { templateOf, type TestValues } from './templates';

const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/** The refused fields of a result's values (empty when they may be judged). */
export function checkTestValues(template: TestTemplateKey, values: TestValues): ValidationIssue[] {
  const fields = templateOf(template).fields;
  const issues: ValidationIssue[] = Object.keys(values)
    .filter((key) => !fields.some((f) => f.key === key))
    .map((key) => ({ path: `values.${key}`, key: 'unknownField' }));
  for (const field of fields) {
    const path = `values.${field.key}`;
    const value = values[field.key];
    if (value === undefined || value === null) {
      if (field.required) issues.push({ path, key: 'required' });
    } else if (field.kind === 'answer') {
      if (!(TEST_ITEM_ANSWERS as readonly unknown[]).includes(value))
        issues.push({ path, key: 'unknownValue' });
    } else if (!isNumber(value)) issues.push({ path, key: 'notANumber' });
    else if (value < field.min! || value > field.max!)
      issues.push({ path, key: 'numberRange', params: { min: field.min!, max: field.max! } });
  }
  return issues;
}

/**
 * The refused limits of a type's own limits for a template: each a known limit key within its
 * bounds. A type names only the limits it changes; the others stay the defaults.
 */
export function checkTestLimits(
  template: TestTemplateKey,
  limits: Record<string, unknown>,
  pathPrefix = `limits.${template}`,
): ValidationIssue[] {
  const defs = templateOf(template).limits;
  return Object.entries(limits).flatMap(([key, value]): ValidationIssue[] => {
    const def = defs.find((d) => d.key === key);
    const path = `${pathPrefix}.${key}`;
    if (!def) return [{ path, key: 'unknownField' }];
    if (!isNumber(value)) return [{ path, key: 'notANumber' }];
    if (value < def.min || value > def.max)
      return [{ path, key: 'numberRange', params: { min: def.min, max: def.max } }];
    return [];
  });
}
