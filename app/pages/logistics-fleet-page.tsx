import { PlaceholderPage } from './placeholder-page';

/** /apps/logistics/fleet (issue 15): a placeholder until its screen is built. */
export function Component() {
  return <PlaceholderPage title={['nav.logistics', 'nav.fleet']} />;
}
