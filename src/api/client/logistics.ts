/** Logistics: the vehicle list. */
import type { VehicleListParams, VehicleListResponse } from '../types/logistics';
import { useApiQuery } from './hooks';
import type { Requester } from './request';

export const vehicleKeys = {
  list: (params: VehicleListParams) => ['vehicles', params] as const,
};

export function fetchVehicles(request: Requester, params: VehicleListParams = {}, signal?: AbortSignal): Promise<VehicleListResponse> {
  return request<VehicleListResponse>('/api/apps/logistics/vehicles', { query: { ...params }, signal });
}

export function useVehicles(params: VehicleListParams = {}) {
  return useApiQuery(vehicleKeys.list(params), (request, signal) => fetchVehicles(request, params, signal), { keepPrevious: true });
}
