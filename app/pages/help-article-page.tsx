import { PlaceholderPage } from './placeholder-page';

/** /pages/help-center/article/:category/:article (issue 18): a placeholder until its screen is built. */
export function Component() {
  return <PlaceholderPage title={['nav.helpCenter', 'nav.article']} />;
}
