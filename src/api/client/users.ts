/** Users: GET/POST /api/apps/users, GET/DELETE /api/apps/users/{id}. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AddUserResponse, NewUser, UserDetail, UserListParams, UserListResponse } from '../types/users';
import { useRequester } from './api-provider';
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
  const request = useRequester();
  return useQuery({ queryKey: userKeys.list(params), queryFn: ({ signal }) => fetchUsers(request, params, signal), placeholderData: keepPreviousData });
}

export function useUser(id: number) {
  const request = useRequester();
  return useQuery({ queryKey: userKeys.detail(id), queryFn: ({ signal }) => fetchUser(request, id, signal) });
}

/** Field errors (fullName, email, …) arrive on `error.fieldErrors`. */
export function useAddUser() {
  const request = useRequester();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (user: NewUser) => addUser(request, user),
    onSuccess: () => client.invalidateQueries({ queryKey: userKeys.all }),
  });
}

export function useDeleteUser() {
  const request = useRequester();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteUser(request, id),
    onSuccess: () => client.invalidateQueries({ queryKey: userKeys.all }),
  });
}
