import { PlaceholderPage } from './placeholder-page';

/** /apps/email (issue 17): a placeholder until its screen is built. */
export function Component() {
  return <PlaceholderPage title={['nav.email']} />;
}
