import type { WorkOrderStatus } from '@/api/types/work-orders';

/** A step of the state machine, named as the header's button says it. */
export type StepName = 'approve' | 'start' | 'resume' | 'hold' | 'complete' | 'cancel' | 'reopen';

/** The name of the step from one state to another (docs/domain/work-orders.md, the machine). */
export function stepName(from: WorkOrderStatus, to: WorkOrderStatus): StepName {
  if (to === 'cancelled') return 'cancel';
  if (to === 'on_hold') return 'hold';
  if (to === 'done') return 'complete';
  if (to === 'in_progress') return from === 'on_hold' ? 'resume' : 'start';
  return from === 'done' ? 'reopen' : 'approve';
}

/** What a step's dialog asks: a reason (hold, cancel, reopen), a sign-off name (done), nothing. */
export function stepAsks(step: StepName): 'reason' | 'signOff' | null {
  if (step === 'hold' || step === 'cancel' || step === 'reopen') return 'reason';
  return step === 'complete' ? 'signOff' : null;
}
