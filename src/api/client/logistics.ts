/** Logistics: the vehicle list. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { VehicleListParams, VehicleListResponse } from '../types/logistics';
import { useRequester } from './api-provider';
import type { Requester } from './request';

export const vehicleKeys = {
  list: (params: VehicleListParams) => ['vehicles', params] as const,
};

export function fetchVehicles(request: Requester, params: VehicleListParams = {}, signal?: AbortSignal): Promise<VehicleListResponse> {
  return request<VehicleListResponse>('/api/apps/logistics/vehicles', { query: { ...params }, signal });
}

export function useVehicles(params: VehicleListParams = {}) {
  const request = useRequester();
  return useQuery({ queryKey: vehicleKeys.list(params), queryFn: ({ signal }) => fetchVehicles(request, params, signal), placeholderData: keepPreviousData });
}
