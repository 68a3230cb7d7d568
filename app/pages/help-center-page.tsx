import { HelpCenterScreen } from '../../src/screens/pages/help-center/help-center-screen';

/** /pages/help-center: popular articles, the knowledge base by category, a search (`?q=`). */
export function Component() {
  return <HelpCenterScreen />;
}
