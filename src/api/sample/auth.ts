/** The login users: the two of docs/spec.md §6 and the technician of docs/domain/work-orders.md. */
import { DEVICE_SUBJECT, MAINTENANCE_PLAN_SUBJECT, WORK_ORDER_SUBJECT } from '@/auth/subjects';

import type { LoginUser } from '../types/auth';

export interface AuthData {
  loginUsers: LoginUser[];
}

export function createAuthData(): AuthData {
  return {
    loginUsers: [
      {
        id: 1,
        fullName: 'John Doe',
        username: 'johndoe',
        password: 'admin',
        avatar: '',
        email: 'admin@demo.com',
        role: 'admin',
        abilityRules: [{ action: 'manage', subject: 'all' }],
      },
      {
        id: 2,
        fullName: 'Jane Doe',
        username: 'janedoe',
        password: 'client',
        avatar: '',
        email: 'client@demo.com',
        role: 'client',
        // Reads the maintenance plans too (docs/domain/maintenance-plans.md).
        abilityRules: [
          { action: 'read', subject: 'AclDemo' },
          { action: 'read', subject: MAINTENANCE_PLAN_SUBJECT },
        ],
      },
      {
        id: 3,
        fullName: 'Li Wei',
        username: 'liwei',
        password: 'tech',
        avatar: '',
        email: 'tech@demo.com',
        role: 'technician',
        // Reads the equipment, works on the orders assigned to them, raises requests
        // (docs/domain/work-orders.md).
        abilityRules: [
          { action: 'read', subject: DEVICE_SUBJECT },
          { action: 'read', subject: WORK_ORDER_SUBJECT },
          { action: 'create', subject: WORK_ORDER_SUBJECT },
          { action: 'update', subject: WORK_ORDER_SUBJECT },
          { action: 'read', subject: MAINTENANCE_PLAN_SUBJECT },
        ],
      },
    ],
  };
}
