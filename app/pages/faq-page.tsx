import { FaqScreen } from '@/screens/pages/faq/faq-screen';

/** /pages/faq: the questions by category, searchable (`?q=`). */
export function Component() {
  return <FaqScreen />;
}
