import { PlaceholderPage } from './placeholder-page';

/** /apps/user/view/:id (issue 15): a placeholder until its screen is built. */
export function Component() {
  return <PlaceholderPage title={['nav.users', 'nav.view']} />;
}
