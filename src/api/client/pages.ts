/** Sample pages: FAQ, help center, profile, sales datatable, project analytics table. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
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
import { useRequester } from './api-provider';
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
  const request = useRequester();
  return useQuery({ queryKey: pageKeys.faq(q), queryFn: ({ signal }) => fetchFaq(request, q, signal), placeholderData: keepPreviousData });
}
export function useHelpCenter() {
  const request = useRequester();
  return useQuery({ queryKey: pageKeys.helpCenter(), queryFn: ({ signal }) => fetchHelpCenter(request, signal) });
}
export function useHelpArticle() {
  const request = useRequester();
  return useQuery({ queryKey: pageKeys.helpArticle(), queryFn: ({ signal }) => fetchHelpArticle(request, signal) });
}
export function useProfileHeader() {
  const request = useRequester();
  return useQuery({ queryKey: pageKeys.profileHeader(), queryFn: ({ signal }) => fetchProfileHeader(request, signal) });
}
export function useProfileTab<T extends ProfileTabName>(tab: T) {
  const request = useRequester();
  return useQuery({ queryKey: pageKeys.profileTab(tab), queryFn: ({ signal }) => fetchProfileTab(request, tab, signal) });
}
export function useSales(params: SalesListParams = {}) {
  const request = useRequester();
  return useQuery({ queryKey: pageKeys.sales(params), queryFn: ({ signal }) => fetchSales(request, params, signal), placeholderData: keepPreviousData });
}
export function useProjects(params: ProjectListParams = {}) {
  const request = useRequester();
  return useQuery({ queryKey: pageKeys.projects(params), queryFn: ({ signal }) => fetchProjects(request, params, signal), placeholderData: keepPreviousData });
}
