/** The dashboard calls (SPEC.md §7, §8). */
import * as dashboard from '../dashboard';
import { tagged, type Operation } from '../operation';

const db = tagged('Pages');

export const dashboardOperations: Operation[] = [
  db.list('/api/dashboard/analytics/projects', 'listProjects', 'Project analytics rows', dashboard.projectListQuery, dashboard.projectListResponse),
];
