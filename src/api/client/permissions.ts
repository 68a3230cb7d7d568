/** Permissions: the list, and adding, changing and deleting one. */
import type { Permission, PermissionChanges, PermissionInput, PermissionListParams, PermissionListResponse } from '../types/permissions';
import { useApiMutation, useApiQuery } from './hooks';
import type { QueryValue, Requester } from './request';

export const permissionKeys = {
  all: ['permissions'] as const,
  list: (params: PermissionListParams) => ['permissions', params] as const,
};

export function fetchPermissions(request: Requester, params: PermissionListParams = {}, signal?: AbortSignal): Promise<PermissionListResponse> {
  return request<PermissionListResponse>('/api/apps/permissions', { query: params as Record<string, QueryValue>, signal });
}

/** A name taken comes back on `error.fieldErrors.name`. */
export function createPermission(request: Requester, body: PermissionInput): Promise<Permission> {
  return request<Permission>('/api/apps/permissions', { method: 'POST', body });
}

export function updatePermission(request: Requester, id: number, changes: PermissionChanges): Promise<Permission> {
  return request<Permission>(`/api/apps/permissions/${id}`, { method: 'PUT', body: changes });
}

export function deletePermission(request: Requester, id: number): Promise<void> {
  return request<void>(`/api/apps/permissions/${id}`, { method: 'DELETE' });
}

export function usePermissions(params: PermissionListParams = {}) {
  return useApiQuery(permissionKeys.list(params), (request, signal) => fetchPermissions(request, params, signal), { keepPrevious: true });
}

export function useCreatePermission() {
  return useApiMutation(createPermission, [permissionKeys.all]);
}

export interface UpdatePermissionVariables {
  id: number;
  changes: PermissionChanges;
}

export function useUpdatePermission() {
  return useApiMutation((request, { id, changes }: UpdatePermissionVariables) => updatePermission(request, id, changes), [permissionKeys.all]);
}

export function useDeletePermission() {
  return useApiMutation(deletePermission, [permissionKeys.all]);
}
