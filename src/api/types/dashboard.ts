/**
 * The dashboard types of the API: inferred from the contract's schemas
 * (src/api/contract/dashboard.ts), the one definition.
 */
export { PROJECT_SORT_KEYS } from '../contract/dashboard';
export type {
  ProjectAnalyticsRow,
  ProjectSortKey,
  ProjectListParams,
  ProjectListResponse,
} from '../contract/dashboard';
