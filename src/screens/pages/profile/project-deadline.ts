/**
 * Where a project stands against its deadline, counted from today (the kit's clock), as its card
 * says it. The API's `daysLeft` was counted on the day it answered (the simulation's samples: the
 * day they were made), so a card kept open, or data kept for weeks, would contradict its own
 * deadline; the deadline is the fact.
 */
import { daysUntil } from '@/screens/shared/format';

export type DeadlineStanding =
  { kind: 'left'; days: number } | { kind: 'today' } | { kind: 'overdue'; days: number };

/** Days left before a `YYYY-MM-DD` deadline, due today, or the days it is past. */
export function deadlineStanding(deadline: string, at?: number): DeadlineStanding {
  const days = daysUntil(deadline, at);
  if (days > 0) return { kind: 'left', days };
  return days === 0 ? { kind: 'today' } : { kind: 'overdue', days: -days };
}
