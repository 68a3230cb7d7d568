/**
 * Devices: typed calls and TanStack Query hooks (docs/domain/devices.md). Query keys carry the
 * parameters; every write invalidates what it changes (device lists, detail, stats, and the
 * counts shown by types and locations).
 */
import type { QueryClient } from '@tanstack/react-query';

import type {
  AlarmListResponse,
  AlarmParams,
  DeviceDetail,
  DeviceDocumentListResponse,
  DeviceInput,
  DeviceListParams,
  DeviceListResponse,
  DeviceStats,
  DeviceStatus,
  HistoryListResponse,
  MaintenanceInput,
  MaintenanceListParams,
  MaintenanceListResponse,
  MaintenanceRecord,
  NextDeviceNumberResponse,
  PagingParams,
  ReadingParams,
  ReadingSeries,
  SortOrder,
} from '../types/devices';
import { deviceKeys } from './device-keys';
import {
  bulkChangeHook,
  invalidateAll,
  mutationHook,
  useApiCall,
  useApiMutation,
  useApiQuery,
} from './hooks';
import { ifMatch, type QueryValue, type Requester } from './request';
import { listCall, postCall, type ListCall, type PostCall } from './rest';

export { deviceKeys } from './device-keys';

/** Keys of the other device-domain files whose figures depend on devices (counts). */
const DEVICE_TYPE_KEY = ['device-types'] as const;
const DEVICE_LOCATION_KEY = ['device-locations'] as const;

export interface HistoryListParams extends PagingParams {
  /** `at` is the only key; newest first when absent. */
  sortBy?: 'at';
  orderBy?: SortOrder;
}

export interface DocumentListParams extends PagingParams {
  sortBy?: 'name' | 'kind' | 'date' | 'size';
  orderBy?: SortOrder;
}

const path = (number: string, rest = '') => `/api/devices/${encodeURIComponent(number)}${rest}`;
const query = (params: object) => params as Record<string, QueryValue>;

// ---------------------------------------------------------------------------------------------
// Calls
// ---------------------------------------------------------------------------------------------

export const listDevices: ListCall<DeviceListParams, DeviceListResponse> = listCall('/api/devices');

export function getDevice(
  request: Requester,
  number: string,
  signal?: AbortSignal,
): Promise<DeviceDetail> {
  return request<DeviceDetail>(path(number), { signal });
}

export const createDevice: PostCall<DeviceInput, DeviceDetail> = postCall('/api/devices');

/**
 * `version`: the version the change is based on (sent as If-Match): when someone else changed
 * the device since, nothing is saved and the call fails with a 412 ApiError whose `current` is
 * the device as it is now (see `isChangedElsewhere`). Without it the change is unconditional.
 */
export function updateDevice(
  request: Requester,
  number: string,
  changes: Partial<DeviceInput>,
  version?: number,
): Promise<DeviceDetail> {
  return request<DeviceDetail>(path(number), {
    method: 'PUT',
    body: changes,
    headers: ifMatch(version),
  });
}

/** `version` as for updateDevice: a device changed since is not deleted (412). */
export function deleteDevice(request: Requester, number: string, version?: number): Promise<void> {
  return request<void>(path(number), { method: 'DELETE', headers: ifMatch(version) });
}

export function getDeviceReadings(
  request: Requester,
  number: string,
  params: ReadingParams = {},
  signal?: AbortSignal,
): Promise<ReadingSeries> {
  return request<ReadingSeries>(path(number, '/readings'), { query: query(params), signal });
}

export function getDeviceAlarms(
  request: Requester,
  number: string,
  params: AlarmParams = {},
  signal?: AbortSignal,
): Promise<AlarmListResponse> {
  return request<AlarmListResponse>(path(number, '/alarms'), { query: query(params), signal });
}

export function listMaintenance(
  request: Requester,
  number: string,
  params: MaintenanceListParams = {},
  signal?: AbortSignal,
): Promise<MaintenanceListResponse> {
  return request<MaintenanceListResponse>(path(number, '/maintenance'), {
    query: query(params),
    signal,
  });
}

export function addMaintenance(
  request: Requester,
  number: string,
  record: MaintenanceInput,
): Promise<MaintenanceRecord> {
  return request<MaintenanceRecord>(path(number, '/maintenance'), { method: 'POST', body: record });
}

export function getDeviceHistory(
  request: Requester,
  number: string,
  params: HistoryListParams = {},
  signal?: AbortSignal,
): Promise<HistoryListResponse> {
  return request<HistoryListResponse>(path(number, '/history'), { query: query(params), signal });
}

export function listDeviceDocuments(
  request: Requester,
  number: string,
  params: DocumentListParams = {},
  signal?: AbortSignal,
): Promise<DeviceDocumentListResponse> {
  return request<DeviceDocumentListResponse>(path(number, '/documents'), {
    query: query(params),
    signal,
  });
}

export function getDeviceStats(request: Requester, signal?: AbortSignal): Promise<DeviceStats> {
  return request<DeviceStats>('/api/devices/stats', { signal });
}

export function getNextDeviceNumber(
  request: Requester,
  params: { typeId: number; year?: number },
  signal?: AbortSignal,
): Promise<NextDeviceNumberResponse> {
  return request<NextDeviceNumberResponse>('/api/devices/next-number', {
    query: query(params),
    signal,
  });
}

/** Everything a device write can change: device queries and the counts of types and locations. */
export function invalidateDeviceData(client: QueryClient): Promise<void> {
  return invalidateAll(client, [deviceKeys.all, DEVICE_TYPE_KEY, DEVICE_LOCATION_KEY]);
}

// ---------------------------------------------------------------------------------------------
// Hooks
// ---------------------------------------------------------------------------------------------

/**
 * The register list; the previous page stays on screen while the next one loads. `enabled: false`
 * waits (a user who may not read devices).
 */
export function useDevices(params: DeviceListParams = {}, options: { enabled?: boolean } = {}) {
  return useApiQuery(
    deviceKeys.list(params),
    (request, signal) => listDevices(request, params, signal),
    { keepPrevious: true, ...options },
  );
}

/** One device; disabled without a number. A 404 arrives as `error.status === 404`. */
export function useDevice(number: string | null | undefined) {
  return useApiQuery(
    deviceKeys.detail(number ?? ''),
    (request, signal) => getDevice(request, number!, signal),
    { enabled: Boolean(number) },
  );
}

export const useCreateDevice = mutationHook(createDevice, invalidateDeviceData);

export interface UpdateDeviceVariables {
  number: string;
  changes: Partial<DeviceInput>;
  /** The version the form loaded: a device changed since is not overwritten (412). */
  version?: number;
}

export function useUpdateDevice() {
  return useApiMutation(
    (request, { number, changes, version }: UpdateDeviceVariables) =>
      updateDevice(request, number, changes, version),
    (client, device) => {
      client.setQueryData(deviceKeys.detail(device.number), device);
      return invalidateDeviceData(client);
    },
  );
}

/**
 * A device to delete: its number, or its number and the version shown (not deleted when changed
 * since).
 */
export type DeleteDeviceVariables = string | { number: string; version?: number };

/** Deletes by number. */
export function useDeleteDevice() {
  return useApiMutation(
    (request, target: DeleteDeviceVariables) =>
      typeof target === 'string'
        ? deleteDevice(request, target)
        : deleteDevice(request, target.number, target.version),
    (client, _data, target) => {
      client.removeQueries({
        queryKey: deviceKeys.detail(typeof target === 'string' ? target : target.number),
      });
      return invalidateDeviceData(client);
    },
  );
}

/** Deletes the selected devices, by number; the lists refresh even when some failed. */
export const useBulkDeleteDevices = bulkChangeHook(
  (request, number: string) => deleteDevice(request, number),
  invalidateDeviceData,
);

/** One device of a bulk status change, and the version the list showed (changed since: 412). */
export interface DeviceStatusTarget {
  number: string;
  status: DeviceStatus;
  version?: number;
}

/** Sets a status on the selected devices; the lists refresh even when some failed. */
export const useBulkSetDeviceStatus = bulkChangeHook(
  (request, { number, status, version }: DeviceStatusTarget) =>
    updateDevice(request, number, { status }, version),
  invalidateDeviceData,
);

/** Every page of a filtered register at once, on demand (the CSV export): `(params) => Promise`. */
export function useDeviceListFetch() {
  return useApiCall(listDevices);
}

/**
 * A device's own list or series (readings, alarms, maintenance, history, documents): waits for a
 * number, keeps the last answer while the next loads.
 */
const ofDevice = (number: string | null | undefined) => ({
  enabled: Boolean(number),
  keepPrevious: true,
});

/** One metric over a range; keeps the old chart while a new range loads. */
export function useDeviceReadings(number: string | null | undefined, params: ReadingParams = {}) {
  return useApiQuery(
    deviceKeys.readings(number ?? '', params),
    (request, signal) => getDeviceReadings(request, number!, params, signal),
    ofDevice(number),
  );
}

export function useDeviceAlarms(number: string | null | undefined, params: AlarmParams = {}) {
  return useApiQuery(
    deviceKeys.alarms(number ?? '', params),
    (request, signal) => getDeviceAlarms(request, number!, params, signal),
    ofDevice(number),
  );
}

export function useMaintenance(
  number: string | null | undefined,
  params: MaintenanceListParams = {},
) {
  return useApiQuery(
    deviceKeys.maintenance(number ?? '', params),
    (request, signal) => listMaintenance(request, number!, params, signal),
    ofDevice(number),
  );
}

export interface AddMaintenanceVariables {
  number: string;
  record: MaintenanceInput;
}

/** What adding a maintenance record answers: the record, and the device after it. */
export interface AddMaintenanceResult {
  record: MaintenanceRecord;
  /** The device as it is now: a done inspection has moved its last and next inspection dates. */
  device: DeviceDetail;
}

/**
 * Adds a record, then reads the device back (a done inspection moves its dates: the caller can
 * say where to) and refreshes the rest of the device data.
 */
export function useAddMaintenance() {
  return useApiMutation(
    async (request, { number, record }: AddMaintenanceVariables): Promise<AddMaintenanceResult> => {
      const saved = await addMaintenance(request, number, record);
      return { record: saved, device: await getDevice(request, number) };
    },
    (client, { device }) => {
      client.setQueryData(deviceKeys.detail(device.number), device);
      return invalidateDeviceData(client);
    },
  );
}

export function useDeviceHistory(
  number: string | null | undefined,
  params: HistoryListParams = {},
) {
  return useApiQuery(
    deviceKeys.history(number ?? '', params),
    (request, signal) => getDeviceHistory(request, number!, params, signal),
    ofDevice(number),
  );
}

export function useDeviceDocuments(
  number: string | null | undefined,
  params: DocumentListParams = {},
) {
  return useApiQuery(
    deviceKeys.documents(number ?? '', params),
    (request, signal) => listDeviceDocuments(request, number!, params, signal),
    ofDevice(number),
  );
}

/**
 * The home page figures (also the notifications' inspections and alarms); `enabled: false` waits.
 */
export function useDeviceStats(options: { enabled?: boolean } = {}) {
  return useApiQuery(deviceKeys.stats(), getDeviceStats, options);
}

/** The next free number for a type (and year, default this year) for the "Add device" form. */
export function useNextDeviceNumber(typeId: number | null | undefined, year?: number) {
  return useApiQuery(
    deviceKeys.nextNumber(typeId ?? undefined, year),
    (request, signal) => getNextDeviceNumber(request, { typeId: typeId!, year }, signal),
    {
      enabled: typeId !== null && typeId !== undefined,
    },
  );
}
