import { HelpCenterScreen } from '@/screens/pages/help-center/help-center-screen';

/** /pages/help-center: popular articles, the knowledge base by category, a search (`?q=`). */
export function Component() {
  return <HelpCenterScreen />;
}
