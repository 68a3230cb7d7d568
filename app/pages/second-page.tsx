import { PlaceholderPage } from './placeholder-page';

/** /second-page (issue 18): the client account's home; a placeholder until its screen is built. */
export function Component() {
  return <PlaceholderPage title={['nav.secondPage']} />;
}
