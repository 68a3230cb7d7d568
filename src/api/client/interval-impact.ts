/**
 * What a device type's new inspection interval would change for its devices, asked before it
 * is saved. Apart from device-types.ts: only the type form asks, and it loads when opened.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

import type { IntervalImpact } from '../types/devices';
import { useRequester } from './api-provider';
import { deviceTypeKeys } from './device-types';
import { useApiQuery } from './hooks';
import type { Requester } from './request';

/**
 * Under the type's keys: a change of a type or a device (which refreshes those) refreshes the
 * figures too.
 */
const impactKey = (id: number, days: number) =>
  [...deviceTypeKeys.all, 'interval-impact', id, days] as const;

/**
 * What an inspection interval of `days` would make overdue or due among the type's devices, beside
 * now.
 */
export function getIntervalImpact(
  request: Requester,
  id: number,
  days: number,
  signal?: AbortSignal,
): Promise<IntervalImpact> {
  return request<IntervalImpact>(`/api/device-types/${id}/interval-impact`, {
    query: { inspectionIntervalDays: days },
    signal,
  });
}

/** What an interval would change for the type's devices; waits while either is missing. */
export function useIntervalImpact(id: number | null | undefined, days: number | null | undefined) {
  const ready = id !== null && id !== undefined && days !== null && days !== undefined;
  return useApiQuery(
    impactKey(id ?? -1, days ?? -1),
    (request, signal) => getIntervalImpact(request, id!, days!, signal),
    { enabled: ready },
  );
}

/**
 * The same figures on demand, from the cache when fresh (a save weighs the interval as typed, not
 * the last one asked about).
 */
export function useFetchIntervalImpact() {
  const request = useRequester();
  const client = useQueryClient();
  return useCallback(
    (id: number, days: number) =>
      client.fetchQuery({
        queryKey: impactKey(id, days),
        queryFn: ({ signal }) => getIntervalImpact(request, id, days, signal),
        staleTime: 10_000,
      }),
    [client, request],
  );
}
