/** App-bar search: GET /api/app-bar/search?q. */
import type { SearchMatchGroup } from '../types/search';
import { useApiQuery } from './hooks';
import type { Requester } from './request';

export const searchKeys = {
  query: (q: string) => ['app-bar-search', q] as const,
};

export function fetchSearch(
  request: Requester,
  q = '',
  signal?: AbortSignal,
): Promise<SearchMatchGroup[]> {
  return request<SearchMatchGroup[]>('/api/app-bar/search', { query: { q }, signal });
}

/**
 * Groups matching `q` (each with the number that matched in all); the last answer stays visible
 * while typing.
 */
export function useAppBarSearch(q: string, options: { enabled?: boolean } = {}) {
  return useApiQuery(searchKeys.query(q), (request, signal) => fetchSearch(request, q, signal), {
    keepPrevious: true,
    ...(options.enabled !== undefined && { enabled: options.enabled }),
  });
}
