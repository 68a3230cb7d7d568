import { PlaceholderPage } from './placeholder-page';

/** /apps/calendar (issue 17): a placeholder until its screen is built. */
export function Component() {
  return <PlaceholderPage title={['nav.calendar']} />;
}
