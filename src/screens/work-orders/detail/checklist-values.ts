import { z } from 'zod';

import { LIMITS, messageKey, text } from '@/api/contract/common';
import type { ChecklistItem, ChecklistItemInput } from '@/api/types/work-orders';

/** One item's answer as the form holds it: each kind in its own field, a number as typed. */
export const checklistForm = z.object({
  items: z.array(
    z.object({
      check: z.boolean(),
      number: z
        .string()
        .trim()
        .refine((v) => v === '' || Number.isFinite(Number(v)), messageKey('notANumber')),
      verdict: z.enum(['', 'pass', 'flag', 'fail']),
      remark: text(LIMITS.line),
    }),
  ),
});
export type ChecklistValues = z.input<typeof checklistForm>;
type ItemValues = ChecklistValues['items'][number];

export function checklistValues(checklist: readonly ChecklistItem[]): ChecklistValues {
  return {
    items: checklist.map((item) => ({
      check: item.answer === true,
      number: typeof item.answer === 'number' ? String(item.answer) : '',
      verdict: typeof item.answer === 'string' ? item.answer : '',
      remark: item.remark,
    })),
  };
}

/** The answer an item's values give, null while unanswered. */
export function answerOf(item: ChecklistItem, values: ItemValues | undefined) {
  if (!values) return item.answer;
  if (item.kind === 'check') return values.check ? true : null;
  if (item.kind === 'number') {
    const typed = values.number.trim();
    return typed === '' || !Number.isFinite(Number(typed)) ? null : Number(typed);
  }
  return values.verdict === '' ? null : values.verdict;
}

/** The checklist to send: the items' questions as they are, the answers and remarks typed. */
export function checklistChanges(
  checklist: readonly ChecklistItem[],
  values: ChecklistValues,
): ChecklistItemInput[] {
  return checklist.map((item, i) => ({
    key: item.key,
    text: item.text,
    kind: item.kind,
    required: item.required,
    unit: item.unit,
    min: item.min,
    max: item.max,
    answer: answerOf(item, values.items[i]),
    remark: values.items[i]?.remark.trim() ?? item.remark,
  }));
}

/** A number outside the item's limits (the work is recorded as failed: docs/domain/work-orders.md). */
export function outOfLimits(item: Pick<ChecklistItem, 'min' | 'max'>, value: unknown): boolean {
  if (typeof value !== 'number') return false;
  return (item.min !== null && value < item.min) || (item.max !== null && value > item.max);
}
