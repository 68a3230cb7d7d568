/** Logistics: the vehicle list and the dashboard's figures. */
import type { VehicleListParams, VehicleListResponse, VehicleStats } from '../types/logistics';
import { listQueryHook, useApiQuery } from './hooks';
import type { Requester } from './request';
import { listCall, type ListCall } from './rest';

export const vehicleKeys = {
  all: ['vehicles'] as const,
  list: (params: VehicleListParams) => ['vehicles', params] as const,
  stats: () => ['vehicles', 'stats'] as const,
};

export const fetchVehicles: ListCall<VehicleListParams, VehicleListResponse> = listCall(
  '/api/apps/logistics/vehicles',
);

export function fetchVehicleStats(request: Requester, signal?: AbortSignal): Promise<VehicleStats> {
  return request<VehicleStats>('/api/apps/logistics/stats', { signal });
}

export const useVehicles = listQueryHook(vehicleKeys.list, fetchVehicles);

/** The dashboard's figures: counts, parcels, trip time and deliveries per month. */
export function useVehicleStats() {
  return useApiQuery(vehicleKeys.stats(), (request, signal) => fetchVehicleStats(request, signal));
}
