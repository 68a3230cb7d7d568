import type { Requester } from './request';
import { useRequester } from './requester-context';

/**
 * A call outside any query, bound to the requester of the nearest ApiProvider or
 * RequesterProvider: what an export of every page, a file download or a sign-in asks for once,
 * on a click, and does not keep. On its own, without TanStack Query, for the sign-in card.
 */
export function useApiCall<A extends unknown[], T>(
  call: (request: Requester, ...args: A) => Promise<T>,
): (...args: A) => Promise<T> {
  const request = useRequester();
  return (...args: A) => call(request, ...args);
}
