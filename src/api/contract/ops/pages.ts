/** The Pages calls (SPEC.md §7, §8). */
import * as pages from '../pages';
import { tagged, type Operation } from '../operation';

const pg = tagged('Pages');

export const pagesOperations: Operation[] = [
  pg.list('/api/dashboard/analytics/projects', 'listProjects', 'Project analytics rows', pages.projectListQuery, pages.projectListResponse),
  pg.list('/api/pages/datatable', 'listSales', 'Sales rows', pages.salesListQuery, pages.salesListResponse),
  pg.read('/api/pages/faq', 'searchFaq', 'FAQ groups with the matching questions', pages.faqResponse, { query: pages.faqQuery }),
  pg.read('/api/pages/help-center', 'getHelpCenter', 'Help center', pages.helpCenterResponse),
  pg.read('/api/pages/help-center/article', 'getHelpArticle', 'A help center article', pages.helpCenterArticle),
  pg.read('/api/pages/profile/header', 'getProfileHeader', 'The profile header', pages.profileHeader),
  pg.read('/api/pages/profile', 'getProfileTab', 'The data of a profile tab', pages.profileTabResponse, { query: pages.profileQuery, errors: { 400: ['fields', 'An unknown tab.'] } }),
];
