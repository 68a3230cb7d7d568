import { useMemo } from 'react';

import { plansWork, type Actor } from '@/api/shared/work-orders';
import { useSession } from '@/auth/session-context';
import { WORK_ORDER_SUBJECT } from '@/auth/subjects';

export interface WorkOrderActor {
  /** Who acts, as the state machine's rules read it; null without a session. */
  actor: Actor | null;
  /** Plans work: creates open orders, assigns, approves (else a new order is a request). */
  plans: boolean;
  /** May create orders at all (a planner, or a technician raising a request). */
  creates: boolean;
  /** May change orders (a planner, or an assignee on their own). */
  updates: boolean;
}

/**
 * The signed-in user as the work order rules see them (src/api/shared/work-orders.ts): the
 * screens offer what these rules allow; the API is still the judge.
 */
export function useWorkOrderActor(): WorkOrderActor {
  const { session, can } = useSession();
  return useMemo(() => {
    const rules = session?.abilityRules ?? [];
    const actor = session ? { userId: Number(session.userData.id), rules } : null;
    return {
      actor,
      plans: plansWork(rules),
      creates: can('create', WORK_ORDER_SUBJECT),
      updates: can('update', WORK_ORDER_SUBJECT),
    };
  }, [session, can]);
}
