import { PlaceholderPage } from './placeholder-page';

/** /apps/chat (issue 17): a placeholder until its screen is built. */
export function Component() {
  return <PlaceholderPage title={['nav.chat']} />;
}
