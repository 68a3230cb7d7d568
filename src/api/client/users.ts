/** Users: GET/POST /api/apps/users, GET/DELETE /api/apps/users/{id}. */
import type { AddUserResponse, NewUser, UserDetail, UserListParams, UserListResponse } from '../types/users';
import { useApiMutation, useApiQuery } from './hooks';
import type { Requester } from './request';

export const userKeys = {
  all: ['users'] as const,
  list: (params: UserListParams) => ['users', params] as const,
  detail: (id: number) => ['users', 'detail', id] as const,
};

export function fetchUsers(request: Requester, params: UserListParams = {}, signal?: AbortSignal): Promise<UserListResponse> {
  return request<UserListResponse>('/api/apps/users', { query: { ...params }, signal });
}

export function fetchUser(request: Requester, id: number, signal?: AbortSignal): Promise<UserDetail> {
  return request<UserDetail>(`/api/apps/users/${id}`, { signal });
}

export function addUser(request: Requester, user: NewUser): Promise<AddUserResponse> {
  return request<AddUserResponse>('/api/apps/users', { method: 'POST', body: user });
}

export function deleteUser(request: Requester, id: number): Promise<void> {
  return request<void>(`/api/apps/users/${id}`, { method: 'DELETE' });
}

/** One page of users; the previous page stays on screen while the next loads. */
export function useUsers(params: UserListParams = {}) {
  return useApiQuery(userKeys.list(params), (request, signal) => fetchUsers(request, params, signal), { keepPrevious: true });
}

export function useUser(id: number) {
  return useApiQuery(userKeys.detail(id), (request, signal) => fetchUser(request, id, signal));
}

/** Field errors (fullName, email, …) arrive on `error.fieldErrors`. */
export function useAddUser() {
  return useApiMutation(addUser, [userKeys.all]);
}

export function useDeleteUser() {
  return useApiMutation(deleteUser, [userKeys.all]);
}
