import { useParams } from 'react-router';

import { HelpArticleScreen } from '@/screens/pages/help-center/help-article-screen';

/** /pages/help-center/article/:category/:article: one help article. */
export function Component() {
  const { category = '', article = '' } = useParams();
  return <HelpArticleScreen category={category} article={article} />;
}
