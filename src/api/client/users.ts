/** Users: the list, one user, and the user view's changes (profile, status, plan, billing, connections, notifications, password). */
import type { QueryClient } from '@tanstack/react-query';
import type { AddUserResponse, NewUser, PasswordChange, UserChanges, UserDetail, UserListParams, UserListResponse } from '../types/users';
import { invalidateAll, useApiMutation, useApiQuery } from './hooks';
import type { QueryValue, Requester } from './request';

export const userKeys = {
  all: ['users'] as const,
  list: (params: UserListParams) => ['users', params] as const,
  detail: (id: number) => ['users', 'detail', id] as const,
};

/** Roles count their users: a change of users is a change of the roles' figures. */
const ROLE_KEYS = ['roles'] as const;

export function fetchUsers(request: Requester, params: UserListParams = {}, signal?: AbortSignal): Promise<UserListResponse> {
  return request<UserListResponse>('/api/apps/users', { query: params as Record<string, QueryValue>, signal });
}

export function fetchUser(request: Requester, id: number, signal?: AbortSignal): Promise<UserDetail> {
  return request<UserDetail>(`/api/apps/users/${id}`, { signal });
}

export function addUser(request: Requester, user: NewUser): Promise<AddUserResponse> {
  return request<AddUserResponse>('/api/apps/users', { method: 'POST', body: user });
}

/** Any subset of the profile, status, role, plan, billing address, connected accounts and notification choices; 400 field errors on `error.fieldErrors`. */
export function updateUser(request: Requester, id: number, changes: UserChanges): Promise<UserDetail> {
  return request<UserDetail>(`/api/apps/users/${id}`, { method: 'PUT', body: changes });
}

/** A new password typed twice; each rule it breaks comes back on `error.fieldErrors.newPassword`. */
export function changeUserPassword(request: Requester, id: number, body: PasswordChange): Promise<void> {
  return request<void>(`/api/apps/users/${id}/password`, { method: 'POST', body });
}

export function deleteUser(request: Requester, id: number): Promise<void> {
  return request<void>(`/api/apps/users/${id}`, { method: 'DELETE' });
}

/** One page of users; the previous page stays on screen while the next loads. */
export function useUsers(params: UserListParams = {}) {
  return useApiQuery(userKeys.list(params), (request, signal) => fetchUsers(request, params, signal), { keepPrevious: true });
}

export function useUser(id: number) {
  return useApiQuery(userKeys.detail(id), (request, signal) => fetchUser(request, id, signal), { enabled: Number.isSafeInteger(id) && id > 0 });
}

/** The changed user goes straight into its detail query; lists and role figures refresh. */
function afterUserChange(client: QueryClient, user: UserDetail): Promise<void> {
  client.setQueryData(userKeys.detail(user.id), user);
  return invalidateAll(client, [userKeys.all, ROLE_KEYS]);
}

/** Field errors (fullName, email, …) arrive on `error.fieldErrors`. */
export function useAddUser() {
  return useApiMutation(addUser, [userKeys.all, ROLE_KEYS]);
}

export interface UpdateUserVariables {
  id: number;
  changes: UserChanges;
}

export function useUpdateUser() {
  return useApiMutation((request, { id, changes }: UpdateUserVariables) => updateUser(request, id, changes), (client, user) => afterUserChange(client, user));
}

export interface ChangeUserPasswordVariables {
  id: number;
  body: PasswordChange;
}

export function useChangeUserPassword() {
  return useApiMutation((request, { id, body }: ChangeUserPasswordVariables) => changeUserPassword(request, id, body), (client, _result, { id }) => invalidateAll(client, [userKeys.detail(id)]));
}

export function useDeleteUser() {
  return useApiMutation(deleteUser, [userKeys.all, ROLE_KEYS]);
}
