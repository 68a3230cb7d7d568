/** Logistics: the vehicle list and the dashboard's figures. */
import type { VehicleListParams, VehicleListResponse, VehicleStats } from '../types/logistics';
import { useApiQuery } from './hooks';
import type { Requester } from './request';

export const vehicleKeys = {
  all: ['vehicles'] as const,
  list: (params: VehicleListParams) => ['vehicles', params] as const,
  stats: () => ['vehicles', 'stats'] as const,
};

export function fetchVehicles(request: Requester, params: VehicleListParams = {}, signal?: AbortSignal): Promise<VehicleListResponse> {
  return request<VehicleListResponse>('/api/apps/logistics/vehicles', { query: { ...params }, signal });
}

export function fetchVehicleStats(request: Requester, signal?: AbortSignal): Promise<VehicleStats> {
  return request<VehicleStats>('/api/apps/logistics/stats', { signal });
}

export function useVehicles(params: VehicleListParams = {}) {
  return useApiQuery(vehicleKeys.list(params), (request, signal) => fetchVehicles(request, params, signal), { keepPrevious: true });
}

/** The dashboard's figures: counts, parcels, trip time and deliveries per month. */
export function useVehicleStats() {
  return useApiQuery(vehicleKeys.stats(), (request, signal) => fetchVehicleStats(request, signal));
}
