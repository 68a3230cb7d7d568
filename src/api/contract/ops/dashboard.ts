/** The dashboard calls (docs/spec.md §7, §8). */
import * as dashboard from '../dashboard';
import { tagged, type Operation } from '../operation';

// Listed under Pages, as before it moved here: the document's tags are unchanged.
const dash = tagged('Pages');

export const dashboardOperations: Operation[] = [
  dash.list(
    '/api/dashboard/analytics/projects',
    'listProjects',
    'Project analytics rows',
    dashboard.projectListQuery,
    dashboard.projectListResponse,
  ),
];
