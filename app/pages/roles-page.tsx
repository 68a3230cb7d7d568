import { RolesScreen } from '@/screens/roles/roles-screen';

/** /apps/roles: roles with their permissions, and the users who have them. */
export function Component() {
  return <RolesScreen />;
}
