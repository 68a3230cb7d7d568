import type { Session } from '@/auth/session';

import { ADMIN, signedInAs, TECHNICIAN } from '../work-orders/sessions';

/** The technician reads the plans (docs/domain/maintenance-plans.md) and changes none. */
export const PLAN_TECHNICIAN: Session = {
  ...TECHNICIAN,
  abilityRules: [...TECHNICIAN.abilityRules, { action: 'read', subject: 'MaintenancePlan' }],
};

export { ADMIN, signedInAs };
