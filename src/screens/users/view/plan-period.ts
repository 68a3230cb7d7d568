/** Where a user is in their plan's period: days used and left of its 30, from the renewal day. */
import { PLAN_PERIOD_DAYS } from '@/api/types/users';
import { daysUntil } from '@/screens/shared/format';

export interface PlanPeriod {
  /** Days left until the renewal day (0 on the day itself). */
  left: number;
  /** Days of the period gone. */
  used: number;
  /** Days in a period. */
  total: number;
}

export function planPeriod(renewsOn: string, at?: number): PlanPeriod {
  const left = Math.min(PLAN_PERIOD_DAYS, Math.max(0, daysUntil(renewsOn, at)));
  return { left, used: PLAN_PERIOD_DAYS - left, total: PLAN_PERIOD_DAYS };
}
