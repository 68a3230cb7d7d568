/** The home dashboard's calls: the project analytics table. */
import type { ProjectListParams, ProjectListResponse } from '../types/dashboard';
import { listQueryHook } from './hooks';
import { listCall, type ListCall } from './rest';

export const dashboardKeys = {
  projects: (params: ProjectListParams) => ['projects', params] as const,
};

export const fetchProjects: ListCall<ProjectListParams, ProjectListResponse> = listCall(
  '/api/dashboard/analytics/projects',
);
export const useProjects = listQueryHook(dashboardKeys.projects, fetchProjects);
