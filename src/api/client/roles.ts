/** Roles: every role with its users counted; add, rename or change permissions, delete. */
import type { Role, RoleChanges, RoleInput, RoleListResponse } from '../types/roles';
import { useApiMutation, useApiQuery } from './hooks';
import type { Requester } from './request';

export const roleKeys = {
  all: ['roles'] as const,
};

/** A role renamed renames its users' role; the users lists show it. */
const ROLE_DATA = [roleKeys.all, ['users']] as const;

export function fetchRoles(request: Requester, signal?: AbortSignal): Promise<RoleListResponse> {
  return request<RoleListResponse>('/api/apps/roles', { signal });
}

/** A name taken comes back on `error.fieldErrors.name`. */
export function createRole(request: Requester, body: RoleInput): Promise<Role> {
  return request<Role>('/api/apps/roles', { method: 'POST', body });
}

export function updateRole(request: Requester, id: number, changes: RoleChanges): Promise<Role> {
  return request<Role>(`/api/apps/roles/${id}`, { method: 'PUT', body: changes });
}

/** 409 while users still have the role (`error.status === 409`). */
export function deleteRole(request: Requester, id: number): Promise<void> {
  return request<void>(`/api/apps/roles/${id}`, { method: 'DELETE' });
}

export function useRoles() {
  return useApiQuery(roleKeys.all, (request, signal) => fetchRoles(request, signal));
}

export function useCreateRole() {
  return useApiMutation(createRole, ROLE_DATA);
}

export interface UpdateRoleVariables {
  id: number;
  changes: RoleChanges;
}

export function useUpdateRole() {
  return useApiMutation((request, { id, changes }: UpdateRoleVariables) => updateRole(request, id, changes), ROLE_DATA);
}

export function useDeleteRole() {
  return useApiMutation(deleteRole, ROLE_DATA);
}
