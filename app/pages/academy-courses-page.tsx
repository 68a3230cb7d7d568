import { PlaceholderPage } from './placeholder-page';

/** /apps/academy/my-course (issue 16): a placeholder until its screen is built. */
export function Component() {
  return <PlaceholderPage title={['nav.academy', 'nav.courses']} />;
}
