/**
 * The three demo accounts as story sessions (docs/domain/work-orders.md, "Who"), each with the
 * token the simulation knows it by: a story's writes are judged as that user's.
 */
import type { Decorator } from '@storybook/react-vite';

import type { Session } from '@/auth/session';
import { SessionProvider } from '@/auth/session-context';
import { DEVICE_SUBJECT, WORK_ORDER_SUBJECT } from '@/auth/subjects';

const user = (id: number, fullName: string, email: string, role: string) => ({
  id,
  fullName,
  username: fullName.toLowerCase().replace(' ', ''),
  avatar: '',
  email,
  role,
});

export const SESSIONS = {
  admin: {
    accessToken: 'demo.1.storybook',
    userData: user(1, 'John Doe', 'admin@demo.com', 'admin'),
    abilityRules: [{ action: 'manage', subject: 'all' }],
  },
  client: {
    accessToken: 'demo.2.storybook',
    userData: user(2, 'Jane Doe', 'client@demo.com', 'client'),
    abilityRules: [{ action: 'read', subject: 'AclDemo' }],
  },
  technician: {
    accessToken: 'demo.3.storybook',
    userData: user(3, 'Li Wei', 'tech@demo.com', 'technician'),
    abilityRules: [
      { action: 'read', subject: DEVICE_SUBJECT },
      { action: 'read', subject: WORK_ORDER_SUBJECT },
      { action: 'create', subject: WORK_ORDER_SUBJECT },
      { action: 'update', subject: WORK_ORDER_SUBJECT },
    ],
  },
} satisfies Record<string, Session>;

export type Role = keyof typeof SESSIONS;

/**
 * A story signed in as this role: the screens read the session, and the requests carry its token
 * (the stories' requester reads sessionStorage's first: .storybook/mock-api.ts), cleared after.
 */
export function asRole(role: Role): { decorators: Decorator[]; beforeEach: () => () => void } {
  return {
    decorators: [
      (Story) => (
        <SessionProvider initialSession={SESSIONS[role]}>
          <Story />
        </SessionProvider>
      ),
    ],
    beforeEach: () => {
      sessionStorage.setItem('accessToken', SESSIONS[role].accessToken);
      return () => sessionStorage.removeItem('accessToken');
    },
  };
}
