/** Device types: typed calls and TanStack Query hooks (DEVICE-DOMAIN.md). */
import type { DeviceType, DeviceTypeInput, DeviceTypeListParams, DeviceTypeListResponse } from '../types/devices';
import { useApiMutation, useApiQuery } from './hooks';
import { ifMatch, type QueryValue, type Requester } from './request';

export const deviceTypeKeys = {
  all: ['device-types'] as const,
  lists: () => [...deviceTypeKeys.all, 'list'] as const,
  list: (params: DeviceTypeListParams) => [...deviceTypeKeys.lists(), params] as const,
  detail: (id: number) => [...deviceTypeKeys.all, 'detail', id] as const,
};

export function listDeviceTypes(request: Requester, params: DeviceTypeListParams = {}, signal?: AbortSignal): Promise<DeviceTypeListResponse> {
  return request<DeviceTypeListResponse>('/api/device-types', { query: params as Record<string, QueryValue>, signal });
}

export function getDeviceType(request: Requester, id: number, signal?: AbortSignal): Promise<DeviceType> {
  return request<DeviceType>(`/api/device-types/${id}`, { signal });
}

export function createDeviceType(request: Requester, body: DeviceTypeInput): Promise<DeviceType> {
  return request<DeviceType>('/api/device-types', { method: 'POST', body });
}

/** `version` (If-Match): a type changed since by someone else is not overwritten (412, `isChangedElsewhere`). */
export function updateDeviceType(request: Requester, id: number, changes: Partial<DeviceTypeInput>, version?: number): Promise<DeviceType> {
  return request<DeviceType>(`/api/device-types/${id}`, { method: 'PUT', body: changes, headers: ifMatch(version) });
}

/** 409 "Device type is in use" arrives as `error.status === 409`, `error.message`; `version` as for updateDeviceType. */
export function deleteDeviceType(request: Requester, id: number, version?: number): Promise<void> {
  return request<void>(`/api/device-types/${id}`, { method: 'DELETE', headers: ifMatch(version) });
}

/** A type's name, code and interval show on device screens too (type column, next inspection). */
const TYPE_DATA = [deviceTypeKeys.all, ['devices']] as const;

export function useDeviceTypes(params: DeviceTypeListParams = {}) {
  return useApiQuery(deviceTypeKeys.list(params), (request, signal) => listDeviceTypes(request, params, signal), { keepPrevious: true });
}

export function useDeviceType(id: number | null | undefined) {
  return useApiQuery(deviceTypeKeys.detail(id ?? -1), (request, signal) => getDeviceType(request, id!, signal), { enabled: id !== null && id !== undefined });
}

export function useCreateDeviceType() {
  return useApiMutation(createDeviceType, TYPE_DATA);
}

export interface UpdateDeviceTypeVariables {
  id: number;
  changes: Partial<DeviceTypeInput>;
  /** The version the form loaded: a type changed since is not overwritten (412). */
  version?: number;
}

export function useUpdateDeviceType() {
  return useApiMutation((request, { id, changes, version }: UpdateDeviceTypeVariables) => updateDeviceType(request, id, changes, version), TYPE_DATA);
}

/** A type to delete: its id, or its id and the version shown (not deleted when changed since). */
export type DeleteDeviceTypeVariables = number | { id: number; version?: number };

/** Deletes by id. */
export function useDeleteDeviceType() {
  return useApiMutation(
    (request, target: DeleteDeviceTypeVariables) => (typeof target === 'number' ? deleteDeviceType(request, target) : deleteDeviceType(request, target.id, target.version)),
    TYPE_DATA,
  );
}
