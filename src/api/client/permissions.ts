/** Permissions: the list, and adding, changing and deleting one. */
import type {
  Permission,
  PermissionChanges,
  PermissionInput,
  PermissionListParams,
  PermissionListResponse,
} from '../types/permissions';
import { listQueryHook, mutationHook, recordChangeHook, type RecordChange } from './hooks';
import {
  changeCall,
  deleteCall,
  listCall,
  postCall,
  type ChangeCall,
  type ListCall,
  type PostCall,
} from './rest';

export const permissionKeys = {
  all: ['permissions'] as const,
  list: (params: PermissionListParams) => ['permissions', params] as const,
};

const path = '/api/apps/permissions';

export const fetchPermissions: ListCall<PermissionListParams, PermissionListResponse> =
  listCall(path);
/** A name taken comes back on `error.fieldErrors.name`. */
export const createPermission: PostCall<PermissionInput, Permission> = postCall(path);
export const updatePermission: ChangeCall<PermissionChanges, Permission> = changeCall(path);
export const deletePermission = deleteCall(path);

export const usePermissions = listQueryHook(permissionKeys.list, fetchPermissions);

export const useCreatePermission = mutationHook(createPermission, [permissionKeys.all]);

export type UpdatePermissionVariables = RecordChange<PermissionChanges>;

export const useUpdatePermission = recordChangeHook(updatePermission, [permissionKeys.all]);

export const useDeletePermission = mutationHook(deletePermission, [permissionKeys.all]);
