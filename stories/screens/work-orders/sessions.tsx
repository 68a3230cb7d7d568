import type { ComponentType } from 'react';

import type { Session } from '@/auth/session';
import { SessionProvider } from '@/auth/session-context';

/** The administrator: plans work (creates open orders, assigns, approves, reopens). */
export const ADMIN: Session = {
  accessToken: 'demo.1.storybook',
  userData: {
    id: 1,
    fullName: 'John Doe',
    username: 'johndoe',
    avatar: '',
    email: 'admin@demo.com',
    role: 'admin',
  },
  abilityRules: [{ action: 'manage', subject: 'all' }],
};

/** The technician (Li Wei): works on the orders assigned to them, raises requests. */
export const TECHNICIAN: Session = {
  accessToken: 'demo.3.storybook',
  userData: {
    id: 3,
    fullName: 'Li Wei',
    username: 'liwei',
    avatar: '',
    email: 'tech@demo.com',
    role: 'technician',
  },
  abilityRules: [
    { action: 'read', subject: 'Device' },
    { action: 'read', subject: 'WorkOrder' },
    { action: 'create', subject: 'WorkOrder' },
    { action: 'update', subject: 'WorkOrder' },
  ],
};

/** Renders the story signed in as `session`. */
export const signedInAs = (session: Session) =>
  function SignedIn(Story: ComponentType) {
    return (
      <SessionProvider initialSession={session}>
        <Story />
      </SessionProvider>
    );
  };
