/** Sample pages: FAQ, help center, profile, sales datatable. */
import type {
  ConnectionCard,
  FaqGroup,
  HelpArticleFeedback,
  HelpArticleFeedbackInput,
  HelpArticleParams,
  HelpCenterArticle,
  HelpCenterResponse,
  ProfileHeader,
  ProfileTabName,
  ProfileTabs,
  SalesListParams,
  SalesListResponse,
} from '../types/pages';
import { invalidateAll, listQueryHook, useApiMutation, useApiQuery } from './hooks';
import type { Requester } from './request';
import { listCall, type ListCall } from './rest';

export const pageKeys = {
  faq: (q: string) => ['faq', q] as const,
  helpCenter: () => ['help-center'] as const,
  helpArticle: (params: HelpArticleParams = {}) =>
    ['help-center', 'article', params.category ?? '', params.article ?? ''] as const,
  profile: () => ['profile'] as const,
  profileHeader: () => ['profile', 'header'] as const,
  profileTab: (tab: ProfileTabName) => ['profile', tab] as const,
  sales: (params: SalesListParams) => ['sales', params] as const,
};

export function fetchFaq(request: Requester, q = '', signal?: AbortSignal): Promise<FaqGroup[]> {
  return request<FaqGroup[]>('/api/pages/faq', { query: { q }, signal });
}
export function fetchHelpCenter(
  request: Requester,
  signal?: AbortSignal,
): Promise<HelpCenterResponse> {
  return request<HelpCenterResponse>('/api/pages/help-center', { signal });
}
/**
 * One article by its category's and its own slug (neither: the first popular article); 404 for an
 * unknown pair.
 */
export function fetchHelpArticle(
  request: Requester,
  params: HelpArticleParams = {},
  signal?: AbortSignal,
): Promise<HelpCenterArticle> {
  return request<HelpCenterArticle>('/api/pages/help-center/article', {
    query: { category: params.category, article: params.article },
    signal,
  });
}
/** Records whether an article helped; answers the article's votes with this one. */
export function voteHelpArticle(
  request: Requester,
  input: HelpArticleFeedbackInput,
): Promise<HelpArticleFeedback> {
  return request<HelpArticleFeedback>('/api/pages/help-center/article/feedback', {
    method: 'POST',
    body: input,
  });
}
/** Connects to (true) or disconnects from (false) a person of the profile's connections. */
export function updateConnection(
  request: Requester,
  id: number,
  isConnected: boolean,
): Promise<ConnectionCard> {
  return request<ConnectionCard>(`/api/pages/profile/connections/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: { isConnected },
  });
}
export function fetchProfileHeader(
  request: Requester,
  signal?: AbortSignal,
): Promise<ProfileHeader> {
  return request<ProfileHeader>('/api/pages/profile/header', { signal });
}
export function fetchProfileTab<T extends ProfileTabName>(
  request: Requester,
  tab: T,
  signal?: AbortSignal,
): Promise<ProfileTabs[T]> {
  return request<ProfileTabs[T]>('/api/pages/profile', { query: { tab }, signal });
}
export const fetchSales: ListCall<SalesListParams, SalesListResponse> =
  listCall('/api/pages/datatable');

export function useFaq(q = '') {
  return useApiQuery(pageKeys.faq(q), (request, signal) => fetchFaq(request, q, signal), {
    keepPrevious: true,
  });
}
export function useHelpCenter() {
  return useApiQuery(pageKeys.helpCenter(), fetchHelpCenter);
}
export function useHelpArticle(params: HelpArticleParams = {}) {
  return useApiQuery(pageKeys.helpArticle(params), (request, signal) =>
    fetchHelpArticle(request, params, signal),
  );
}
/** "Was this helpful?": the answer's counts go straight into the article on screen. */
export function useVoteHelpArticle() {
  return useApiMutation(voteHelpArticle, (client, feedback, input) => {
    client.setQueryData<HelpCenterArticle>(
      pageKeys.helpArticle({ category: input.category, article: input.article }),
      (article) => (article ? { ...article, feedback } : article),
    );
  });
}
/**
 * Connect or disconnect: the card changes at once, and every profile query (the about tab's list
 * too) is refreshed.
 */
export function useUpdateConnection() {
  return useApiMutation(
    (request, vars: { id: number; isConnected: boolean }) =>
      updateConnection(request, vars.id, vars.isConnected),
    (client, card) => {
      client.setQueryData<ConnectionCard[]>(pageKeys.profileTab('connections'), (cards) =>
        cards?.map((c) => (c.id === card.id ? card : c)),
      );
      return invalidateAll(client, [pageKeys.profile()]);
    },
  );
}
export function useProfileHeader() {
  return useApiQuery(pageKeys.profileHeader(), fetchProfileHeader);
}
export function useProfileTab<T extends ProfileTabName>(tab: T) {
  return useApiQuery(pageKeys.profileTab(tab), (request, signal) =>
    fetchProfileTab(request, tab, signal),
  );
}
export const useSales = listQueryHook(pageKeys.sales, fetchSales);
