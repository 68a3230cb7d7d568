/**
 * The words a report is written in: `t` of each catalogue it reads, already in the reader's
 * language (the hooks pass i18next's; the tests the English catalogues), and money, numbers and
 * dates as the reader writes them (docs/domain/reports.md).
 */
import type { TestResult } from '@/api/types/electrical-tests';

import type { Format } from '../format';

/** One catalogue's `t`. */
export type Tr = (key: string, params?: Record<string, unknown>) => string;

export interface ReportTexts {
  /** The `reports` catalogue: the reports' own labels. */
  reports: Tr;
  /** The `tests` catalogue: templates, fields, limits, verdicts and rules. */
  tests: Tr;
  /** The `devices` catalogue: statuses, condition grades, nameplate fields. */
  devices: Tr;
  /** The `workOrders` catalogue: order statuses and priorities. */
  workOrders: Tr;
}

export interface ReportOptions {
  text: ReportTexts;
  format: Format;
  /** The reader's direction: the page is mirrored for right-to-left languages. */
  dir: 'ltr' | 'rtl';
  /** When the report is made (ISO), printed on every page. */
  now: string;
}

/**
 * The sentence of a verdict's rule, its numbers formatted as the reader writes them and a visual
 * item named by its label (docs/domain/electrical-tests.md: a rule is a key with its numbers).
 */
export function ruleWords(tests: Tr, f: Format, rule: TestResult['rule']): string {
  const params = Object.fromEntries(
    Object.entries(rule.params).map(([key, value]) => [
      key,
      typeof value === 'number'
        ? f.number(value)
        : key === 'item'
          ? tests(`field.${value}`, { defaultValue: value })
          : value,
    ]),
  );
  return tests(`rule.${rule.key}`, params);
}

/** A measured number with its unit ("58 °C"), or a visual item's answer in words. */
export function valueWords(
  tests: Tr,
  f: Format,
  value: number | string | undefined,
  unit: string | null,
): string {
  if (value === undefined || value === '') return '';
  if (typeof value === 'string') return tests(`verdict.${value}`, { defaultValue: value });
  return unit ? `${f.number(value)} ${unit}` : f.number(value);
}
