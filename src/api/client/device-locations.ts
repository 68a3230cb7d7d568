/** Device locations: typed calls and TanStack Query hooks (docs/domain/devices.md). */
import type { QueryClient } from '@tanstack/react-query';

import type {
  DeviceListParams,
  DeviceLocation,
  DeviceLocationInput,
  LocationDetailResponse,
  LocationTreeResponse,
} from '../types/devices';
import { mutationHook, useApiMutation, useApiQuery } from './hooks';
import type { QueryValue, Requester } from './request';
import {
  postCall,
  versionedChangeCall,
  versionedDeleteCall,
  type PostCall,
  type VersionedChangeCall,
} from './rest';

/** The devices page of a location takes the device list's parameters except the location. */
export type LocationDeviceParams = Omit<DeviceListParams, 'locationId'>;

export type LocationWithCount = DeviceLocation & { deviceCount: number };

export const locationKeys = {
  all: ['device-locations'] as const,
  tree: () => [...locationKeys.all, 'tree'] as const,
  detail: (id: number, params: LocationDeviceParams) =>
    [...locationKeys.all, 'detail', id, params] as const,
};

const path = '/api/device-locations';

export function getLocationTree(
  request: Requester,
  signal?: AbortSignal,
): Promise<LocationTreeResponse> {
  return request<LocationTreeResponse>(path, { signal });
}

export function getLocation(
  request: Requester,
  id: number,
  params: LocationDeviceParams = {},
  signal?: AbortSignal,
): Promise<LocationDetailResponse> {
  return request<LocationDetailResponse>(`${path}/${id}`, {
    query: params as Record<string, QueryValue>,
    signal,
  });
}

export const createLocation: PostCall<DeviceLocationInput, LocationWithCount> = postCall(path);
/**
 * Rename, move (`parentId`) or edit; moving under itself or a descendant is a 400 on parentId.
 * `version` (If-Match): a location changed since by someone else is not overwritten (412,
 * `isChangedElsewhere`).
 */
export const updateLocation: VersionedChangeCall<
  Partial<DeviceLocationInput>,
  LocationWithCount
> = versionedChangeCall(path);
/**
 * 409 with a message while it still holds devices or child locations; `version` as for
 * updateLocation.
 */
export const deleteLocation = versionedDeleteCall(path);

/**
 * Location names and paths show on device screens too. `deleted`: a location just deleted. Its
 * own page is marked stale but not fetched now: it would answer 404 while the screen is still
 * on it, about to move to its parent; whoever opens it again gets the 404.
 */
function invalidateLocationData(client: QueryClient, deleted?: number): Promise<void> {
  const deletedPage = [...locationKeys.all, 'detail', deleted] as const;
  const isDeletedPage = (key: readonly unknown[]) =>
    deleted !== undefined && key[1] === deletedPage[1] && key[2] === deleted;
  return Promise.all([
    client.invalidateQueries({
      queryKey: locationKeys.all,
      predicate: (query) => !isDeletedPage(query.queryKey),
    }),
    deleted !== undefined &&
      client.invalidateQueries({ queryKey: deletedPage, refetchType: 'none' }),
    client.invalidateQueries({ queryKey: ['devices'] }),
  ]).then(() => undefined);
}

export function useLocationTree() {
  return useApiQuery(locationKeys.tree(), getLocationTree);
}

/** One location with its path, children and a page of its devices; disabled without an id. */
export function useLocation(id: number | null | undefined, params: LocationDeviceParams = {}) {
  return useApiQuery(
    locationKeys.detail(id ?? -1, params),
    (request, signal) => getLocation(request, id!, params, signal),
    {
      enabled: id !== null && id !== undefined,
      keepPrevious: true,
    },
  );
}

export const useCreateLocation = mutationHook(createLocation, (client) =>
  invalidateLocationData(client),
);

export interface UpdateLocationVariables {
  id: number;
  changes: Partial<DeviceLocationInput>;
  /** The version the dialog loaded: a location changed since is not overwritten (412). */
  version?: number;
}

export function useUpdateLocation() {
  return useApiMutation(
    (request, { id, changes, version }: UpdateLocationVariables) =>
      updateLocation(request, id, changes, version),
    (client) => invalidateLocationData(client),
  );
}

/**
 * A location to delete: its id, or its id and the version shown (not deleted when changed since).
 */
export type DeleteLocationVariables = number | { id: number; version?: number };

/** Deletes by id. */
export function useDeleteLocation() {
  return useApiMutation(
    (request, target: DeleteLocationVariables) =>
      typeof target === 'number'
        ? deleteLocation(request, target)
        : deleteLocation(request, target.id, target.version),
    (client, _, target) =>
      invalidateLocationData(client, typeof target === 'number' ? target : target.id),
  );
}
