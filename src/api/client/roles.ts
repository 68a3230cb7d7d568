/** Roles: every role with its users counted; add, rename or change permissions, delete. */
import type { Role, RoleChanges, RoleInput, RoleListResponse } from '../types/roles';
import { mutationHook, recordChangeHook, useApiQuery, type RecordChange } from './hooks';
import type { Requester } from './request';
import { changeCall, deleteCall, postCall, type ChangeCall, type PostCall } from './rest';

export const roleKeys = {
  all: ['roles'] as const,
};

/** A role renamed renames its users' role; the users lists show it. */
const ROLE_DATA = [roleKeys.all, ['users']] as const;

const path = '/api/apps/roles';

/** Every role at once: the list takes no parameters. */
export function fetchRoles(request: Requester, signal?: AbortSignal): Promise<RoleListResponse> {
  return request<RoleListResponse>(path, { signal });
}

/** A name taken comes back on `error.fieldErrors.name`. */
export const createRole: PostCall<RoleInput, Role> = postCall(path);
export const updateRole: ChangeCall<RoleChanges, Role> = changeCall(path);
/** 409 while users still have the role (`error.status === 409`). */
export const deleteRole = deleteCall(path);

export function useRoles() {
  return useApiQuery(roleKeys.all, (request, signal) => fetchRoles(request, signal));
}

export const useCreateRole = mutationHook(createRole, ROLE_DATA);

export type UpdateRoleVariables = RecordChange<RoleChanges>;

export const useUpdateRole = recordChangeHook(updateRole, ROLE_DATA);

export const useDeleteRole = mutationHook(deleteRole, ROLE_DATA);
