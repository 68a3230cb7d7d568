/** Permissions list. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PermissionListParams, PermissionListResponse } from '../types/permissions';
import { useRequester } from './api-provider';
import type { Requester } from './request';

export const permissionKeys = {
  list: (params: PermissionListParams) => ['permissions', params] as const,
};

export function fetchPermissions(request: Requester, params: PermissionListParams = {}, signal?: AbortSignal): Promise<PermissionListResponse> {
  return request<PermissionListResponse>('/api/apps/permissions', { query: { ...params }, signal });
}

export function usePermissions(params: PermissionListParams = {}) {
  const request = useRequester();
  return useQuery({ queryKey: permissionKeys.list(params), queryFn: ({ signal }) => fetchPermissions(request, params, signal), placeholderData: keepPreviousData });
}
