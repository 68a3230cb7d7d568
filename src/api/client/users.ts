/**
 * Users: the list, one user, and the user view's changes (profile, status, plan, billing,
 * connections, notifications, password).
 */
import type { QueryClient } from '@tanstack/react-query';

import type {
  AddUserResponse,
  NewUser,
  PasswordChange,
  UserChanges,
  UserDetail,
  UserListParams,
  UserListResponse,
} from '../types/users';
import {
  invalidateAll,
  listQueryHook,
  mutationHook,
  recordChangeHook,
  useApiCall,
  useApiMutation,
  useApiQuery,
  type RecordChange,
} from './hooks';
import type { Requester } from './request';
import {
  changeCall,
  deleteCall,
  listCall,
  postCall,
  recordCall,
  type ChangeCall,
  type ListCall,
  type PostCall,
  type RecordCall,
} from './rest';

export const userKeys = {
  all: ['users'] as const,
  list: (params: UserListParams) => ['users', params] as const,
  detail: (id: number) => ['users', 'detail', id] as const,
};

/** Roles count their users: a change of users is a change of the roles' figures. */
const ROLE_KEYS = ['roles'] as const;

const path = '/api/apps/users';

export const fetchUsers: ListCall<UserListParams, UserListResponse> = listCall(path);
export const fetchUser: RecordCall<UserDetail> = recordCall(path);
export const addUser: PostCall<NewUser, AddUserResponse> = postCall(path);
/**
 * Any subset of the profile, status, role, plan, billing address, connected accounts and
 * notification choices; 400 field errors on `error.fieldErrors`.
 */
export const updateUser: ChangeCall<UserChanges, UserDetail> = changeCall(path);

/**
 * A new password typed twice; each rule it breaks comes back on `error.fieldErrors.newPassword`.
 */
export function changeUserPassword(
  request: Requester,
  id: number,
  body: PasswordChange,
): Promise<void> {
  return request<void>(`${path}/${id}/password`, { method: 'POST', body });
}

export const deleteUser = deleteCall(path);

/** One page of users; the previous page stays on screen while the next loads. */
export const useUsers = listQueryHook(userKeys.list, fetchUsers);

/**
 * Every page of a filtered user list at once, on demand (the CSV export): `(params) => Promise`.
 */
export function useUserListFetch() {
  return useApiCall(fetchUsers);
}

export function useUser(id: number) {
  return useApiQuery(userKeys.detail(id), (request, signal) => fetchUser(request, id, signal), {
    enabled: Number.isSafeInteger(id) && id > 0,
  });
}

/** The changed user goes straight into its detail query; lists and role figures refresh. */
function afterUserChange(client: QueryClient, user: UserDetail): Promise<void> {
  client.setQueryData(userKeys.detail(user.id), user);
  return invalidateAll(client, [userKeys.all, ROLE_KEYS]);
}

/** Field errors (fullName, email, …) arrive on `error.fieldErrors`. */
export const useAddUser = mutationHook(addUser, [userKeys.all, ROLE_KEYS]);

export type UpdateUserVariables = RecordChange<UserChanges>;

export const useUpdateUser = recordChangeHook(updateUser, (client, user) =>
  afterUserChange(client, user),
);

export interface ChangeUserPasswordVariables {
  id: number;
  body: PasswordChange;
}

export function useChangeUserPassword() {
  return useApiMutation(
    (request, { id, body }: ChangeUserPasswordVariables) => changeUserPassword(request, id, body),
    (client, _result, { id }) => invalidateAll(client, [userKeys.detail(id)]),
  );
}

export const useDeleteUser = mutationHook(deleteUser, [userKeys.all, ROLE_KEYS]);
