import { PlaceholderPage } from './placeholder-page';

/** /apps/permissions (issue 15): a placeholder until its screen is built. */
export function Component() {
  return <PlaceholderPage title={['nav.rolesPermissions', 'nav.permissions']} />;
}
