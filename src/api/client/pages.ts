/** Sample pages: FAQ, help center, profile, sales datatable, project analytics table. */
import type {
  FaqGroup,
  HelpCenterArticle,
  HelpCenterResponse,
  ProfileHeader,
  ProfileTabName,
  ProfileTabs,
  ProjectListParams,
  ProjectListResponse,
  SalesListParams,
  SalesListResponse,
} from '../types/pages';
import { useApiQuery } from './hooks';
import type { Requester } from './request';

export const pageKeys = {
  faq: (q: string) => ['faq', q] as const,
  helpCenter: () => ['help-center'] as const,
  helpArticle: () => ['help-center', 'article'] as const,
  profileHeader: () => ['profile', 'header'] as const,
  profileTab: (tab: ProfileTabName) => ['profile', tab] as const,
  sales: (params: SalesListParams) => ['sales', params] as const,
  projects: (params: ProjectListParams) => ['projects', params] as const,
};

export function fetchFaq(request: Requester, q = '', signal?: AbortSignal): Promise<FaqGroup[]> {
  return request<FaqGroup[]>('/api/pages/faq', { query: { q }, signal });
}
export function fetchHelpCenter(request: Requester, signal?: AbortSignal): Promise<HelpCenterResponse> {
  return request<HelpCenterResponse>('/api/pages/help-center', { signal });
}
export function fetchHelpArticle(request: Requester, signal?: AbortSignal): Promise<HelpCenterArticle> {
  return request<HelpCenterArticle>('/api/pages/help-center/article', { signal });
}
export function fetchProfileHeader(request: Requester, signal?: AbortSignal): Promise<ProfileHeader> {
  return request<ProfileHeader>('/api/pages/profile/header', { signal });
}
export function fetchProfileTab<T extends ProfileTabName>(request: Requester, tab: T, signal?: AbortSignal): Promise<ProfileTabs[T]> {
  return request<ProfileTabs[T]>('/api/pages/profile', { query: { tab }, signal });
}
export function fetchSales(request: Requester, params: SalesListParams = {}, signal?: AbortSignal): Promise<SalesListResponse> {
  return request<SalesListResponse>('/api/pages/datatable', { query: { ...params }, signal });
}
export function fetchProjects(request: Requester, params: ProjectListParams = {}, signal?: AbortSignal): Promise<ProjectListResponse> {
  return request<ProjectListResponse>('/api/dashboard/analytics/projects', { query: { ...params }, signal });
}

export function useFaq(q = '') {
  return useApiQuery(pageKeys.faq(q), (request, signal) => fetchFaq(request, q, signal), { keepPrevious: true });
}
export function useHelpCenter() {
  return useApiQuery(pageKeys.helpCenter(), fetchHelpCenter);
}
export function useHelpArticle() {
  return useApiQuery(pageKeys.helpArticle(), fetchHelpArticle);
}
export function useProfileHeader() {
  return useApiQuery(pageKeys.profileHeader(), fetchProfileHeader);
}
export function useProfileTab<T extends ProfileTabName>(tab: T) {
  return useApiQuery(pageKeys.profileTab(tab), (request, signal) => fetchProfileTab(request, tab, signal));
}
export function useSales(params: SalesListParams = {}) {
  return useApiQuery(pageKeys.sales(params), (request, signal) => fetchSales(request, params, signal), { keepPrevious: true });
}
export function useProjects(params: ProjectListParams = {}) {
  return useApiQuery(pageKeys.projects(params), (request, signal) => fetchProjects(request, params, signal), { keepPrevious: true });
}
