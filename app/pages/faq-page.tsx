import { PlaceholderPage } from './placeholder-page';

/** /pages/faq (issue 18): a placeholder until its screen is built. */
export function Component() {
  return <PlaceholderPage title={['nav.faq']} />;
}
