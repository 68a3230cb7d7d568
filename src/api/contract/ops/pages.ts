/** The Pages calls (docs/spec.md §7, §8). */
import { changed, idParam, missing, tagged, type Operation } from '../operation';
import * as pages from '../pages';

const pg = tagged('Pages');

export const pagesOperations: Operation[] = [
  pg.list(
    '/api/pages/datatable',
    'listSales',
    'Sales rows',
    pages.salesListQuery,
    pages.salesListResponse,
  ),
  pg.read(
    '/api/pages/faq',
    'searchFaq',
    'FAQ groups with the matching questions',
    pages.faqResponse,
    { query: pages.faqQuery },
  ),
  pg.read('/api/pages/help-center', 'getHelpCenter', 'Help center', pages.helpCenterResponse),
  pg.read(
    '/api/pages/help-center/article',
    'getHelpArticle',
    'A help center article',
    pages.helpCenterArticle,
    {
      description:
        'By its category’s slug and its own; without either, the first popular article. With its related articles and how readers found it (`mine`: the signed-in reader’s own answer).',
      query: pages.helpArticleQuery,
      errors: missing('No article has this category and slug: `Help article not found`.'),
    },
  ),
  pg.write(
    'post',
    '/api/pages/help-center/article/feedback',
    'voteHelpArticle',
    'Say whether an article helped',
    pages.helpArticleFeedbackBody,
    changed(pages.helpArticleFeedback, 'How readers found the article, this answer included.'),
    {
      description:
        'Needs a session (a vote is a change): the reader’s answer replaces their earlier one.',
      errors: missing('No article has this category and slug: `Help article not found`.'),
    },
  ),
  pg.read(
    '/api/pages/profile/header',
    'getProfileHeader',
    'The profile header',
    pages.profileHeader,
  ),
  pg.write(
    'put',
    '/api/pages/profile/connections/{id}',
    'updateConnection',
    'Connect to or disconnect from a person',
    pages.connectionUpdateBody,
    changed(pages.connectionCard, 'The connection card after the change.'),
    {
      description:
        'The connection card and the profile tab’s list of the same person change together.',
      params: idParam('connection'),
      errors: missing('No connection has this id: `Connection not found`.'),
    },
  ),
  pg.read(
    '/api/pages/profile',
    'getProfileTab',
    'The data of a profile tab',
    pages.profileTabResponse,
    { query: pages.profileQuery, errors: { 400: ['fields', 'An unknown tab.'] } },
  ),
];
