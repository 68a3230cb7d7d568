/** Device types: typed calls and TanStack Query hooks (docs/domain/devices.md). */
import type {
  DeviceType,
  DeviceTypeInput,
  DeviceTypeListParams,
  DeviceTypeListResponse,
} from '../types/devices';
import { listQueryHook, mutationHook, useApiMutation, useApiQuery } from './hooks';
import {
  listCall,
  postCall,
  recordCall,
  versionedChangeCall,
  versionedDeleteCall,
  type ListCall,
  type PostCall,
  type RecordCall,
  type VersionedChangeCall,
} from './rest';

export const deviceTypeKeys = {
  all: ['device-types'] as const,
  lists: () => [...deviceTypeKeys.all, 'list'] as const,
  list: (params: DeviceTypeListParams) => [...deviceTypeKeys.lists(), params] as const,
  detail: (id: number) => [...deviceTypeKeys.all, 'detail', id] as const,
};

const path = '/api/device-types';

export const listDeviceTypes: ListCall<DeviceTypeListParams, DeviceTypeListResponse> =
  listCall(path);
export const getDeviceType: RecordCall<DeviceType> = recordCall(path);
export const createDeviceType: PostCall<DeviceTypeInput, DeviceType> = postCall(path);
/**
 * `version` (If-Match): a type changed since by someone else is not overwritten (412,
 * `isChangedElsewhere`).
 */
export const updateDeviceType: VersionedChangeCall<
  Partial<DeviceTypeInput>,
  DeviceType
> = versionedChangeCall(path);
/**
 * 409 "Device type is in use" arrives as `error.status === 409`, `error.message`; `version` as for
 * updateDeviceType.
 */
export const deleteDeviceType = versionedDeleteCall(path);

/** A type's name, code and interval show on device screens too (type column, next inspection). */
const TYPE_DATA = [deviceTypeKeys.all, ['devices']] as const;

export const useDeviceTypes = listQueryHook(deviceTypeKeys.list, listDeviceTypes);

export function useDeviceType(id: number | null | undefined) {
  return useApiQuery(
    deviceTypeKeys.detail(id ?? -1),
    (request, signal) => getDeviceType(request, id!, signal),
    { enabled: id !== null && id !== undefined },
  );
}

export const useCreateDeviceType = mutationHook(createDeviceType, TYPE_DATA);

export interface UpdateDeviceTypeVariables {
  id: number;
  changes: Partial<DeviceTypeInput>;
  /** The version the form loaded: a type changed since is not overwritten (412). */
  version?: number;
}

export function useUpdateDeviceType() {
  return useApiMutation(
    (request, { id, changes, version }: UpdateDeviceTypeVariables) =>
      updateDeviceType(request, id, changes, version),
    TYPE_DATA,
  );
}

/** A type to delete: its id, or its id and the version shown (not deleted when changed since). */
export type DeleteDeviceTypeVariables = number | { id: number; version?: number };

/** Deletes by id. */
export function useDeleteDeviceType() {
  return useApiMutation(
    (request, target: DeleteDeviceTypeVariables) =>
      typeof target === 'number'
        ? deleteDeviceType(request, target)
        : deleteDeviceType(request, target.id, target.version),
    TYPE_DATA,
  );
}
