/** A device's arc-flash study: typed calls and TanStack Query hooks (docs/domain/arc-flash.md). */
import type { ArcFlashAnswer, ArcFlashStudyInput } from '../types/arc-flash';
import { deviceKeys } from './device-keys';
import { useApiMutation, useApiQuery } from './hooks';
import { ifMatch, type Requester } from './request';

/** Under the device's detail key: whatever refreshes the device refreshes its study too. */
export const arcFlashKey = (number: string) => [...deviceKeys.detail(number), 'arc-flash'] as const;

const pathOf = (number: string) => `/api/devices/${encodeURIComponent(number)}/arc-flash`;

export const getArcFlashStudy = (request: Requester, number: string, signal?: AbortSignal) =>
  request<ArcFlashAnswer>(pathOf(number), { signal });

/** `version` (If-Match): a study changed since by someone else is not overwritten (412). */
export const putArcFlashStudy = (
  request: Requester,
  number: string,
  study: ArcFlashStudyInput,
  version?: number,
) =>
  request<ArcFlashAnswer>(pathOf(number), {
    method: 'PUT',
    body: study,
    headers: ifMatch(version),
  });

export function useArcFlashStudy(number: string) {
  return useApiQuery(arcFlashKey(number), (request, signal) =>
    getArcFlashStudy(request, number, signal),
  );
}

export interface SaveArcFlashStudyVariables {
  number: string;
  study: ArcFlashStudyInput;
  /** The version the form loaded (0: none yet). */
  version?: number;
}

/** Records or replaces the study; the answer is the study as the card shows it. */
export function useSaveArcFlashStudy() {
  return useApiMutation(
    (request, { number, study, version }: SaveArcFlashStudyVariables) =>
      putArcFlashStudy(request, number, study, version),
    (client, answer) => {
      client.setQueryData(arcFlashKey(answer.deviceNumber), answer);
    },
  );
}
