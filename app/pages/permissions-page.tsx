import { PermissionsScreen } from '@/screens/roles/permissions-screen';

/** /apps/permissions: permissions and the roles that hold them. */
export function Component() {
  return <PermissionsScreen />;
}
