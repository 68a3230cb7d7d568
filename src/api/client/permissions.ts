/** Permissions list. */
import type { PermissionListParams, PermissionListResponse } from '../types/permissions';
import { useApiQuery } from './hooks';
import type { Requester } from './request';

export const permissionKeys = {
  list: (params: PermissionListParams) => ['permissions', params] as const,
};

export function fetchPermissions(request: Requester, params: PermissionListParams = {}, signal?: AbortSignal): Promise<PermissionListResponse> {
  return request<PermissionListResponse>('/api/apps/permissions', { query: { ...params }, signal });
}

export function usePermissions(params: PermissionListParams = {}) {
  return useApiQuery(permissionKeys.list(params), (request, signal) => fetchPermissions(request, params, signal), { keepPrevious: true });
}
