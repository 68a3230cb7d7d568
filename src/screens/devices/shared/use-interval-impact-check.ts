import { useState } from 'react';

import { useFetchIntervalImpact, useIntervalImpact } from '@/api/client/interval-impact';
import { INSPECTION_INTERVAL } from '@/api/contract/devices';
import type { DeviceType, IntervalImpact } from '@/api/types/devices';
import { useDebouncedValue } from '@/lib/use-debounced-value';

import type { IntervalImpactNoteProps } from './interval-impact-note';

/** How long the typed interval must stay the same before the API is asked about it (ms). */
const SETTLE_MS = 300;

/** A typed interval the API would take, or null (blank, not whole, out of 1–3650). */
export function typedIntervalDays(text: string): number | null {
  const days = text.trim() === '' ? NaN : Number(text);
  return Number.isInteger(days) &&
    days >= INSPECTION_INTERVAL.min &&
    days <= INSPECTION_INTERVAL.max
    ? days
    : null;
}

/** Whether an interval changes what is overdue or due: then a save asks first. */
export const changesFigures = (impact: IntervalImpact) =>
  impact.overdue !== impact.overdueNow || impact.dueWithin30Days !== impact.dueWithin30DaysNow;

/** The question a save asks before it changes the figures (null: none open). */
export interface IntervalQuestion {
  days: number;
  /** Null when the figures could not be had: the question says so. */
  impact: IntervalImpact | null;
  answer: (yes: boolean) => void;
}

/**
 * A type's interval as it is typed in its form: what it would change for the type's devices
 * (asked of the API once the number settles, over every device of the type), and before a save
 * that changes those figures, a question. Nothing is asked for a new type, a type without
 * devices, or the interval it has.
 */
export function useIntervalImpactCheck(
  type: DeviceType | null,
  savedDays: number | undefined,
  typed: string,
) {
  const days = typedIntervalDays(typed);
  const weighing =
    type && type.deviceCount > 0 && days !== null && days !== savedDays ? days : null;
  const settled = useDebouncedValue(weighing, SETTLE_MS);
  const query = useIntervalImpact(type?.id, settled);
  const fetchImpact = useFetchIntervalImpact();
  const [question, setQuestion] = useState<IntervalQuestion | null>(null);

  // The answer names its interval: figures of an interval typed before are never shown as these.
  const impact = query.data?.inspectionIntervalDays === weighing ? query.data : undefined;
  const note: IntervalImpactNoteProps | null =
    weighing === null
      ? null
      : {
          days: weighing,
          impact,
          failed: !impact && settled === weighing && query.isError,
          onRetry: () => void query.refetch(),
        };

  /**
   * Before saving `next` days: true to go on. The figures are those of the interval saved, asked
   * again if not at hand; when they change, or cannot be had, the user is asked.
   */
  const confirm = async (next: number): Promise<boolean> => {
    if (!type || type.deviceCount === 0 || next === savedDays) return true;
    let figures: IntervalImpact | null;
    try {
      figures = await fetchImpact(type.id, next);
    } catch {
      figures = null;
    }
    if (figures && !changesFigures(figures)) return true;
    return new Promise<boolean>((answer) => setQuestion({ days: next, impact: figures, answer }));
  };

  const answer = (yes: boolean) => {
    question?.answer(yes);
    setQuestion(null);
  };

  return { note, confirm, question, answer };
}
