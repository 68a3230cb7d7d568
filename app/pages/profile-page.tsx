import { PlaceholderPage } from './placeholder-page';

/** /pages/user-profile/:tab (issue 18): a placeholder until its screen is built. */
export function Component() {
  return <PlaceholderPage title={['nav.profile']} />;
}
