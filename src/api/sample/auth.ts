/** The two login users of docs/spec.md §6. */
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
        abilityRules: [{ action: 'read', subject: 'AclDemo' }],
      },
    ],
  };
}
